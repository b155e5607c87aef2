import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { documentCategoryValues, documentStatusValues } from '../../../../validation/documents';
import { ConnectionType } from '../../shared/pagination';

export const DocumentStatusKind = enumOf(documentStatusValues);
export type DocumentStatusKind = (typeof documentStatusValues)[number];
registerEnumType(DocumentStatusKind, { name: 'DocumentStatus', description: 'PENDING (on upload), APPROVED or REJECTED by staff' });

export const DocumentCategoryKind = enumOf(documentCategoryValues);
export type DocumentCategoryKind = (typeof documentCategoryValues)[number];
registerEnumType(DocumentCategoryKind, {
  name: 'DocumentCategory',
  description: 'What a document is about; GENERAL when nothing else fits',
});

/**
 * An uploaded document as the portal shows it (docs/product.md#screen-shapes, Document). owner,
 * uploadedBy and approvedBy are resolved through the per-request user loader
 * (documents.resolver.ts).
 *
 * simpleResolvers: its plain fields are read by graphql-js's own resolver instead of a
 * type-graphql wrapper per field and row. Safe because no type-graphql middleware or authChecker
 * exists in this schema (rules are the @auth directive, applied after the build, and the
 * services); every portal list pays for those wrappers otherwise.
 */
@ObjectType('Document', {
  simpleResolvers: true,
  description: "A file in a client's documents, uploaded by the client or by staff, with its review status",
})
export class DocumentType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The name the file had when it was uploaded' })
  originalName!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => DocumentCategoryKind)
  category!: DocumentCategoryKind;

  @Field(() => DocumentStatusKind)
  status!: DocumentStatusKind;

  @Field(() => Int, { description: 'Bytes' })
  fileSize!: number;

  @Field(() => String)
  mimeType!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Int)
  downloadCount!: number;

  @Field(() => Date, { nullable: true, description: 'When staff approved or rejected it' })
  approvedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Why staff rejected it' })
  rejectionReason?: string | null;
}

export const DocumentConnection = ConnectionType('Document', DocumentType);

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
