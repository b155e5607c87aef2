import { useState } from 'react';
import styled from 'styled-components';
import { useMyApiTokensQuery, type ApiTokenRowFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { formatDate, formatDateTime } from '../../../lib/format';
import { apiTokenStatusBadge, scopeLabel } from '../shared/api-token-labels';
import { RevokeApiTokenDialog, type TokenToRevoke } from '../shared/RevokeApiTokenDialog';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import { NewApiTokenSecret } from './NewApiTokenSecret';

type Panel = 'list' | 'create' | { name: string; secret: string };

/**
 * API tokens (Security tab, staff only): the person's personal access tokens, for the firm's
 * other systems and their own scripts, with "Create token" and "Revoke". A new token's secret is
 * shown once, then only its first characters.
 */
export function ApiTokensSection() {
  const { data, loading, error, refetch } = useMyApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [panel, setPanel] = useState<Panel>('list');
  const [revoking, setRevoking] = useState<TokenToRevoke | null>(null);
  const tokens = data?.apiTokens ?? [];
  const refresh = () => void refetch().catch(() => undefined);

  return (
    <section aria-labelledby="api-tokens-title">
      <Heading>
        <h2 id="api-tokens-title">API tokens</h2>
        {panel === 'list' && (
          <Button $variant="outline" $size="sm" onClick={() => setPanel('create')}>
            Create token
          </Button>
        )}
      </Heading>
      <Text>
        A token lets the firm&apos;s other systems, or your own scripts, use the portal&apos;s API as you: only within the scopes you give
        it, and never beyond what your account may do. Each lasts at most a year. Send it in the header{' '}
        <code>Authorization: Bearer khanya_pat_…</code>
      </Text>
      {panel === 'create' && (
        <CreateApiTokenForm onCreated={(secret, name) => setPanel({ name, secret })} onCancel={() => setPanel('list')} />
      )}
      {typeof panel === 'object' && <NewApiTokenSecret name={panel.name} secret={panel.secret} onDone={() => setPanel('list')} />}
      <DataState
        loading={loading && !data}
        error={error}
        hasData={!!data}
        empty={tokens.length === 0}
        loadingText="Loading your API tokens…"
        emptyText="No API tokens yet."
        errorText="Failed to load your API tokens"
        onRetry={refresh}
      >
        <List aria-label="API tokens">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={() => setRevoking({ id: token.id, name: token.name, prefix: token.prefix })} />
          ))}
        </List>
      </DataState>
      <RevokeApiTokenDialog
        token={revoking}
        onClose={(revoked) => {
          setRevoking(null);
          if (revoked) refresh();
        }}
      />
    </section>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiTokenRowFragment; onRevoke: () => void }) {
  const status = apiTokenStatusBadge[token.status];
  return (
    <Row aria-label={token.name}>
      <div>
        <Name>
          {token.name} <code>{token.prefix}…</code> {token.status !== 'ACTIVE' && <Badge $tone={status.tone}>{status.label}</Badge>}
        </Name>
        <Scopes aria-label="Scopes">
          {token.scopes.map((scope) => (
            <li key={scope}>
              <code>{scopeLabel(scope)}</code>
            </li>
          ))}
        </Scopes>
        <Detail>
          Created {formatDate(token.createdAt)} · {token.status === 'EXPIRED' ? 'Expired' : 'Expires'} {formatDate(token.expiresAt)} ·{' '}
          {token.lastUsedAt ? `Last used ${formatDateTime(token.lastUsedAt)}` : 'Never used'}
        </Detail>
      </div>
      <Button $variant="ghost" $size="sm" onClick={onRevoke} aria-label={`Revoke ${token.name}`}>
        Revoke
      </Button>
    </Row>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
  }
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
  /* The header in one piece: no lone "…" on the next line. */
  code {
    white-space: nowrap;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Scopes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Detail = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
