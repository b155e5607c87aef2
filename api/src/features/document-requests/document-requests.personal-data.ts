import { personalDataOf } from '../../records/record-privacy';
import { documentChecklistDescription } from './document-checklist.record';
import { documentRequestDescription } from './document-request.record';

/** How POPIA treats each column: in the descriptions (document-request.record.ts, document-checklist.record.ts). */
export const documentRequestsColumns = [personalDataOf(documentRequestDescription), personalDataOf(documentChecklistDescription)];
