import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import styled from 'styled-components';
import { useAllApiTokensQuery, type AdminApiTokenRowFragment, type ApiTokenStatus } from '../../../../graphql/generated';
import { AdminRecordList, AdminRecordRow } from '../../../../components/AdminRecordList';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { SectionHead } from '../../shared/PageHeader';
import { apiTokenStatusBadge, scopeLabel } from '../../shared/api-token-labels';
import { RevokeApiTokenDialog, type TokenToRevoke } from '../../shared/RevokeApiTokenDialog';

export const API_TOKENS_PAGE_SIZE = 20;

type StatusChoice = ApiTokenStatus | 'all';

const statusChoices: readonly { value: StatusChoice; label: string }[] = [
  { value: 'ACTIVE', label: 'In use' },
  { value: 'EXPIRED', label: 'Expired' },
  { value: 'REVOKED', label: 'Revoked' },
  { value: 'all', label: 'All tokens' },
];

/** Whose a token is, as the list and the revoke dialog name them. */
const ownerOf = (token: AdminApiTokenRowFragment) => (token.owner ? `${token.owner.name} (${token.owner.email})` : 'a former user');

/** Admin panel, API tokens: every staff member's personal access tokens, newest first, each revocable. */
export function ApiTokensTab() {
  const [status, setStatus] = useState<StatusChoice>('ACTIVE');
  const [revoking, setRevoking] = useState<TokenToRevoke | null>(null);
  const { data, loading, error, refetch, fetchMore, networkStatus } = useAllApiTokensQuery({
    variables: { first: API_TOKENS_PAGE_SIZE, ...(status === 'all' ? {} : { filter: { status } }) },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.allApiTokens;

  return (
    <Card as="section" aria-labelledby="api-tokens-heading">
      <SectionHead>
        <h2 id="api-tokens-heading">API tokens</h2>
        <Button $variant="outline" $size="sm" onClick={() => void refetch().catch(() => undefined)}>
          Refresh
        </Button>
      </SectionHead>
      <AdminRecordList
        intro={
          <>
            The personal access tokens staff made on their profiles. Each acts as its owner within its scopes; revoking one stops it at
            once, and its owner sees it gone from their list.
          </>
        }
        filter={{ id: 'api-token-status', value: status, options: statusChoices, onChange: setStatus }}
        count={connection && { total: connection.totalCount, one: 'token', many: 'tokens' }}
        state={{
          loading: loading && !connection && networkStatus !== NetworkStatus.fetchMore,
          error,
          hasData: !!connection,
          empty: connection?.nodes.length === 0,
          loadingText: 'Loading the API tokens…',
          emptyText: status === 'all' ? 'No API tokens yet.' : 'No API tokens in this state.',
          errorText: 'We could not load the API tokens.',
          onRetry: () => void refetch().catch(() => undefined),
        }}
        more={{
          available: !!connection?.pageInfo.hasNextPage,
          loading: networkStatus === NetworkStatus.fetchMore,
          // The cache's pagination policy for `allApiTokens` appends the page (web/src/lib/apollo.ts).
          load: () => fetchMore({ variables: { after: connection?.pageInfo.endCursor } }),
          failure: 'Could not load more tokens.',
        }}
      >
        {connection?.nodes.map((token) => (
          <AdminRecordRow
            key={token.id}
            label={`${token.name} of ${ownerOf(token)}`}
            title={token.name}
            badge={apiTokenStatusBadge[token.status]}
            detail={
              <>
                {ownerOf(token)} · <code>{token.prefix}…</code> · Created {formatDate(token.createdAt)} · Expires{' '}
                {formatDate(token.expiresAt)} · {token.lastUsedAt ? `Last used ${formatDateTime(token.lastUsedAt)}` : 'Never used'}
                {token.revokedAt && ` · Revoked ${formatDateTime(token.revokedAt)}`}
              </>
            }
            actions={
              token.status !== 'REVOKED' && (
                <Button
                  $size="sm"
                  $variant="danger"
                  onClick={() => setRevoking({ id: token.id, name: token.name, prefix: token.prefix, owner: ownerOf(token) })}
                  aria-label={`Revoke ${token.name} of ${ownerOf(token)}`}
                >
                  Revoke
                </Button>
              )
            }
          >
            <Scopes aria-label="Scopes">
              {token.scopes.map((scope) => (
                <li key={scope}>
                  <code>{scopeLabel(scope)}</code>
                </li>
              ))}
            </Scopes>
          </AdminRecordRow>
        ))}
      </AdminRecordList>
      <RevokeApiTokenDialog
        token={revoking}
        onClose={(revoked) => {
          setRevoking(null);
          if (revoked) void refetch().catch(() => undefined);
        }}
      />
    </Card>
  );
}

const Scopes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
