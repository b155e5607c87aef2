import type { Mailer } from '../shared/mailer';
import type { RequestBudgets } from '../shared/request-budgets';
import type { AppPubSub } from './pubsub';

/**
 * The application services a request can reach: `context.services` in a resolver, the `services`
 * a REST router is built with. This file names only the plumbing every feature shares; each
 * feature adds the services it provides in its own `index.ts`, with TypeScript's declaration
 * merging (the way express-session lets an app add to `SessionData`):
 *
 *     declare module '../../context/services' {
 *       interface Services { documents: DocumentsService }
 *     }
 *
 * So no feature imports the composition layer that builds them all (composition/services.ts),
 * and the compiler fails there when a feature's service is declared but not built.
 */
export interface Services {
  pubSub: AppPubSub;
  /** The transport (SMTP or the outbox folder); features send through `mailQueue`, never directly. */
  mailer: Mailer;
  /** The general rate budgets of /api and /graphql, per token, user and address (http/request-budget.ts spends them). */
  requestBudgets: RequestBudgets;
}

/**
 * The request's DataLoaders (`context.loaders`), built afresh for each request by
 * composition/loaders.ts. Each feature adds its loaders in its own `index.ts`, as for `Services`.
 */
export interface Loaders {
  /** The instant this request's loaders count from (what is overdue, what is upcoming). */
  readonly now: Date;
}
