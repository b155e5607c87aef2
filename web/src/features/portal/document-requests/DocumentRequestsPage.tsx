import { useState } from 'react';
import styled from 'styled-components';
import {
  useCancelDocumentRequestMutation,
  useDocumentChecklistsQuery,
  useDocumentRequestClientsQuery,
  useDocumentRequestsQuery,
  type DocumentRequestCardFragment,
  type DocumentRequestFilter,
  type DocumentRequestStatus,
  type SessionUserFragment,
} from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { SelectField } from '../../../components/Field';
import { RecordGrid, ResultCount } from '../../../components/RecordList';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { toast } from '../../../components/toast-store';
import { media } from '../../../lib/theme';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { isAdmin } from '../shared/roles';
import { PageHeader } from '../shared/PageHeader';
import { isStaff } from '../shared/roles';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { personName } from '../documents';
import { ChecklistManager } from './ChecklistManager';
import { RequestCard } from './RequestCard';
import { RequestDocumentsDialog } from './RequestDocumentsDialog';
import { requestStatusOptions } from './request-labels';

/**
 * /portal/document-requests, for staff: the requests of the clients they serve (everyone's for
 * admins), filtered by client and status, "Request documents", and for admins the checklists.
 */
export function DocumentRequestsPage({ user }: { user: SessionUserFragment }) {
  if (!isStaff(user.roleNames)) {
    return (
      <Card role="alert">
        <title>Document requests | Khanya Client Portal</title>
        <h1>Staff only</h1>
        <p>Document requests are made by the firm's advisors and administrators. Yours are on your dashboard.</p>
      </Card>
    );
  }
  const admin = isAdmin(user.roleNames);
  return (
    <>
      <title>Document requests | Khanya Client Portal</title>
      {admin ? (
        <Tabs defaultValue="requests">
          <Header />
          <TabsList aria-label="Document requests">
            <TabsTrigger value="requests">Requests</TabsTrigger>
            <TabsTrigger value="checklists">Checklists</TabsTrigger>
          </TabsList>
          <TabsContent value="requests">
            <Requests />
          </TabsContent>
          <TabsContent value="checklists">
            <ChecklistManager />
          </TabsContent>
        </Tabs>
      ) : (
        <>
          <Header />
          <Requests />
        </>
      )}
    </>
  );
}

function Header() {
  return <PageHeader title="Document requests" subtitle="Ask clients for what you need and follow what has come in." />;
}

function Requests() {
  const [clientId, setClientId] = useState('');
  const [status, setStatus] = useState('');
  const filter: DocumentRequestFilter = {
    ...(clientId ? { clientId } : {}),
    ...(status ? { status: status as DocumentRequestStatus } : {}),
  };
  const { data, loading, error, refetch } = useDocumentRequestsQuery({ variables: { filter }, fetchPolicy: 'cache-and-network' });
  const clients = useDocumentRequestClientsQuery().data?.documentRequestClients ?? [];
  const checklists = useDocumentChecklistsQuery().data?.documentChecklists ?? [];
  const [cancelRequest] = useCancelDocumentRequestMutation();
  const requests = data?.documentRequests;

  const cancel = async (request: DocumentRequestCardFragment) => {
    try {
      await cancelRequest({ variables: { id: request.id } });
      toast({ title: 'Request cancelled', description: request.title, variant: 'success' });
    } catch (failure) {
      toast({
        description: formFailureMessage(failure, 'The request could not be cancelled.') ?? 'The request could not be cancelled.',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Toolbar>
        <Filters>
          <SelectField label="Client" value={clientId} onChange={(event) => setClientId(event.target.value)}>
            <option value="">All clients</option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {personName(client)}
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">All statuses</option>
            {requestStatusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </Filters>
        <RequestDocumentsDialog clients={clients} checklists={checklists} onRequested={() => void refetch().catch(() => undefined)} />
      </Toolbar>
      <DataState
        loading={loading}
        error={error}
        hasData={!!requests}
        empty={requests?.length === 0}
        loadingText="Loading document requests…"
        emptyText={clientId || status ? 'No requests match these filters.' : 'No documents have been requested yet.'}
        errorText={listFetchFailed('document requests')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ResultCount aria-live="polite">
          {requests?.length} {requests?.length === 1 ? 'request' : 'requests'}
        </ResultCount>
        <RecordGrid>
          {requests?.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} onCancel={cancel} />
            </li>
          ))}
        </RecordGrid>
      </DataState>
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space[4]};
  ${media.md} {
    min-width: 28rem;
  }
`;
