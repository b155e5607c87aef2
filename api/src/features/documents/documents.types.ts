import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { ListPageType } from '../changes';
import { DocumentCategoryKind, DocumentStatusKind, documentDescription } from './document.record';

export { DocumentCategoryKind, DocumentStatusKind };

/**
 * An uploaded document in the graph (docs/product.md#screen-shapes, Document): its fields are
 * described once, in document.record.ts. owner, uploadedBy and approvedBy are resolved through the
 * per-request user loader (documents.resolver.ts).
 */
@RecordObjectType(documentDescription)
export class DocumentType {}

export const DocumentConnection = ListPageType('Document', DocumentType, 'DocumentConnection');

@InputType({ description: 'Narrows the document list; every field is optional' })
export class DocumentFilter {
  @Field(() => DocumentCategoryKind, { nullable: true })
  category?: DocumentCategoryKind | null;

  @Field(() => DocumentStatusKind, { nullable: true })
  status?: DocumentStatusKind | null;

  @Field(() => String, { nullable: true, description: 'Text found in the name or description (any case)' })
  search?: string | null;

  @Field(() => ID, { nullable: true, description: "Staff only: one client's documents. Ignored for a client, who sees only their own." })
  clientId?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only documents uploaded more than this many days ago' })
  uploadedMoreThanDaysAgo?: number | null;
}

@InputType({ description: 'The fields sent with an uploaded file' })
export class UploadDocumentInput {
  @Field(() => DocumentCategoryKind, { nullable: true, defaultValue: 'general' })
  category?: DocumentCategoryKind | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ID, { nullable: true, description: 'Staff only: the client the document is for (default: the uploader)' })
  clientId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The document request this file answers: it then awaits review, and closes on approval' })
  requestId?: string | null;
}

@ObjectType({ description: "A short-lived signed link to a document's file" })
export class DocumentDownload {
  @Field(() => String, { description: 'A signed link to the file, valid for five minutes' })
  downloadUrl!: string;

  @Field(() => Date)
  expiresAt!: Date;
}
