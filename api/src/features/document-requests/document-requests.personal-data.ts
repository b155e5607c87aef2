import { noPersonalData, personalData } from '../../shared/personal-data';
import { DocumentChecklist } from './document-checklist.entity';
import { DocumentRequest } from './document-request.entity';

export const documentRequestsColumns = [
  personalData(DocumentRequest, {
    deletedWithTheRowOnErasure: false,
    notPersonal: [
      'id',
      'clientId',
      'requestedBy',
      'category',
      'dueDate',
      'status',
      'documentId',
      'overdueReminderSentAt',
      'closedAt',
      'createdAt',
      'updatedAt',
    ],
    neitherExportedNorErased: {
      columns: ['title', 'note'],
      because: 'Known gap: what staff asked the client for is not in "My data" and is kept on erasure.',
    },
  }),
  noPersonalData(DocumentChecklist),
];
