import { personalData } from '../../shared/personal-data';
import { QueuedMail } from './queued-mail.entity';

export const mailQueueColumns = [
  personalData(QueuedMail, {
    deletedWithTheRowOnErasure: false,
    notPersonal: ['id', 'status', 'attempts', 'nextAttemptAt', 'claimToken', 'leaseExpiresAt', 'sentAt', 'createdAt', 'updatedAt'],
    neitherExportedNorErased: {
      columns: ['recipient', 'subject', 'content', 'lastError'],
      because:
        'The outbox: an erasure must not stop the e-mail that confirms it, which is queued to the old address in the same change; the content is dropped once sent, the recipient and subject are kept. Known gap: not in "My data".',
    },
  }),
];
