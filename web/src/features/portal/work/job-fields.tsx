import { forwardRef, type ComponentProps } from 'react';
import { enumName } from '@validation/enum-names';
import { taskPriorityValues } from '@validation/task-values';
import { SelectField } from '../../../components/Field';
import { taskPriorityLabels } from '../tasks';
import { personName } from './JobCard';

type SelectProps = Omit<ComponentProps<typeof SelectField>, 'children'>;

/** The assignee's or reviewer's select of the job and series forms: a staff member, or Nobody. */
export const StaffSelect = forwardRef<
  HTMLSelectElement,
  SelectProps & { staff: readonly { id: string; firstName: string; lastName: string }[] }
>(function StaffSelect({ staff, ...select }, ref) {
  return (
    <SelectField ref={ref} {...select}>
      <option value="">Nobody</option>
      {staff.map((person) => (
        <option key={person.id} value={person.id}>
          {personName(person)}
        </option>
      ))}
    </SelectField>
  );
});

/** The priority's select of the job and series forms, High to Low as tasks name them. */
export const PrioritySelect = forwardRef<HTMLSelectElement, Omit<SelectProps, 'label'>>(function PrioritySelect(select, ref) {
  return (
    <SelectField ref={ref} label="Priority" {...select}>
      {taskPriorityValues.map((priority) => (
        <option key={priority} value={priority}>
          {taskPriorityLabels[enumName(priority)]}
        </option>
      ))}
    </SelectField>
  );
});
