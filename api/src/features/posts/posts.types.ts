import { RecordObjectType } from '../../records/graphql-object-type';
import { postDescription } from './post.record';

/** A published post in the graph: its fields are described once, in post.record.ts. */
@RecordObjectType(postDescription)
export class PostType {}
