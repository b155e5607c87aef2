import {
  DeclaredHolidaysDocument,
  TaxCalendarDocument,
  useRemoveDeclaredHolidayMutation,
  type DeclaredHolidayFieldsFragment,
} from '../../../graphql/generated';
import { toast } from '../../../components/toast-store';
import { formatDay } from './calendar-dates';
import type { Confirmation } from '../../../components/ConfirmDialog';

/**
 * The question before a declared public holiday is removed (removeDeclaredHoliday), from its row
 * in the calendar or in the list of declared holidays; focus goes to `focusAfter` once it is gone.
 */
export function useRemoveHolidayConfirmation() {
  const [remove] = useRemoveDeclaredHolidayMutation();
  return (holiday: DeclaredHolidayFieldsFragment, focusAfter: () => HTMLElement | null): Confirmation => ({
    title: `Remove ${holiday.name}?`,
    description: `${formatDay(holiday.date)} stops being a public holiday, and deadlines moved off it go back to it. Remove it only when it was entered by mistake.`,
    keepLabel: 'Keep it',
    confirmLabel: 'Remove holiday',
    busyLabel: 'Removing…',
    failure: 'The holiday could not be removed. Please try again.',
    run: async () => {
      await remove({
        variables: { id: holiday.id },
        refetchQueries: [TaxCalendarDocument, DeclaredHolidaysDocument],
        awaitRefetchQueries: true,
      });
      toast({ title: 'Public holiday removed', description: `${holiday.name}, ${formatDay(holiday.date)}`, variant: 'success' });
    },
    focusAfter,
  });
}
