import { personalDataOf } from '../../records/record-privacy';
import { erasureRequestDescription } from './erasure-request.record';

/** How POPIA treats each column: in the description (erasure-request.record.ts). */
export const privacyColumns = [personalDataOf(erasureRequestDescription)];
