import styled from 'styled-components';
import { countryValues } from '@validation/users';
import { storedValueOf } from '@validation/enum-names';
import { fullNameOf } from '@validation/people';
import { formatDate } from '../../../../lib/format';
import type { AdminUserRowFragment } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { VisuallyHidden } from '../../../../components/Card';
import { useIsPhone } from '../../../../components/useMediaQuery';
import { RecordCards, RecordFacts, RecordTable, TableScroll } from '../../../../components/RecordTable';
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
  const isPhone = useIsPhone();
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
    <RecordCards aria-label="Portal users">
      {users.map((user) => (
        <li key={user.id}>
          <article aria-label={fullName(user)}>
            <CardHead>
              <h3>{fullName(user)}</h3>
              <EditButton user={user} onEdit={onEdit} />
            </CardHead>
            <RecordFacts $labelWidth="5.5rem">
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
            </RecordFacts>
            <RoleBadges roles={user.roles} />
          </article>
        </li>
      ))}
    </RecordCards>
  );
}

const Table = styled(RecordTable)`
  tbody th {
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.canvas};
  }
  td:nth-of-type(1) {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  td:nth-of-type(4) {
    white-space: normal;
  }
  td:last-child {
    text-align: right;
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

/** SOUTH_AFRICA → South Africa, as the new-user form offered it; a dash when not given. */
const countryName = (country: string | null) => (country && storedValueOf(countryValues, country)) || '—';
