import type { DataSource } from 'typeorm';
import { deleteRows, person, records, type DataSection, type ErasureIdentifiers, type ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, personalDataOf } from '../../records/record-privacy';
import { documentDescription } from './document.record';
import { recordDeletions } from '../changes';
import { Document } from './document.entity';

/** How POPIA treats each column: in the description (document.record.ts). The file goes from storage once the erasure has committed. */
export const documentsColumns = [personalDataOf(documentDescription)];

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
      // The uploader by name and address, where the APIs send their id under the same key.
      documents.map((document) => archiveRecordOf(documentDescription, document, { uploadedBy: person(document.uploader) })),
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
  run: async ({ manager, person, now }) => {
    const documents = await manager.find(Document, { where: { userId: person.id }, select: { id: true, fileName: true } });
    const ids = documents.map(({ id }) => id);
    const count = await deleteRows(manager, Document, ids);
    // A syncing integration hears the documents went (features/changes).
    await recordDeletions(
      manager,
      'document',
      ids.map((id) => ({ id, clientId: person.id })),
      now,
    );
    return { count, fileKeys: documents.map((document) => document.fileName) };
  },
};
