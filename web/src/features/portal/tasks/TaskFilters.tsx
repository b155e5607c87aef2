import { FilterBar } from '../../../components/FilterBar';
import { Input, Label, Select } from '../../../components/Field';
import { taskPriorityOptions, taskStatusOptions } from './task-labels';
import type { TaskFilterValues } from './task-rules';

/** Search (title and description), status and priority; each applies at once. */
export function TaskFilters({ values, onChange }: { values: TaskFilterValues; onChange: (values: TaskFilterValues) => void }) {
  const set = (key: keyof TaskFilterValues) => (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value });
  return (
    <FilterBar role="search" aria-label="Filter tasks" $selects={2}>
      <div>
        <Label htmlFor="task-search">Search</Label>
        <Input id="task-search" type="search" placeholder="Search by title or description" value={values.search} onChange={set('search')} />
      </div>
      <div>
        <Label htmlFor="task-status">Status</Label>
        <Select id="task-status" value={values.status} onChange={set('status')}>
          <option value="">All</option>
          {taskStatusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="task-priority">Priority</Label>
        <Select id="task-priority" value={values.priority} onChange={set('priority')}>
          <option value="">All</option>
          {taskPriorityOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </FilterBar>
  );
}
