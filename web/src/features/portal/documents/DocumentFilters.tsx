import styled from 'styled-components';
import { media } from '../../../lib/theme';
import type { DocumentPersonFragment } from '../../../graphql/generated';
import { Input, Label, Select } from '../../../components/Field';
import { categoryOptions, personName, statusOptions } from './document-labels';

export interface DocumentFilterValues {
  search: string;
  category: string;
  status: string;
  clientId: string;
}

export const noFilters: DocumentFilterValues = { search: '', category: '', status: '', clientId: '' };

interface DocumentFiltersProps {
  values: DocumentFilterValues;
  onChange: (values: DocumentFilterValues) => void;
  /** Staff only: the clients to narrow the list to. */
  clients?: DocumentPersonFragment[];
}

/** Search (name and description), category, status and, for staff, client. */
export function DocumentFilters({ values, onChange, clients }: DocumentFiltersProps) {
  const set = (key: keyof DocumentFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  return (
    <Bar role="search" aria-label="Filter documents" $columns={clients ? 4 : 3}>
      <div>
        <Label htmlFor="document-search">Search</Label>
        <Input
          id="document-search"
          type="search"
          placeholder="Search by name or description"
          value={values.search}
          onChange={set('search')}
        />
      </div>
      <div>
        <Label htmlFor="document-category">Category</Label>
        <Select id="document-category" value={values.category} onChange={set('category')}>
          <option value="">All categories</option>
          {categoryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="document-status">Status</Label>
        <Select id="document-status" value={values.status} onChange={set('status')}>
          <option value="">All statuses</option>
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {clients && (
        <div>
          <Label htmlFor="document-client">Client</Label>
          <Select id="document-client" value={values.clientId} onChange={set('clientId')}>
            <option value="">All clients</option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {personName(client)}
              </option>
            ))}
          </Select>
        </div>
      )}
    </Bar>
  );
}

const Bar = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  /* On a phone: search, then the selects two by two. */
  > div:first-child,
  > div:nth-child(4) {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: 2fr repeat(${({ $columns }) => $columns - 1}, minmax(0, 1fr));
    > div:first-child,
    > div:nth-child(4) {
      grid-column: auto;
    }
  }
`;
