import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { DocumentCategoryKind } from '../documents';
import { DocumentRequestStatusKind, documentRequestDescription } from './document-request.record';
import { documentChecklistDescription } from './document-checklist.record';

export { DocumentRequestStatusKind };

/**
 * A document staff asked a client for, in the graph: its fields are described once, in
 * document-request.record.ts. client, requestedBy and document are resolved through per-request
 * loaders (document-requests.resolver.ts).
 */
@RecordObjectType(documentRequestDescription)
export class DocumentRequestType {}

/** A checklist in the graph: its fields are described once, in document-checklist.record.ts. */
@RecordObjectType(documentChecklistDescription)
export class DocumentChecklistType {}

@InputType({ description: 'Narrows the request list; every field is optional' })
export class DocumentRequestFilter {
  @Field(() => ID, { nullable: true, description: "Staff: one client's requests. A client sees only their own anyway." })
  clientId?: string | null;

  @Field(() => DocumentRequestStatusKind, { nullable: true })
  status?: DocumentRequestStatusKind | null;

  @Field(() => Boolean, { nullable: true, description: 'Only open and uploaded requests' })
  outstanding?: boolean | null;
}

@ArgsType()
export class DocumentRequestEdgeArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only open and uploaded requests' })
  outstanding?: boolean | null;
}

@InputType({ description: 'One document to ask for: its title and category' })
export class DocumentRequestItemInput {
  @Field(() => String)
  title!: string;

  @Field(() => DocumentCategoryKind)
  category!: DocumentCategoryKind;
}

@InputType({ description: 'Documents asked of one client, all due the same day' })
export class RequestDocumentsInput {
  @Field(() => ID)
  clientId!: string;

  @Field(() => String, { description: 'YYYY-MM-DD, today or later' })
  dueDate!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => [DocumentRequestItemInput])
  items!: DocumentRequestItemInput[];
}

@InputType({ description: 'A stored checklist applied to one client: one request per item' })
export class RequestDocumentsFromChecklistInput {
  @Field(() => ID)
  clientId!: string;

  @Field(() => ID)
  checklistId!: string;

  @Field(() => String, { description: 'YYYY-MM-DD, today or later' })
  dueDate!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@InputType({ description: 'A stored checklist: its name, an optional description and the documents it asks for' })
export class DocumentChecklistInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [DocumentRequestItemInput])
  items!: DocumentRequestItemInput[];
}
