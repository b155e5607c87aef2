import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server, waitingForYouIs } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type { UploadDocumentMutation, UploadDocumentMutationVariables, WaitingForYouQuery } from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { documentCard } from '../documents/documents-test-kit';
import {
  dayFromToday,
  overdueRegister,
  requestCard,
  uploadedStatements,
  waitingLetter,
  waitingOrganizer,
} from './document-requests-test-kit';

const pdf = (name: string) => new NodeFile(['%PDF-1.4 payroll'], name, { type: 'application/pdf' }) as unknown as File;

describe('the client dashboard\'s "Waiting for you"', () => {
  it('lists the documents asked for with their due dates, flags the overdue one and shows what awaits review', async () => {
    server.use(waitingForYouIs([overdueRegister(), requestCard(), uploadedStatements()]));
    renderPortalAs(sessionUser(), '/portal');
    const section = await screen.findByRole('region', { name: 'Waiting for you' });
    const overdue = await within(section).findByRole('article', { name: 'Fixed asset register' });
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('Waiting for you')).toBeInTheDocument();
    expect(overdue).toHaveTextContent(/Due \d+ \w{3} \d{4} · asked by Lerato Mokoena/);
    expect(within(overdue).getByRole('button', { name: 'Upload' })).toBeInTheDocument();

    const payroll = within(section).getByRole('article', { name: 'Payroll summary and EMP501 reconciliation' });
    expect(within(payroll).queryByText('Overdue')).not.toBeInTheDocument();
    expect(payroll).toHaveTextContent('The interim EMP501, please.');

    const sent = within(section).getByRole('article', { name: 'Bank statements March to May' });
    expect(within(sent).getByText('Uploaded — awaiting review')).toBeInTheDocument();
    expect(sent).toHaveTextContent('Sent: Statements.pdf');
    expect(within(sent).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('lists the engagement letters waiting for a signature first, each linking to its page', async () => {
    server.use(
      waitingForYouIs(
        [requestCard()],
        [
          waitingLetter(),
          waitingLetter({
            id: 'letter-2',
            title: 'Monthly bookkeeping engagement letter',
            engagement: null,
          }),
        ],
      ),
    );
    renderPortalAs(sessionUser(), '/portal');
    const section = await screen.findByRole('region', { name: 'Waiting for you' });
    const items = await within(section).findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Sign the engagement letter: Tax return engagement letter',
      'Sign the engagement letter: Monthly bookkeeping engagement letter',
      'Payroll summary and EMP501 reconciliation',
    ]);
    const taxLetter = within(items[0]).getByRole('link', { name: 'Sign the engagement letter: Tax return engagement letter' });
    expect(taxLetter).toHaveAttribute('href', '/portal/letters/letter-1');
    expect(items[0]).toHaveTextContent('Waiting for your signature');
    expect(items[0]).toHaveTextContent('Sent 20 Nov 2026 by Lerato Mokoena · for 2026 ITR14 and annual financial statements');
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/portal/letters/letter-2');
    expect(within(items[0]).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('lists the organizers to fill in after the letters and before the documents, with how far along each is', async () => {
    const itr12 = waitingOrganizer({ dueDate: dayFromToday(10), engagement: waitingLetter().engagement });
    server.use(waitingForYouIs([requestCard()], [waitingLetter()], [itr12]));
    renderPortalAs(sessionUser(), '/portal');
    const section = await screen.findByRole('region', { name: 'Waiting for you' });
    const items = await within(section).findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Sign the engagement letter: Tax return engagement letter',
      'Fill in: Individual income tax return (ITR12) organizer',
      'Payroll summary and EMP501 reconciliation',
    ]);
    const organizer = items[1];
    expect(within(organizer).getByRole('link', { name: 'Fill in: Individual income tax return (ITR12) organizer' })).toHaveAttribute(
      'href',
      '/portal/organizers/organizer-1',
    );
    const progress = within(organizer).getByRole('progressbar', { name: 'Questions answered' });
    expect(progress).toHaveAttribute('aria-valuenow', '7');
    expect(progress).toHaveAttribute('aria-valuemax', '23');
    expect(progress).toHaveAttribute('aria-valuetext', '7 of 23 answered');
    expect(organizer).toHaveTextContent('7 of 23 answered');
    expect(organizer).toHaveTextContent(/Due \d+ \w{3} \d{4} · sent by Lerato Mokoena · for 2026 ITR14 and annual financial statements/);
    expect(within(organizer).getByText('Started — not yet submitted')).toBeInTheDocument();
    expect(within(organizer).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(organizer).queryByRole('button')).not.toBeInTheDocument();
  });

  it('flags an organizer past its due day, and one the firm reopened', async () => {
    server.use(
      waitingForYouIs(
        [],
        [],
        [
          waitingOrganizer({ id: 'organizer-1', status: 'SENT', dueDate: dayFromToday(-3), isOverdue: true }),
          waitingOrganizer({
            id: 'organizer-2',
            title: 'Provisional tax estimate (IRP6) organizer',
            status: 'REOPENED',
            dueDate: dayFromToday(0),
            progress: { __typename: 'OrganizerProgress', answered: 9, total: 9 },
          }),
        ],
      ),
    );
    renderPortalAs(sessionUser(), '/portal');
    const late = await screen.findByRole('article', { name: 'Fill in: Individual income tax return (ITR12) organizer' });
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).getByText('Waiting for your answers')).toBeInTheDocument();

    const reopened = screen.getByRole('article', { name: 'Fill in: Provisional tax estimate (IRP6) organizer' });
    expect(within(reopened).getByText('The firm asked you to look again')).toBeInTheDocument();
    // The server says whether it is overdue (due today is not yet).
    expect(within(reopened).queryByText('Overdue')).not.toBeInTheDocument();
    expect(reopened).toHaveTextContent('9 of 9 answered');
    expect(screen.queryByText(/Nothing is waiting for you/)).not.toBeInTheDocument();
  });

  it('does not say nothing is waiting while a letter waits', async () => {
    server.use(waitingForYouIs([], [waitingLetter()]));
    renderPortalAs(sessionUser(), '/portal');
    expect(await screen.findByRole('article', { name: 'Sign the engagement letter: Tax return engagement letter' })).toBeInTheDocument();
    expect(screen.queryByText(/Nothing is waiting for you/)).not.toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    renderPortalAs(sessionUser(), '/portal');
    expect(
      await screen.findByText(
        'Nothing is waiting for you: every letter is signed, every organizer is submitted and we have every document we asked for.',
      ),
    ).toBeInTheDocument();
  });

  it('offers Try again when the requests cannot be loaded', async () => {
    let failing = true;
    server.use(
      graphql.query('WaitingForYou', () =>
        failing
          ? graphqlError('Database unavailable')
          : HttpResponse.json({
              data: {
                documentRequests: [requestCard()],
                engagementLetters: { __typename: 'EngagementLetterConnection', nodes: [] },
                organizers: { __typename: 'OrganizerConnection', nodes: [] },
              },
            }),
      ),
    );
    renderPortalAs(sessionUser(), '/portal');
    expect(await screen.findByText('We could not load what is waiting for you.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Payroll summary and EMP501 reconciliation' })).toBeInTheDocument();
  });

  it("uploads against a request with its category prefilled, sends the request's id, and shows it awaiting review", async () => {
    let uploaded = false;
    const sentInputs: UploadDocumentMutationVariables['input'][] = [];
    server.use(
      graphql.query<WaitingForYouQuery>('WaitingForYou', () =>
        HttpResponse.json({
          data: {
            documentRequests: [
              uploaded
                ? requestCard({
                    status: 'UPLOADED',
                    document: {
                      __typename: 'Document',
                      id: 'document-new',
                      originalName: 'EMP501.pdf',
                      status: 'PENDING',
                      rejectionReason: null,
                    },
                  })
                : requestCard(),
            ],
            engagementLetters: { __typename: 'EngagementLetterConnection', nodes: [] },
            organizers: { __typename: 'OrganizerConnection', nodes: [] },
          },
        }),
      ),
      graphql.mutation<UploadDocumentMutation, UploadDocumentMutationVariables>('UploadDocument', ({ variables }) => {
        sentInputs.push(variables.input);
        uploaded = true;
        return HttpResponse.json({ data: { uploadDocument: documentCard({ id: 'document-new', originalName: 'EMP501.pdf' }) } });
      }),
    );
    renderPortalAs(sessionUser(), '/portal');
    const item = await screen.findByRole('article', { name: 'Payroll summary and EMP501 reconciliation' });
    await userEvent.click(within(item).getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    expect(dialog).toHaveTextContent('For the request "Payroll summary and EMP501 reconciliation"');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('financial-statements');
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf('EMP501.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(sentInputs).toEqual([{ category: 'FINANCIAL_STATEMENTS', description: null, requestId: 'request-1' }]);
    const updated = await screen.findByRole('article', { name: 'Payroll summary and EMP501 reconciliation' });
    await waitFor(() => expect(within(updated).getByText('Uploaded — awaiting review')).toBeInTheDocument());
    expect(within(updated).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('is not shown to staff', async () => {
    renderPortalAs(sessionUser({ roleNames: ['ADVISOR'] }), '/portal');
    expect(await screen.findByRole('heading', { level: 2, name: 'At a glance' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument();
  });
});
