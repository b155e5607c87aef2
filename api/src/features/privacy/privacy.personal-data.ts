import { personalData } from '../../shared/personal-data';
import { ErasureRequest } from './erasure-request.entity';

export const privacyColumns = [
  personalData(ErasureRequest, {
    deletedWithTheRowOnErasure: false,
    notPersonal: ['id', 'userId', 'status', 'decidedBy', 'decidedAt', 'createdAt', 'updatedAt'],
    neitherExportedNorErased: {
      columns: ['reason', 'decisionReason'],
      because:
        'The request and its decision are the record of how it was answered, kept after the erasure; until then the client sees both on the Privacy tab, not in the archive.',
    },
  }),
];
