import { dayField, describeRecord, idField, instantField, privacy, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { DeclaredHoliday } from './declared-holiday.entity';

// The firm's calendar: nothing in it is about a person.
const FIRMS = { privacy: privacy.notPersonal } as const;

/** A public holiday the President declared, as both APIs show it (/api/tax-calendar/holidays). */
export const declaredHolidayDescription = describeRecord({
  name: 'DeclaredHoliday',
  description: 'A public holiday the President declared under section 2A of the Public Holidays Act, entered by an administrator',
  entity: DeclaredHoliday,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The declared holiday’s id', FIRMS),
    date: dayField('The day, YYYY-MM-DD', FIRMS),
    name: textField('Its name, such as "General election"', FIRMS),
    createdAt: instantField('When it was entered', FIRMS),
    updatedAt: instantField('When it last changed', FIRMS),
  },
});

export const declaredHolidayRecord = restShapeOf(declaredHolidayDescription);
