import { describeRecord, privacy } from '../../records/record-description';
import { DocumentSequence } from './document-sequence.entity';

const COUNTER = 'the last number given to a kind of document: the number itself is on the invoice';

/** The numbering of invoices and credit notes (document-sequence.entity.ts): counters, nothing about a person. */
export const documentSequenceDescription = describeRecord({
  name: 'DocumentSequence',
  description: 'The last serial number given to each kind of billing document',
  entity: DocumentSequence,
  deletedWithTheRowOnErasure: false,
  fields: {},
  internal: {
    kind: { privacy: privacy.notPersonal, because: COUNTER },
    lastSerial: { privacy: privacy.notPersonal, because: COUNTER },
    updatedAt: { privacy: privacy.notPersonal, because: COUNTER },
  },
  notInEitherApi: 'the invoices show their numbers; the counters behind them are the issuing transaction’s own',
});
