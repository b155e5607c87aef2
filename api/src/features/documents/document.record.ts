import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { person } from '../../shared/personal-data';
import {
  archiveOnly,
  choiceField,
  describeRecord,
  idField,
  instantField,
  integerField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { documentCategoryValues, documentStatusValues } from '../../../../validation/documents';
import { archivePathOf } from './archive-names';
import { Document } from './document.entity';

export const DocumentStatusKind = enumOf(documentStatusValues);
export type DocumentStatusKind = (typeof documentStatusValues)[number];
registerEnumType(DocumentStatusKind, { name: 'DocumentStatus', description: 'PENDING (on upload), APPROVED or REJECTED by staff' });

export const DocumentCategoryKind = enumOf(documentCategoryValues);
export type DocumentCategoryKind = (typeof documentCategoryValues)[number];
registerEnumType(DocumentCategoryKind, {
  name: 'DocumentCategory',
  description: 'What a document is about; GENERAL when nothing else fits',
});

// The uploader and the reviewer are in the archive by name and address (archiveOnly, and the section's uploadedBy).
const A_STAFF_MEMBER_OR_THE_CLIENT = privacy.notPersonal;

/**
 * A document, as both APIs, the OpenAPI document and the "My data" archive show it
 * (docs/product.md#documents-record): every column but the storage key. Deleted on erasure, its
 * file with it (documents.personal-data.ts).
 */
export const documentDescription = describeRecord({
  name: 'Document',
  description: "A file in a client's documents, uploaded by the client or by staff, with its review status",
  entity: Document,
  deletedWithTheRowOnErasure: true,
  // Its plain fields are read by graphql-js's own resolver, not a type-graphql wrapper per field and
  // row: safe because no type-graphql middleware or authChecker exists in this schema (rules are the
  // @auth directive and the services), and every portal list pays for those wrappers otherwise.
  simpleResolvers: true,
  fields: {
    id: idField('The document id', { privacy: privacy.exported }),
    userId: referenceField('The client the document belongs to (a user id)', { privacy: privacy.notPersonal, graphqlEdge: 'owner' }),
    originalName: textField('The name the file had when it was uploaded', { privacy: privacy.exported }),
    archivePath: archiveOnly((document: Document) => archivePathOf(document)),
    description: textField('What the uploader wrote about it', { nullable: true, privacy: privacy.exported }),
    category: choiceField(
      documentCategoryValues,
      DocumentCategoryKind,
      'What it is about: general, tax returns, financial statements, correspondence, contracts or compliance',
      { privacy: privacy.exported },
    ),
    status: choiceField(documentStatusValues, DocumentStatusKind, 'Its review: pending (on upload), approved or rejected by staff', {
      privacy: privacy.exported,
    }),
    fileSize: integerField('Bytes', { privacy: privacy.exported }),
    mimeType: textField('The file type, such as application/pdf', { privacy: privacy.exported }),
    downloadCount: integerField('How many times the file was downloaded', { privacy: privacy.exported }),
    uploadedBy: referenceField('Who uploaded it (a user id); null once that user is gone', {
      nullable: true,
      privacy: A_STAFF_MEMBER_OR_THE_CLIENT,
      graphqlEdge: 'uploadedBy',
    }),
    approvedBy: referenceField('Who approved or rejected it (a user id)', {
      nullable: true,
      privacy: A_STAFF_MEMBER_OR_THE_CLIENT,
      graphqlEdge: 'approvedBy',
    }),
    reviewedBy: archiveOnly((document: Document) => person(document.approver)),
    approvedAt: instantField('When staff approved or rejected it', { nullable: true, privacy: privacy.exported, archivedAs: 'reviewedAt' }),
    rejectionReason: textField('Why staff rejected it; shown to the client', { nullable: true, privacy: privacy.exported }),
    expiresAt: archiveOnly((document: Document) => document.expiresAt),
    createdAt: instantField('When it was uploaded', { privacy: privacy.exported }),
    updatedAt: instantField('When it last changed', { privacy: privacy.exported }),
  },
  internal: {
    fileName: {
      privacy: privacy.notPersonal,
      because: 'the random name of the file in storage; the APIs name a document by its id and its file by originalName',
    },
    expiresAt: {
      privacy: privacy.exported,
      because: 'when the document itself stops being valid (a tax compliance pin, say): kept and exported, shown on no screen yet',
    },
  },
  // The archive names the uploader by name and address under uploadedBy (documents.personal-data.ts).
  archiveOrder: [
    'id',
    'originalName',
    'archivePath',
    'mimeType',
    'fileSize',
    'category',
    'description',
    'status',
    'rejectionReason',
    'uploadedBy',
    'reviewedBy',
    'reviewedAt',
    'downloadCount',
    'expiresAt',
    'createdAt',
    'updatedAt',
  ],
});

/** A document as REST answers it (GET /api/documents, the upload, approve and reject answers), in the order the JSON carries it. */
export const documentRecord = restShapeOf(documentDescription);
