import { personalDataOf } from '../../records/record-privacy';
import { firmServiceDescription } from './firm-service.record';

/** The firm's published offer: no column is about a person (firm-service.record.ts). */
export const firmServicesColumns = [personalDataOf(firmServiceDescription)];
