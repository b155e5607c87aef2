import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import type {
  CancelDocumentRequestMutation,
  CancelDocumentRequestMutationVariables,
  CreateDocumentChecklistMutation,
  CreateDocumentChecklistMutationVariables,
  RequestDocumentsFromChecklistMutation,
  RequestDocumentsFromChecklistMutationVariables,
  RequestDocumentsMutation,
  RequestDocumentsMutationVariables,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import {
  annualFinancialsChecklist,
  ayesha,
  checklistsAre,
  dayFromToday,
  overdueRegister,
  requestCard,
  requestClientsAre,
  requestsFrom,
  sipho,
  uploadedStatements,
} from './document-requests-test-kit';

const advisor = () => sessionUser({ id: 'advisor-1', email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });

function standingAnswers(all = [overdueRegister(), requestCard(), uploadedStatements()]) {
  const list = requestsFrom(() => all);
  server.use(list.handler, requestClientsAre([sipho, ayesha]), checklistsAre([annualFinancialsChecklist()]));
  return list;
}

async function openRequestDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Request documents' }));
  return screen.findByRole('dialog', { name: 'Request documents' });
}

describe('the staff page for document requests', () => {
  it('lists requests with client, due date, status and the overdue flag, and filters by client and status', async () => {
    const list = standingAnswers();
    renderPortalAs(advisor(), '/portal/document-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document requests' })).toBeInTheDocument();
    const overdue = await screen.findByRole('article', { name: 'Fixed asset register' });
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('Waiting for the client')).toBeInTheDocument();
    expect(overdue).toHaveTextContent('Sipho Dlamini');
    const uploaded = screen.getByRole('article', { name: 'Bank statements March to May' });
    expect(within(uploaded).getByText('Uploaded — awaiting review')).toBeInTheDocument();
    expect(uploaded).toHaveTextContent('Document: Statements.pdf (Pending)');
    expect(screen.getByText('3 requests')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Checklists' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Client'), 'Ayesha Patel');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Uploaded — awaiting review');
    await waitFor(() => expect(list.requests.at(-1)).toEqual({ filter: { clientId: 'client-2', status: 'UPLOADED' } }));
  });

  it('is in the sidebar for staff', async () => {
    standingAnswers();
    renderPortalAs(advisor(), '/portal/document-requests');
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    expect(within(sidebar).getByRole('link', { name: /Document requests/ })).toHaveAttribute('href', '/portal/document-requests');
  });

  it('tells a client the page is for staff, without the sidebar link', async () => {
    renderPortalAs(sessionUser(), '/portal/document-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Portal sections' });
    expect(within(sidebar).queryByRole('link', { name: /Document requests/ })).not.toBeInTheDocument();
  });

  it('asks for single documents: names what is missing, then sends client, items, due date and note', async () => {
    standingAnswers();
    const sent: RequestDocumentsMutationVariables[] = [];
    server.use(
      graphql.mutation<RequestDocumentsMutation, RequestDocumentsMutationVariables>('RequestDocuments', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { requestDocuments: [requestCard({ id: 'new-1' }), requestCard({ id: 'new-2' })] } });
      }),
    );
    renderPortalAs(advisor(), '/portal/document-requests');
    const dialog = await openRequestDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Choose a client from the list')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a due date')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText('Client'), 'Sipho Dlamini');
    await userEvent.type(within(dialog).getByLabelText('Document 1'), 'IRP5 certificates');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category of document 1'), 'Tax Returns');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another document' }));
    await userEvent.type(within(dialog).getByLabelText('Document 2'), 'Medical aid certificate');
    await userEvent.type(within(dialog).getByLabelText('Due date'), dayFromToday(7));
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'For the 2026 return.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('2 documents requested')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          clientId: 'client-1',
          dueDate: dayFromToday(7),
          note: 'For the 2026 return.',
          items: [
            { title: 'IRP5 certificates', category: 'TAX_RETURNS' },
            { title: 'Medical aid certificate', category: 'GENERAL' },
          ],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('applies a checklist, showing its documents first; a refused due date stays beside its field with the form filled', async () => {
    standingAnswers();
    const sent: RequestDocumentsFromChecklistMutationVariables[] = [];
    let refuse = true;
    server.use(
      graphql.mutation<RequestDocumentsFromChecklistMutation, RequestDocumentsFromChecklistMutationVariables>(
        'RequestDocumentsFromChecklist',
        ({ variables }) => {
          sent.push(variables);
          if (refuse)
            return graphqlError('The due date cannot be in the past', {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ path: 'dueDate', message: 'The due date cannot be in the past' }],
            });
          return HttpResponse.json({ data: { requestDocumentsFromChecklist: [requestCard(), overdueRegister()] } });
        },
      ),
    );
    renderPortalAs(advisor(), '/portal/document-requests');
    const dialog = await openRequestDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Client'), 'Ayesha Patel');
    await userEvent.click(within(dialog).getByLabelText('From a checklist'));
    await userEvent.selectOptions(within(dialog).getByLabelText('Checklist'), 'Annual financial statements (2)');
    const preview = within(dialog).getByRole('list', { name: 'Documents in Annual financial statements' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bank statements for the full financial year (Financial Statements)', 'Fixed asset register (Financial Statements)']);
    await userEvent.type(within(dialog).getByLabelText('Due date'), dayFromToday(3));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText('The due date cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Client')).toHaveValue('client-2');
    expect(within(dialog).getByLabelText('Checklist')).toHaveValue('checklist-1');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('2 documents requested')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ input: { clientId: 'client-2', checklistId: 'checklist-1', dueDate: dayFromToday(3), note: null } });
  });

  it('cancels an outstanding request', async () => {
    standingAnswers([requestCard()]);
    const sent: CancelDocumentRequestMutationVariables[] = [];
    server.use(
      graphql.mutation<CancelDocumentRequestMutation, CancelDocumentRequestMutationVariables>('CancelDocumentRequest', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { cancelDocumentRequest: requestCard({ status: 'CANCELLED' }) } });
      }),
    );
    renderPortalAs(advisor(), '/portal/document-requests');
    const card = await screen.findByRole('article', { name: 'Payroll summary and EMP501 reconciliation' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel request: Payroll summary and EMP501 reconciliation' }));
    expect(await screen.findByText('Request cancelled')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'request-1' }]);
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Cancel request/ })).not.toBeInTheDocument();
  });

  it('gives admins a Checklists tab to create a checklist', async () => {
    standingAnswers();
    const sent: CreateDocumentChecklistMutationVariables[] = [];
    server.use(
      graphql.mutation<CreateDocumentChecklistMutation, CreateDocumentChecklistMutationVariables>(
        'CreateDocumentChecklist',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: { createDocumentChecklist: { ...annualFinancialsChecklist(), id: 'checklist-2', name: 'Provisional tax' } },
          });
        },
      ),
    );
    renderPortalAs(adminUser(), '/portal/document-requests');
    await userEvent.click(await screen.findByRole('tab', { name: 'Checklists' }));
    const existing = await screen.findByRole('article', { name: 'Annual financial statements' });
    expect(within(existing).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'New checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'New checklist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save checklist' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Provisional tax');
    await userEvent.type(within(dialog).getByLabelText('Document 1'), 'IRP6 workings');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category of document 1'), 'Tax Returns');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save checklist' }));
    expect(await screen.findByText('Checklist created')).toBeInTheDocument();
    expect(sent).toEqual([
      { input: { name: 'Provisional tax', description: null, items: [{ title: 'IRP6 workings', category: 'TAX_RETURNS' }] } },
    ]);
  });
});
