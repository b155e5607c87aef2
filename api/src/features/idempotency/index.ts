import type { FeatureModule } from '../../context/feature-module';
import { reminderJob } from '../../context/reminder-job';
import { IdempotencyKey } from './idempotency-key.entity';
import type { IdempotentRequests } from './idempotent-requests';

declare module '../../context/services' {
  interface Services {
    /** Idempotency-Key on REST's POSTs and GraphQL's mutations (docs/integrations.md#idempotency). */
    idempotency: IdempotentRequests;
  }
}

export const idempotencyFeature: FeatureModule = {
  name: 'idempotency',
  entities: [IdempotencyKey],
  // Keys past their 24 hours are deleted every few minutes, by one instance at a time (the
  // reminders' round and claim; an expired key is free even before its row goes).
  jobs: [
    reminderJob(
      'expired-idempotency-keys',
      (services) => ({ sendDue: () => services.idempotency.store.purgeExpired() }),
      'Expired idempotency keys deleted',
    ),
  ],
};

// What the composition mounts: REST's step ahead of the facade, GraphQL's two in its pipeline.
export { idempotentPosts } from './idempotent-posts';
export { idempotentMutations } from './idempotent-mutations';
export { IdempotentRequests } from './idempotent-requests';
export { IdempotencyStore } from './idempotency-store';
