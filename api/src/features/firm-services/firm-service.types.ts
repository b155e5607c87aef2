import { RecordObjectType } from '../../records/graphql-object-type';
import { firmServiceDescription } from './firm-service.record';

/** The firm service an engagement is for, in the graph: its fields are described once, in firm-service.record.ts. */
@RecordObjectType(firmServiceDescription)
export class FirmServiceType {}
