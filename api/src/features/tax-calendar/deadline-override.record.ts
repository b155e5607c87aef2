import { dayField, describeRecord, idField, instantField, privacy, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { DeadlineOverride } from './deadline-override.entity';

const FIRMS = { privacy: privacy.notPersonal } as const;

/** A deadline SARS extended, as both APIs show it (/api/tax-calendar/overrides). */
export const deadlineOverrideDescription = describeRecord({
  name: 'DeadlineOverride',
  description: 'One period’s due date as SARS moved it, with the reason; it replaces the date the rule gives',
  entity: DeadlineOverride,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The override’s id', FIRMS),
    periodKey: textField('The deadline it moves, by its period key, such as emp201:2025-06', FIRMS),
    dueDate: dayField('The due date instead, YYYY-MM-DD', FIRMS),
    reason: textField('Why, as SARS announced it', FIRMS),
    createdAt: instantField('When it was entered', FIRMS),
    updatedAt: instantField('When it last changed', FIRMS),
  },
});

export const deadlineOverrideRecord = restShapeOf(deadlineOverrideDescription);
