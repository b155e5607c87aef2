import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { documentRequestStatusValues } from '../../../../validation/document-requests';
import { DocumentCategoryKind } from '../documents';

export const DocumentRequestStatusKind = enumOf(documentRequestStatusValues);
export type DocumentRequestStatusKind = (typeof documentRequestStatusValues)[number];
registerEnumType(DocumentRequestStatusKind, {
  name: 'DocumentRequestStatus',
  description: 'OPEN (waiting for the client), UPLOADED (awaiting review), CLOSED (its document approved) or CANCELLED',
});

/**
 * A document staff asked a client for. client, requestedBy and document are resolved through
 * per-request loaders (document-requests.resolver.ts).
 */
@ObjectType('DocumentRequest', { description: 'A document staff asked a client for, due on a given day, with the document sent in answer' })
export class DocumentRequestType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => DocumentCategoryKind)
  category!: DocumentCategoryKind;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => String, { description: 'The day it is due, YYYY-MM-DD (SAST)' })
  dueDate!: string;

  @Field(() => DocumentRequestStatusKind)
  status!: DocumentRequestStatusKind;

  @Field(() => Date, { nullable: true, description: 'When its document was approved' })
  closedAt?: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('DocumentChecklistItem', { description: 'One document a checklist asks for' })
export class DocumentChecklistItemType {
  @Field(() => String)
  title!: string;

  @Field(() => DocumentCategoryKind)
  category!: DocumentCategoryKind;
}

@ObjectType('DocumentChecklist', { description: 'A reusable list of documents asked for together' })
export class DocumentChecklistType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [DocumentChecklistItemType])
  items!: DocumentChecklistItemType[];

  @Field(() => Date)
  updatedAt!: Date;
}

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
