import { FilterBar } from '../../../components/FilterBar';
import { Input, Label, Select } from '../../../components/Field';
import { engagementStatusOptions } from './engagement-labels';
import type { EngagementFilterValues } from './engagement-filter';

/** Search (title and description) and status; both apply as the user types or chooses. */
export function EngagementFilters({
  values,
  onChange,
}: {
  values: EngagementFilterValues;
  onChange: (values: EngagementFilterValues) => void;
}) {
  return (
    <FilterBar role="search" aria-label="Filter engagements" $selects={1}>
      <div>
        <Label htmlFor="engagement-search">Search</Label>
        <Input
          id="engagement-search"
          type="search"
          placeholder="Search by title or description"
          value={values.search}
          onChange={(event) => onChange({ ...values, search: event.target.value })}
        />
      </div>
      <div>
        <Label htmlFor="engagement-status">Status</Label>
        <Select
          id="engagement-status"
          value={values.status}
          onChange={(event) => onChange({ ...values, status: event.target.value as EngagementFilterValues['status'] })}
        >
          <option value="">All</option>
          {engagementStatusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </FilterBar>
  );
}
