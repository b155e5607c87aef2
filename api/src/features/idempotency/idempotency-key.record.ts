import { describeRecord, privacy } from '../../records/record-description';
import { IdempotencyKey } from './idempotency-key.entity';

const THE_KEY = 'the replay store’s own (idempotent-requests.ts): it finds a retry’s row by scope and key';
const THE_ANSWER =
  'the answer repeated to a retry, for 24 hours at most: it may carry the person’s data as the first answer did; deleted on erasure, else purged at expiry';

/**
 * An Idempotency-Key and the answer it repeats (docs/integrations.md#idempotency). Neither API
 * shows it. Deleted on erasure with the person's rows (a token's owner's too); an anonymous
 * caller's rows are no one's and go when they expire, 24 hours after they were made. Not in
 * "My data", as the session store's rows are not: a copy, kept a day, of answers the person
 * received.
 */
export const idempotencyKeyDescription = describeRecord({
  name: 'IdempotencyKey',
  description: 'An Idempotency-Key of a POST and the answer repeated to its retries',
  entity: IdempotencyKey,
  deletedWithTheRowOnErasure: true,
  fields: {},
  internal: {
    id: { privacy: privacy.deletedWithTheRow, because: THE_KEY },
    scope: { privacy: privacy.deletedWithTheRow, because: THE_KEY },
    userId: { privacy: privacy.deletedWithTheRow, because: 'whose rows an erasure deletes' },
    keyHash: { privacy: privacy.deletedWithTheRow, because: THE_KEY },
    key: { privacy: privacy.deletedWithTheRow, because: THE_KEY },
    method: { privacy: privacy.deletedWithTheRow, because: THE_KEY },
    path: { privacy: privacy.deletedWithTheRow, because: 'the request the key named: a path may carry a record’s id' },
    fingerprint: { privacy: privacy.deletedWithTheRow, because: 'the sha256 of the body: tells a retry from another request' },
    state: { privacy: privacy.deletedWithTheRow, because: THE_KEY },
    leaseExpiresAt: { privacy: privacy.deletedWithTheRow, because: THE_KEY },
    responseStatus: { privacy: privacy.deletedWithTheRow, because: THE_ANSWER },
    responseHeaders: { privacy: privacy.deletedWithTheRow, because: THE_ANSWER },
    responseBody: { privacy: privacy.deletedWithTheRow, because: THE_ANSWER },
    expiresAt: { privacy: privacy.deletedWithTheRow, because: THE_KEY },
    createdAt: { privacy: privacy.deletedWithTheRow, because: THE_KEY },
  },
  notInEitherApi: 'the replay store’s rows: an answer is repeated to its retries, never listed',
});
