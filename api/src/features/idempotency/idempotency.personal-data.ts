import type { ErasureStep } from '../../shared/personal-data';
import { personalDataOf } from '../../records/record-privacy';
import { IdempotencyKey } from './idempotency-key.entity';
import { idempotencyKeyDescription } from './idempotency-key.record';

/** How POPIA treats each column: in the description (idempotency-key.record.ts). */
export const idempotencyColumns = [personalDataOf(idempotencyKeyDescription)];

/**
 * The answers kept for the person's retries (theirs, and their API tokens'): nothing of theirs is
 * repeated from now on. Not recorded on its own, as the session store's rows are not.
 */
export const deleteIdempotencyKeys: ErasureStep = {
  run: async ({ manager, person }) => ({ count: (await manager.delete(IdempotencyKey, { userId: person.id })).affected ?? 0 }),
};
