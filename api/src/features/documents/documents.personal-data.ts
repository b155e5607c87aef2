import type { DataSource } from 'typeorm';
import {
  deleteRows,
  person,
  personalData,
  records,
  type DataSection,
  type ErasureIdentifiers,
  type ErasureStep,
} from '../../shared/personal-data';
import { archivePathOf } from './archive-names';
import { Document } from './document.entity';

export const documentsColumns = [
  personalData(Document, {
    exported: [
      'id',
      'originalName',
      'mimeType',
      'fileSize',
      'category',
      'description',
      'status',
      'rejectionReason',
      'approvedAt',
      'downloadCount',
      'expiresAt',
      'createdAt',
      'updatedAt',
    ],
    // The file goes from storage once the erasure has committed.
    deletedWithTheRowOnErasure: true,
    // `fileName` is the random storage key; the uploader and reviewer are exported by name and address.
    notPersonal: ['userId', 'fileName', 'uploadedBy', 'approvedBy'],
  }),
];

/** documents.json: the details of the person's documents (privacy's MyDataService writes their files). */
export const documentsSection = (dataSource: DataSource): DataSection => ({
  key: 'documents',
  file: 'documents.json',
  label: 'Documents',
  explains: 'The details of each of your documents; `archivePath` names its file in the documents folder.',
  ...records(
    ({ id }) =>
      dataSource
        .getRepository(Document)
        .createQueryBuilder('document')
        .leftJoinAndSelect('document.uploader', 'uploader')
        .leftJoinAndSelect('document.approver', 'approver')
        .where('document.userId = :id', { id }),
    (documents) =>
      documents.map((document) => ({
        id: document.id,
        originalName: document.originalName,
        archivePath: archivePathOf(document),
        mimeType: document.mimeType,
        fileSize: document.fileSize,
        category: document.category,
        description: document.description,
        status: document.status,
        rejectionReason: document.rejectionReason,
        uploadedBy: person(document.uploader),
        reviewedBy: person(document.approver),
        reviewedAt: document.approvedAt,
        downloadCount: document.downloadCount,
        expiresAt: document.expiresAt,
        createdAt: document.createdAt,
        updatedAt: document.updatedAt,
      })),
  ),
});

/** The names the person gave their files. */
export const documentNames: ErasureIdentifiers = async ({ manager, person }) => {
  const documents = await manager.find(Document, { where: { userId: person.id }, select: { id: true, originalName: true } });
  return documents.map((document) => [document.originalName, 'erased document']);
};

/** The person's documents go, rows and files. */
export const deleteDocuments: ErasureStep = {
  action: 'privacy.erasure.documents_deleted',
  run: async ({ manager, person }) => {
    const documents = await manager.find(Document, { where: { userId: person.id }, select: { id: true, fileName: true } });
    const ids = documents.map(({ id }) => id);
    const count = await deleteRows(manager, Document, ids);
    return { count, fileKeys: documents.map((document) => document.fileName) };
  },
};
