import { deferredDialog } from '../../../components/deferred-dialog';

/*
 * "New job": its code (the form, zod and the periods' rules) is fetched when someone means to
 * press the button (hover, focus or touch), not with the board, which is read far more often than
 * jobs are made.
 */
export const { Deferred: DeferredNewJobDialog, prefetch: prefetchNewJobDialog } = deferredDialog(
  () => import('./NewJobDialog').then((module) => module.NewJobDialog),
  (props) => props.open,
);
