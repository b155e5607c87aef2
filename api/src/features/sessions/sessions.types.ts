import { RecordObjectType } from '../../records/graphql-object-type';
import { signedInSessionDescription } from './signed-in-session.record';

/** A session in the graph: its fields are described once, in signed-in-session.record.ts. */
@RecordObjectType(signedInSessionDescription)
export class SignedInSessionType {}
