import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import type {
  ApproveDocumentMutation,
  ApproveDocumentMutationVariables,
  RejectDocumentMutation,
  RejectDocumentMutationVariables,
  RequestDocumentDownloadMutation,
} from '../../../graphql/generated';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import {
  approvedReturn,
  ayesha,
  clientsAre,
  connection,
  documentCard,
  documentsFiltered,
  documentsFrom,
  lerato,
  rejectedStatement,
  sipho,
} from './documents-test-kit';
import { downloadTrigger } from './useDocumentActions';

const client = () => sessionUser({ id: sipho.id });
const advisor = () => sessionUser({ id: lerato.id, email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });
const someDocuments = () => [documentCard(), approvedReturn(), rejectedStatement()];

function renderDocuments(user = client()) {
  return renderPortalAs(user, '/portal/documents');
}

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('the documents page', () => {
  it('shows the title and the loading text, then the empty state', async () => {
    const answer = gate();
    server.use(
      graphql.query('Documents', async () => {
        await answer.opened;
        return HttpResponse.json({ data: connection([]) });
      }),
    );
    renderDocuments();
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(await screen.findByText('Loading documents…')).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('No documents yet. Upload your first document to get started.')).toBeInTheDocument();
  });

  it('is linked from the sidebar of every signed-in user, right after Dashboard', async () => {
    server.use(documentsFrom(() => connection([])).handler);
    renderDocuments();
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(0, 2)).toEqual(['Dashboard', 'Documents']);
    expect(within(sidebar).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/portal/documents');
  });

  it('shows each card: name, description, category, status, size, date and download count', async () => {
    server.use(documentsFiltered(someDocuments()).handler);
    renderDocuments();
    const pending = await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' });
    expect(pending).toHaveTextContent('Year-end trial balance exported from the accounting system.');
    expect(within(pending).getByText('Financial Statements')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(pending).getByText('24 Feb 2026')).toBeInTheDocument();
    const approved = cardOf('2025 ITR14 Tax Return.pdf');
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).getByText('2.36 MB')).toBeInTheDocument();
    expect(within(approved).getByText('Downloads').nextSibling).toHaveTextContent('3');
    expect(approved).toHaveTextContent('Approved by Lerato Mokoena on 16 Feb 2026');
    expect(within(cardOf('Bank Statement January 2025.pdf')).getByText('512 Bytes')).toBeInTheDocument();
    expect(screen.getByText('3 documents')).toBeInTheDocument();
  });

  it('shows the client why a document was rejected', async () => {
    server.use(documentsFiltered(someDocuments()).handler);
    renderDocuments();
    const rejected = await screen.findByRole('article', { name: 'Bank Statement January 2025.pdf' });
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Reason for rejection: Pages 3 and 4 are missing.');
  });

  it('filters by category and status and searches name and description, asking the server each time', async () => {
    const { handler, requests } = documentsFiltered(someDocuments());
    server.use(handler);
    renderDocuments();
    await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' });

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Tax Returns');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Trial Balance February 2025.xlsx' })).not.toBeInTheDocument());
    expect(cardOf('2025 ITR14 Tax Return.pdf')).toBeInTheDocument();
    expect(requests.at(-1)?.filter).toEqual({ category: 'TAX_RETURNS' });

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'All categories');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    expect(await screen.findByRole('article', { name: 'Bank Statement January 2025.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(requests.at(-1)?.filter).toEqual({ status: 'REJECTED' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'SARS eFiling');
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ search: 'SARS eFiling' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(cardOf('2025 ITR14 Tax Return.pdf')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(await screen.findByText('No documents match your search or filters.')).toBeInTheDocument();
  });

  it('offers a client neither Approve nor Reject, nor a client filter', async () => {
    server.use(documentsFiltered(someDocuments()).handler);
    renderDocuments();
    const pending = await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' });
    expect(within(pending).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Client')).not.toBeInTheDocument();
    expect(screen.queryByText('Client: Sipho Dlamini')).not.toBeInTheDocument();
  });

  it('offers staff Approve and Reject on pending documents only, the owner’s name and a filter by client', async () => {
    const { handler, requests } = documentsFiltered([
      ...someDocuments(),
      documentCard({ id: 'document-4', originalName: 'Guesthouse Invoices Q1.xlsx', owner: ayesha }),
    ]);
    server.use(handler, clientsAre([sipho, ayesha]));
    renderDocuments(advisor());
    const pending = await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' });
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(pending).toHaveTextContent('Client: Sipho Dlamini');
    for (const name of ['2025 ITR14 Tax Return.pdf', 'Bank Statement January 2025.pdf']) {
      expect(within(cardOf(name)).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      expect(within(cardOf(name)).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    }
    await userEvent.selectOptions(await screen.findByLabelText('Client'), 'Ayesha Patel');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(cardOf('Guesthouse Invoices Q1.xlsx')).toHaveTextContent('Client: Ayesha Patel');
    expect(requests.at(-1)?.filter).toEqual({ clientId: ayesha.id });
  });

  it('approves a pending document: success toast, and the card turns Approved without reloading the list', async () => {
    const { handler, requests } = documentsFiltered(someDocuments());
    const approvals: ApproveDocumentMutationVariables[] = [];
    server.use(
      handler,
      clientsAre([sipho]),
      graphql.mutation<ApproveDocumentMutation, ApproveDocumentMutationVariables>('ApproveDocument', ({ variables }) => {
        approvals.push(variables);
        return HttpResponse.json({
          data: { approveDocument: documentCard({ status: 'APPROVED', approvedAt: '2026-02-25T09:00:00.000Z', approvedBy: lerato }) },
        });
      }),
    );
    renderDocuments(advisor());
    const pending = await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' });
    const listRequests = requests.length;
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Document approved successfully')).toBeInTheDocument();
    expect(approvals).toEqual([{ id: 'document-1' }]);
    await waitFor(() => expect(within(cardOf('Trial Balance February 2025.xlsx')).getByText('Approved')).toBeInTheDocument());
    expect(within(cardOf('Trial Balance February 2025.xlsx')).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(listRequests);
  });

  it('takes an approved document out of the Pending list', async () => {
    server.use(
      documentsFiltered(someDocuments()).handler,
      clientsAre([sipho]),
      graphql.mutation<ApproveDocumentMutation>('ApproveDocument', () =>
        HttpResponse.json({
          data: { approveDocument: documentCard({ status: 'APPROVED', approvedAt: '2026-02-25T09:00:00.000Z', approvedBy: lerato }) },
        }),
      ),
    );
    renderDocuments(advisor());
    await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await userEvent.click(within(cardOf('Trial Balance February 2025.xlsx')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No documents match your search or filters.')).toBeInTheDocument();
  });

  it('says so when an approval fails', async () => {
    server.use(
      documentsFiltered(someDocuments()).handler,
      clientsAre([]),
      graphql.mutation('ApproveDocument', () => graphqlError('Only pending documents can be approved', { code: 'BAD_USER_INPUT' })),
    );
    renderDocuments(advisor());
    const pending = await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' });
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to approve document')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
  });

  it('rejects with a reason, which the card then shows', async () => {
    const rejections: RejectDocumentMutationVariables[] = [];
    server.use(
      documentsFiltered(someDocuments()).handler,
      clientsAre([]),
      graphql.mutation<RejectDocumentMutation, RejectDocumentMutationVariables>('RejectDocument', ({ variables }) => {
        rejections.push(variables);
        return HttpResponse.json({
          data: {
            rejectDocument: documentCard({
              status: 'REJECTED',
              rejectionReason: variables.reason,
              approvedAt: '2026-02-25T09:00:00.000Z',
              approvedBy: lerato,
            }),
          },
        });
      }),
    );
    renderDocuments(advisor());
    const pending = await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' });
    await userEvent.click(within(pending).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(rejections).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The closing balances do not agree to the bank statement.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    expect(await screen.findByText('Document rejected')).toBeInTheDocument();
    expect(rejections).toEqual([{ id: 'document-1', reason: 'The closing balances do not agree to the bank statement.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardOf('Trial Balance February 2025.xlsx')).toHaveTextContent(
      'Reason for rejection: The closing balances do not agree to the bank statement.',
    );
  });

  it('says so when a rejection fails', async () => {
    server.use(
      documentsFiltered(someDocuments()).handler,
      clientsAre([]),
      graphql.mutation('RejectDocument', () => graphqlError('Forbidden', { code: 'FORBIDDEN' })),
    );
    renderDocuments(advisor());
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' })).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Document' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Blurred scan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    expect(await screen.findByText('Failed to reject document')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject Document' })).toBeInTheDocument();
  });

  it('downloads through a signed link: the browser is sent to it and the count goes up', async () => {
    const start = jest.spyOn(downloadTrigger, 'start').mockImplementation(() => {});
    server.use(
      documentsFiltered(someDocuments()).handler,
      graphql.mutation<RequestDocumentDownloadMutation>('RequestDocumentDownload', () =>
        HttpResponse.json({
          data: {
            requestDocumentDownload: {
              __typename: 'DocumentDownload',
              downloadUrl: '/api/documents/document-2/file?expires=1&signature=abc',
              expiresAt: '2026-02-25T09:05:00.000Z',
            },
          },
        }),
      ),
    );
    try {
      renderDocuments();
      const approved = await screen.findByRole('article', { name: '2025 ITR14 Tax Return.pdf' });
      await userEvent.click(within(approved).getByRole('button', { name: 'Download' }));
      expect(await screen.findByText('Document download started')).toBeInTheDocument();
      expect(start).toHaveBeenCalledWith('/api/documents/document-2/file?expires=1&signature=abc');
      expect(within(approved).getByText('Downloads').nextSibling).toHaveTextContent('4');
    } finally {
      start.mockRestore();
    }
  });

  it('says so when a download cannot start', async () => {
    const start = jest.spyOn(downloadTrigger, 'start').mockImplementation(() => {});
    server.use(
      documentsFiltered(someDocuments()).handler,
      graphql.mutation('RequestDocumentDownload', () => graphqlError('Not found', { code: 'NOT_FOUND' })),
    );
    try {
      renderDocuments();
      await userEvent.click(
        within(await screen.findByRole('article', { name: '2025 ITR14 Tax Return.pdf' })).getByRole('button', { name: 'Download' }),
      );
      expect(await screen.findByText('Failed to download document')).toBeInTheDocument();
      expect(start).not.toHaveBeenCalled();
    } finally {
      start.mockRestore();
    }
  });

  it('shows the failure with Try again, then the documents once they load', async () => {
    let failing = true;
    server.use(
      graphql.query('Documents', () =>
        failing ? graphqlError('Database unavailable') : HttpResponse.json({ data: connection([documentCard()]) }),
      ),
    );
    renderDocuments();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch documents.');
    expect(await screen.findByText('Failed to fetch documents: Database unavailable')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' })).toBeInTheDocument();
  });

  it('loads the next page on Load more', async () => {
    const { handler, requests } = documentsFrom(({ after }) =>
      after
        ? connection([rejectedStatement()], { totalCount: 3 })
        : connection([documentCard(), approvedReturn()], { hasNextPage: true, endCursor: 'cursor-2', totalCount: 3 }),
    );
    server.use(handler);
    renderDocuments();
    await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Bank Statement January 2025.pdf' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(requests.at(-1)).toMatchObject({ after: 'cursor-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for a sign-in with Authentication Required when there is no session', async () => {
    renderPortalAs(null, '/portal/documents');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication Required');
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('lets an administrator approve too', async () => {
    server.use(documentsFiltered(someDocuments()).handler, clientsAre([sipho]));
    renderDocuments(adminUser());
    expect(
      within(await screen.findByRole('article', { name: 'Trial Balance February 2025.xlsx' })).getByRole('button', { name: 'Approve' }),
    ).toBeInTheDocument();
  });
});
