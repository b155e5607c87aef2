import { useMemo, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import styled from 'styled-components';
import {
  useDocumentClientsQuery,
  useDocumentsQuery,
  type DocumentCardFragment,
  type DocumentFilter,
  type SessionUserFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { toast } from '../../../components/toast-store';
import { PageHeader } from '../shared/PageHeader';
import { DocumentCard } from './DocumentCard';
import { DocumentFilters, noFilters, type DocumentFilterValues } from './DocumentFilters';
import { deferredDialog } from '../../../components/deferred-dialog';
import { DeferredUploadDocumentDialog } from './DeferredUploadDocumentDialog';
import { useDocumentActions } from './useDocumentActions';
import { useSettledValue } from '../../../components/useSettledValue';
import { RecordGrid, ResultCount } from '../../../components/RecordList';
import { documentsVariables } from './documents-variables';
import { listFetchFailed, useListFetchFailureToast } from '../shared/list-fetch-failure';
import { isStaff } from '../shared/roles';
import { enumName } from '@validation/enum-names';
import type { DocumentCategoryValue, DocumentStatusValue } from '@validation/document-values';

// The first screen's variables, for the server to ask the same (shell/portal-page-table.ts).
export { documentsVariables };

export const SEARCH_DELAY_MS = 300;

function toFilter(values: DocumentFilterValues, search: string, staff: boolean): DocumentFilter | undefined {
  const filter: DocumentFilter = {
    ...(values.category ? { category: enumName(values.category as DocumentCategoryValue) } : {}),
    ...(values.status ? { status: enumName(values.status as DocumentStatusValue) } : {}),
    ...(search ? { search } : {}),
    ...(staff && values.clientId ? { clientId: values.clientId } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : undefined;
}

// Only staff reject, and rarely: the dialog's code (its form and zod) comes on the first Reject.
const { Deferred: DeferredRejectDocumentDialog, prefetch: prefetchRejectDocumentDialog } = deferredDialog(
  () => import('./RejectDocumentDialog').then((module) => module.RejectDocumentDialog),
  (props) => props.document !== null,
);

/** /portal/documents (docs/product.md#documents): search, filters, upload, and the card grid. */
export function DocumentsPage({ user }: { user: SessionUserFragment }) {
  const staff = isStaff(user.roleNames);
  const [values, setValues] = useState<DocumentFilterValues>(noFilters);
  const [rejecting, setRejecting] = useState<DocumentCardFragment | null>(null);
  const search = useSettledValue(values.search.trim(), SEARCH_DELAY_MS);
  const filter = useMemo(() => toFilter(values, search, staff), [values, search, staff]);
  const { data, loading, error, refetch, fetchMore, networkStatus } = useDocumentsQuery({
    variables: documentsVariables(filter),
    notifyOnNetworkStatusChange: true,
  });
  useListFetchFailureToast(error, 'documents');
  const clients = useDocumentClientsQuery({ skip: !staff }).data?.documentClients;
  const actions = useDocumentActions();
  const connection = data?.documents;
  const filtered = !!filter;

  async function loadMore() {
    try {
      await fetchMore({
        variables: { after: connection?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          documents: { ...fetchMoreResult.documents, nodes: [...previous.documents.nodes, ...fetchMoreResult.documents.nodes] },
        }),
      });
    } catch {
      toast({ description: 'Could not load more documents. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <>
      <title>Documents | Khanya Client Portal</title>
      <PageHeader
        title="Documents"
        subtitle={staff ? "Review, approve and download your clients' documents." : 'Upload your documents and follow their review.'}
        actions={<DeferredUploadDocumentDialog clients={staff ? (clients ?? []) : undefined} />}
      />
      <DocumentFilters values={values} onChange={setValues} clients={staff ? (clients ?? []) : undefined} />
      <DataState
        loading={loading}
        error={error}
        hasData={!!connection}
        empty={connection?.nodes.length === 0}
        loadingText="Loading documents…"
        emptyText={
          filtered
            ? 'No documents match your search or filters.'
            : staff
              ? 'No documents have been uploaded yet.'
              : 'No documents yet. Upload your first document to get started.'
        }
        errorText={listFetchFailed('documents')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ResultCount aria-live="polite">
          {connection?.totalCount} {connection?.totalCount === 1 ? 'document' : 'documents'}
        </ResultCount>
        <RecordGrid>
          {connection?.nodes.map((document) => (
            <li key={document.id}>
              <DocumentCard
                document={document}
                staff={staff}
                onDownload={actions.download}
                onApprove={actions.approve}
                onReject={setRejecting}
                onRejectIntent={prefetchRejectDocumentDialog}
              />
            </li>
          ))}
        </RecordGrid>
        {connection?.pageInfo.hasNextPage && (
          <More>
            <Button $variant="outline" onClick={() => void loadMore()} disabled={networkStatus === NetworkStatus.fetchMore}>
              {networkStatus === NetworkStatus.fetchMore ? 'Loading more…' : 'Load more'}
            </Button>
          </More>
        )}
      </DataState>
      <DeferredRejectDocumentDialog
        document={rejecting}
        onClose={() => setRejecting(null)}
        onReject={actions.reject}
        rejecting={actions.rejecting}
      />
    </>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;
