import styled from 'styled-components';
import { countryValues } from '@validation/users';
import { storedValueOf } from '@validation/enum-names';
import { fullNameOf } from '@validation/people';
import { formatDate } from '../../../../lib/format';
import { theme } from '../../../../lib/theme';
import type { AdminUserRowFragment } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { VisuallyHidden } from '../../../../components/Card';
import { useMediaQuery } from '../../../../components/useMediaQuery';
import { RoleBadges } from './RoleBadges';

interface UserListProps {
  users: readonly AdminUserRowFragment[];
  onEdit: (user: AdminUserRowFragment) => void;
}

const fullName = (user: AdminUserRowFragment) => fullNameOf(user) || user.email;

/**
 * The Users tab's list (docs/product.md#admin-panel): a table on wider screens, a card per user on
 * a phone.
 */
export function UserList({ users, onEdit }: UserListProps) {
  const isPhone = useMediaQuery(`(max-width: ${parseInt(theme.breakpoints.md, 10) - 0.02}px)`);
  return isPhone ? <UserCards users={users} onEdit={onEdit} /> : <UserTable users={users} onEdit={onEdit} />;
}

function EditButton({ user, onEdit }: { user: AdminUserRowFragment; onEdit: (user: AdminUserRowFragment) => void }) {
  return (
    <Button $variant="outline" $size="sm" onClick={() => onEdit(user)}>
      Edit<VisuallyHidden> roles of {fullName(user)}</VisuallyHidden>
    </Button>
  );
}

function UserTable({ users, onEdit }: UserListProps) {
  return (
    <TableScroll>
      <Table>
        <caption>
          <VisuallyHidden>Portal users</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Country</th>
            <th scope="col">Joined</th>
            <th scope="col">Roles</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{fullName(user)}</th>
              <td>{user.email}</td>
              <td>{countryName(user.country)}</td>
              <td>
                <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </td>
              <td>
                <RoleBadges roles={user.roles} />
              </td>
              <td>
                <EditButton user={user} onEdit={onEdit} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function UserCards({ users, onEdit }: UserListProps) {
  return (
    <Cards aria-label="Portal users">
      {users.map((user) => (
        <li key={user.id}>
          <article aria-label={fullName(user)}>
            <CardHead>
              <h3>{fullName(user)}</h3>
              <EditButton user={user} onEdit={onEdit} />
            </CardHead>
            <Facts>
              <div>
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </div>
              <div>
                <dt>Country</dt>
                <dd>{countryName(user.country)}</dd>
              </div>
              <div>
                <dt>Joined</dt>
                <dd>
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </dd>
              </div>
            </Facts>
            <RoleBadges roles={user.roles} />
          </article>
        </li>
      ))}
    </Cards>
  );
}

const TableScroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[3]};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.canvas};
  }
  tbody th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.canvas};
  }
  td {
    white-space: nowrap;
  }
  td:nth-of-type(1) {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  td:nth-of-type(4) {
    white-space: normal;
  }
  td:last-child {
    width: 1%;
    text-align: right;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  article {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: grid;
    grid-template-columns: 5.5rem 1fr;
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** SOUTH_AFRICA → South Africa, as the new-user form offered it; a dash when not given. */
const countryName = (country: string | null) => (country && storedValueOf(countryValues, country)) || '—';
