import { sendOrganizerSchema } from '@validation/organizers';
import { isCalendarDate, todayInSouthAfrica } from '@validation/south-africa-time';

/**
 * The shared input, with the server's rule on the due date (a SAST day, today or later) checked
 * before sending, so that the message shows beneath the field at once and in the server's words.
 * "Today" is read as the form is checked: a dialog left open past midnight still knows.
 */
export const sendOrganizerFormSchema = sendOrganizerSchema.extend({
  dueDate: sendOrganizerSchema.shape.dueDate.refine(
    (day) => !isCalendarDate(day) || day >= todayInSouthAfrica(new Date()),
    'The due date cannot be in the past',
  ),
});
