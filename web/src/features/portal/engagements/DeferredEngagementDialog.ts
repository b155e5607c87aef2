import { deferredDialog } from '../../../components/deferred-dialog';

/**
 * The engagement form's dialog, its code (the form, zod and the shared rules) fetched when staff
 * first mean to create or edit one (hover, focus or touch of "New engagement" or a card's "Edit"),
 * not with the grid, which clients see too.
 */
export const { Deferred: DeferredEngagementDialog, prefetch: prefetchEngagementDialog } = deferredDialog(
  () => import('./EngagementDialog').then((module) => module.EngagementDialog),
  (props) => props.draft !== null,
);
