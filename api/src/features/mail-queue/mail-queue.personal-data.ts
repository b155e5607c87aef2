import { personalDataOf } from '../../records/record-privacy';
import { queuedMailDescription } from './queued-mail.record';

/** How POPIA treats each column: in the description (queued-mail.record.ts). */
export const mailQueueColumns = [personalDataOf(queuedMailDescription)];
