import { useState } from 'react';
import styled from 'styled-components';
import { useInvoicesQuery, type InvoicesQueryVariables } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { toast } from '../../../components/toast-store';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { InvoiceList } from './InvoiceList';

interface InvoicesProps {
  variables: InvoicesQueryVariables;
  showClient: boolean;
  caption: string;
  emptyText: string;
}

/**
 * A page of invoices and credit notes with "Show more" beneath, which adds the next page under
 * the rows shown (as the work list does).
 */
export function Invoices({ variables, showClient, caption, emptyText }: InvoicesProps) {
  const { data, loading, error, refetch, fetchMore } = useInvoicesQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [more, setMore] = useState(false);
  const page = data?.invoices;

  const showMore = async () => {
    setMore(true);
    try {
      await fetchMore({
        variables: { after: page?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          invoices: { ...fetchMoreResult.invoices, nodes: [...previous.invoices.nodes, ...fetchMoreResult.invoices.nodes] },
        }),
      });
    } catch {
      toast({ description: 'Could not load more invoices. Please try again.', variant: 'destructive' });
    } finally {
      setMore(false);
    }
  };

  return (
    <Card>
      <DataState
        loading={loading}
        error={error}
        hasData={!!page}
        empty={!!page && page.nodes.length === 0}
        loadingText="Loading the invoices…"
        emptyText={emptyText}
        errorText={listFetchFailed('the invoices')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {page && (
          <>
            <InvoiceList invoices={page.nodes} showClient={showClient} caption={caption} />
            <Count>
              Showing {page.nodes.length} of {page.totalCount}.{' '}
              {page.pageInfo.hasNextPage && (
                <Button $variant="ghost" $size="sm" onClick={() => void showMore()} disabled={more}>
                  {more ? 'Loading…' : 'Show more'}
                </Button>
              )}
            </Count>
          </>
        )}
      </DataState>
    </Card>
  );
}

const Count = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
