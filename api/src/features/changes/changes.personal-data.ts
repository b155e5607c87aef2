import { personalDataOf } from '../../records/record-privacy';
import { recordDeletionDescription } from './record-deletion.record';

/* A tombstone holds ids and a time: nothing about a person but whose list reported it. */
export const changesColumns = [personalDataOf(recordDeletionDescription)];
