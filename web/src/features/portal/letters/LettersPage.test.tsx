import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import type {
  LetterDetailFragment,
  RequestDocumentDownloadMutation,
  RequestDocumentDownloadMutationVariables,
  WithdrawEngagementLetterMutation,
  WithdrawEngagementLetterMutationVariables,
} from '../../../graphql/generated';
import { downloadTrigger } from '../documents/download-trigger';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { declinedLetter, letterConnection, letterRow, lettersAre, signedLetter } from './letter-list-test-kit';

const client = () => sessionUser({ id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' });
const advisor = () => sessionUser({ id: 'advisor-1', email: 'lerato@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });
const renderLetters = (user = client()) => renderPortalAs(user, '/portal/letters');

/** The letter as the withdraw mutation answers it: the detail fragment, withdrawn. */
function withdrawn(letter = letterRow(), reason: string | null = null): LetterDetailFragment {
  return {
    ...letter,
    status: 'WITHDRAWN',
    withdrawnAt: '2026-11-24T09:00:00.000Z',
    withdrawalReason: reason,
    bodyHtml: '<p>Dear Sipho Dlamini</p>',
    bodySha256: 'a'.repeat(64),
    feeSchedule: null,
    signerName: null,
    signerEmail: null,
    signatureKind: null,
    signatureText: null,
    signedPdfSha256: null,
    signedWithTwoStep: null,
  };
}

describe('the letters page, for a client', () => {
  it('lists their letters: title, engagement, status and sent date, with Read and sign for the waiting one', async () => {
    server.use(lettersAre([letterRow(), signedLetter()]).handler);
    renderLetters();
    expect(await screen.findByRole('heading', { level: 1, name: 'Engagement letters' })).toBeInTheDocument();
    const waiting = await screen.findByRole('article', { name: 'Tax return engagement letter' });
    expect(within(waiting).getByText('Waiting for signature')).toBeInTheDocument();
    expect(within(waiting).getByText('Engagement').nextSibling).toHaveTextContent('2025 Annual Financial Statements & ITR14');
    expect(within(waiting).getByText('Sent').nextSibling).toHaveTextContent('20 Nov 2026');
    expect(within(waiting).getByRole('link', { name: 'Read and sign: Tax return engagement letter' })).toHaveAttribute(
      'href',
      '/portal/letters/letter-1',
    );
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Tax return engagement letter',
      'Monthly bookkeeping engagement letter',
    ]);
    expect(screen.getByText('2 letters')).toBeInTheDocument();
    // A client follows no one else's letters: no Withdraw, no filter.
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Show')).not.toBeInTheDocument();
  });

  it('shows when a signed letter was signed, links to it and downloads its signed PDF', async () => {
    const asked: RequestDocumentDownloadMutationVariables[] = [];
    server.use(
      lettersAre([signedLetter()]).handler,
      graphql.mutation<RequestDocumentDownloadMutation, RequestDocumentDownloadMutationVariables>(
        'RequestDocumentDownload',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({
            data: {
              requestDocumentDownload: {
                __typename: 'DocumentDownload',
                downloadUrl: '/api/documents/document-9/file?expires=1&signature=abc',
                expiresAt: '2026-11-24T09:05:00.000Z',
              },
            },
          });
        },
      ),
    );
    const start = jest.spyOn(downloadTrigger, 'start').mockImplementation(() => {});
    try {
      renderLetters();
      const card = await screen.findByRole('article', { name: 'Monthly bookkeeping engagement letter' });
      expect(within(card).getByText('Signed', { selector: 'span' })).toBeInTheDocument();
      expect(within(card).getByText('Signed', { selector: 'dt' }).nextSibling).toHaveTextContent('2 Oct 2026');
      expect(within(card).getByRole('link', { name: 'View: Monthly bookkeeping engagement letter' })).toHaveAttribute(
        'href',
        '/portal/letters/letter-2',
      );
      expect(within(card).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/portal/documents');
      await userEvent.click(within(card).getByRole('button', { name: 'Download signed PDF: Monthly bookkeeping engagement letter' }));
      await waitFor(() => expect(start).toHaveBeenCalledWith('/api/documents/document-9/file?expires=1&signature=abc'));
      expect(asked).toEqual([{ id: 'document-9' }]);
    } finally {
      start.mockRestore();
    }
  });

  it('shows the loading text, then the empty state', async () => {
    const answer = gate();
    server.use(
      graphql.query('LetterList', async () => {
        await answer.opened;
        return HttpResponse.json({ data: { engagementLetters: letterConnection([], null) } });
      }),
    );
    renderLetters();
    expect(await screen.findByText('Loading your letters…')).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('No letters yet')).toBeInTheDocument();
  });

  it('shows the failure state and the toast when the list cannot be fetched, and Try again asks again', async () => {
    let fail = true;
    server.use(
      graphql.query('LetterList', () =>
        fail
          ? new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })
          : HttpResponse.json({ data: { engagementLetters: letterConnection([letterRow()], null) } }),
      ),
    );
    renderLetters();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch letters.');
    expect(await screen.findByText('Failed to fetch letters: Bad Gateway')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Tax return engagement letter' })).toBeInTheDocument();
  });

  it('pages with Load more', async () => {
    const many = Array.from({ length: 23 }, (_, index) => letterRow({ id: `letter-${index + 1}`, title: `Letter ${index + 1}` }));
    const { handler, requests } = lettersAre(many);
    server.use(handler);
    renderLetters();
    await screen.findByRole('article', { name: 'Letter 20' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Letter 23' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ first: 20, after: '20' });
  });
});

describe('the letters page, for staff', () => {
  it('lists each letter with its client, engagement, steps, sender and the reason it was declined', async () => {
    server.use(lettersAre([letterRow({ viewedAt: '2026-11-21T07:15:00.000Z', status: 'VIEWED' }), declinedLetter()]).handler);
    renderLetters(advisor());
    const row = await screen.findByRole('listitem', { name: 'Tax return engagement letter to Sipho Dlamini' });
    expect(within(row).getByText('Opened', { selector: 'span' })).toBeInTheDocument();
    expect(row).toHaveTextContent('To Sipho Dlamini (sipho@example.com) · Engagement: 2025 Annual Financial Statements & ITR14');
    expect(within(row).getByText('Sent', { selector: 'dt' }).nextSibling).toHaveTextContent('20 Nov 2026, 10:00');
    expect(within(row).getByText('Opened', { selector: 'dt' }).nextSibling).toHaveTextContent('21 Nov 2026, 09:15');
    expect(within(row).getByText('Sent by').nextSibling).toHaveTextContent('Lerato Mokoena');
    expect(within(row).getByRole('button', { name: 'Withdraw: Tax return engagement letter' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open letter: Tax return engagement letter' })).toHaveAttribute(
      'href',
      '/portal/letters/letter-1',
    );

    const declined = screen.getByRole('listitem', { name: 'Fleet review engagement letter to Sipho Dlamini' });
    expect(within(declined).getByText('Declined', { selector: 'span' })).toBeInTheDocument();
    expect(within(declined).getByText('Declined', { selector: 'dt' }).nextSibling).toHaveTextContent('3 Sep 2026, 14:00');
    expect(declined).toHaveTextContent('Reason for declining: The fee is higher than we agreed on the phone.');
    expect(within(declined).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 letters')).toBeInTheDocument();
  });

  it('filters: waiting for the client asks for outstanding letters, the others by status', async () => {
    const { handler, requests } = lettersAre([letterRow(), signedLetter(), declinedLetter()]);
    server.use(handler);
    renderLetters(advisor());
    await screen.findByRole('listitem', { name: 'Tax return engagement letter to Sipho Dlamini' });
    const show = screen.getByLabelText('Show');
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All letters', 'Waiting for the client', 'Signed', 'Declined', 'Withdrawn']);

    await userEvent.selectOptions(show, 'Waiting for the client');
    await waitFor(() => expect(screen.getAllByRole('listitem', { name: / to Sipho Dlamini$/ })).toHaveLength(1));
    expect(requests.at(-1)).toEqual({ first: 20, filter: { outstanding: true } });

    await userEvent.selectOptions(show, 'Signed');
    expect(await screen.findByRole('listitem', { name: 'Monthly bookkeeping engagement letter to Sipho Dlamini' })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ first: 20, filter: { status: 'SIGNED' } });

    await userEvent.selectOptions(show, 'Withdrawn');
    expect(await screen.findByText('No letters in this state.')).toBeInTheDocument();
  });

  it('withdraws a waiting letter with an optional reason: too long a reason is named, then the list updates', async () => {
    const letters = lettersAre([letterRow()]);
    const asked: WithdrawEngagementLetterMutationVariables[] = [];
    server.use(
      letters.handler,
      graphql.mutation<WithdrawEngagementLetterMutation, WithdrawEngagementLetterMutationVariables>(
        'WithdrawEngagementLetter',
        ({ variables }) => {
          asked.push(variables);
          const answer = withdrawn(letterRow(), variables.reason ?? null);
          letters.state.letters = [
            { ...letterRow(), status: 'WITHDRAWN', withdrawnAt: answer.withdrawnAt, withdrawalReason: answer.withdrawalReason },
          ];
          return HttpResponse.json({ data: { withdrawEngagementLetter: answer } });
        },
      ),
    );
    renderLetters(adminUser());
    const row = await screen.findByRole('listitem', { name: 'Tax return engagement letter to Sipho Dlamini' });
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw: Tax return engagement letter' }));
    const form = within(await screen.findByRole('form', { name: 'Withdraw letter' }));
    const reason = form.getByLabelText(/Reason/);
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(form.getByRole('button', { name: 'Withdraw letter' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Reason must be at most 1000 characters'));
    expect(asked).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'The fee was changed');
    await userEvent.click(form.getByRole('button', { name: 'Withdraw letter' }));
    expect(await screen.findByText('Letter withdrawn')).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'letter-1', reason: 'The fee was changed' }]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Withdraw letter' })).not.toBeInTheDocument());
    const updated = screen.getByRole('listitem', { name: 'Tax return engagement letter to Sipho Dlamini' });
    expect(within(updated).getByText('Withdrawn', { selector: 'span' })).toBeInTheDocument();
    expect(updated).toHaveTextContent('Reason for withdrawing: The fee was changed');
    expect(within(updated).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the API’s refusal when the letter no longer waits', async () => {
    server.use(
      lettersAre([letterRow()]).handler,
      graphql.mutation('WithdrawEngagementLetter', () =>
        graphqlError('This letter is already signed: only a letter waiting for the client’s signature can be withdrawn', {
          code: 'CONFLICT',
        }),
      ),
    );
    renderLetters(adminUser());
    const row = await screen.findByRole('listitem', { name: 'Tax return engagement letter to Sipho Dlamini' });
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw: Tax return engagement letter' }));
    const form = within(await screen.findByRole('form', { name: 'Withdraw letter' }));
    await userEvent.type(form.getByLabelText(/Reason/), 'Changed scope');
    await userEvent.click(form.getByRole('button', { name: 'Withdraw letter' }));
    expect(await form.findByRole('alert')).toHaveTextContent('This letter is already signed: only a letter waiting');
    expect(form.getByLabelText(/Reason/)).toHaveValue('Changed scope');
  });
});
