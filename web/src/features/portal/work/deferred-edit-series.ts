import { deferredDialog } from '../../../components/deferred-dialog';

/* "Change" on a recurring series: its form's code is fetched when first wanted, not with the tab. */
export const { Deferred: DeferredEditSeriesDialog } = deferredDialog(
  () => import('./EditSeriesDialog').then((module) => module.EditSeriesDialog),
  (props) => props.series !== null,
);
