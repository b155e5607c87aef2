import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import styled from 'styled-components';
import { media } from '../../../../lib/theme';
import { useAdminUsersQuery, type AdminUserRowFragment } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { DataState } from '../../../../components/DataState';
import { Input, Label } from '../../../../components/Field';
import { toast } from '../../../../components/toast-store';
import { SectionHead } from '../../shared/PageHeader';
import { CreateUserDialog } from './CreateUserDialog';
import { EditRolesDialog } from './EditRolesDialog';
import { UserList } from './UserList';
import { useSettledValue } from '../../../../components/useSettledValue';

export const USERS_PAGE_SIZE = 50;
export const SEARCH_DELAY_MS = 300;

/** The Users tab of docs/product.md#admin-panel: list, search, Edit roles and Add User. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const settledSearch = useSettledValue(search.trim(), SEARCH_DELAY_MS);
  const [editing, setEditing] = useState<AdminUserRowFragment | null>(null);
  const { data, loading, error, refetch, fetchMore, networkStatus } = useAdminUsersQuery({
    variables: { first: USERS_PAGE_SIZE, ...(settledSearch ? { filter: { search: settledSearch } } : {}) },
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.users;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  async function loadMore() {
    try {
      // The cache's pagination policy for `users` appends the page (web/src/lib/apollo.ts).
      await fetchMore({ variables: { after: connection?.pageInfo.endCursor } });
    } catch {
      toast({ description: 'Could not load more users. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Card as="section" aria-labelledby="users-heading">
      <SectionHead>
        <h2 id="users-heading">Users</h2>
        <CreateUserDialog />
      </SectionHead>
      <Toolbar>
        <Label htmlFor="user-search">Search users</Label>
        <Input
          id="user-search"
          type="search"
          placeholder="Name or e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {connection && (
          <Count aria-live="polite">
            {connection.totalCount} {connection.totalCount === 1 ? 'user' : 'users'}
            {settledSearch ? ` matching “${settledSearch}”` : ''}
          </Count>
        )}
      </Toolbar>
      <DataState
        loading={loading}
        error={error}
        hasData={!!connection}
        empty={connection?.nodes.length === 0}
        loadingText="Loading users…"
        emptyText={settledSearch ? 'No users match your search.' : 'No users yet.'}
        errorText="We could not load the users."
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <UserList users={connection?.nodes ?? []} onEdit={setEditing} />
        {connection?.pageInfo.hasNextPage && (
          <More>
            <Button $variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
              {loadingMore ? 'Loading more…' : 'Load more'}
            </Button>
          </More>
        )}
      </DataState>
      <EditRolesDialog user={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0;
  ${media.md} {
    grid-template-columns: minmax(0, 360px) auto;
    align-items: center;
    label {
      grid-column: 1 / -1;
    }
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;
