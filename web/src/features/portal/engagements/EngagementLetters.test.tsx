import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type {
  EngagementCardFragment,
  LetterSummaryFragment,
  PreviewEngagementLetterQuery,
  PreviewEngagementLetterQueryVariables,
  SendEngagementLetterMutation,
  SendEngagementLetterMutationVariables,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { bookkeepingTemplate, letterRow, letterTemplate, templatesAre } from '../letters/letter-list-test-kit';
import { engagementCard, engagementsAre, lerato, sipho, tenderPack } from './engagements-test-kit';

const client = () => sessionUser({ id: sipho.id });
const advisor = () => sessionUser({ id: lerato.id, email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });
const TITLE = '2025 Annual Financial Statements & ITR14';

type CardLetter = EngagementCardFragment['letters'][number];
const cardLetter = (overrides: Partial<CardLetter> = {}): CardLetter => ({
  __typename: 'EngagementLetter',
  id: 'letter-1',
  status: 'SENT',
  signedAt: null,
  signedDocument: null,
  ...overrides,
});

const renderEngagements = (user = client()) => renderPortalAs(user, '/portal/engagements');
const card = () => screen.findByRole('article', { name: TITLE });

/** The letter as sendEngagementLetter answers it: the summary fragment. */
function sentLetter(): LetterSummaryFragment {
  const { declineReason: _declineReason, withdrawalReason: _withdrawalReason, ...summary } = letterRow({ id: 'letter-7' });
  return summary;
}

/** The server's previews: the tax template fills in; the bookkeeping one lacks the client's company. */
function previewsAre() {
  const asked: PreviewEngagementLetterQueryVariables[] = [];
  const handler = graphql.query<PreviewEngagementLetterQuery, PreviewEngagementLetterQueryVariables>(
    'PreviewEngagementLetter',
    ({ variables }) => {
      asked.push(variables);
      if (variables.input.templateId === 'template-2')
        return graphqlError(
          'This letter cannot be sent yet: company.name has no value for this client; company.registrationNumber has no value for this client',
          {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { path: 'engagementId', message: 'company.name has no value for this client' },
              { path: 'engagementId', message: 'company.registrationNumber has no value for this client' },
            ],
          },
        );
      return HttpResponse.json({
        data: {
          previewEngagementLetter: {
            __typename: 'LetterPreview',
            title: 'Tax return engagement letter',
            bodyHtml: '<h1>Tax return</h1><p>Dear Sipho Dlamini,</p><p>We will file your ITR12 on eFiling.</p>',
          },
        },
      });
    },
  );
  return { handler, asked };
}

describe('the engagement card’s letter', () => {
  it('asks the client to read and sign a waiting letter', async () => {
    server.use(engagementsAre([engagementCard({ letters: [cardLetter({ status: 'VIEWED' })] })]).handler);
    renderEngagements();
    const shown = await card();
    expect(within(shown).getByRole('link', { name: 'Read and sign the engagement letter' })).toHaveAttribute(
      'href',
      '/portal/letters/letter-1',
    );
    expect(within(shown).queryByRole('button', { name: /Send letter/ })).not.toBeInTheDocument();
  });

  it('shows a signed letter with its signed PDF, and nothing for an engagement without letters', async () => {
    const signed = cardLetter({
      status: 'SIGNED',
      signedAt: '2026-10-02T10:30:00.000Z',
      signedDocument: { __typename: 'Document', id: 'document-9' },
    });
    server.use(engagementsAre([engagementCard({ letters: [signed] }), tenderPack()]).handler);
    renderEngagements();
    const shown = await card();
    expect(within(shown).getByText(/Letter signed/)).toHaveTextContent('Letter signed on 2 Oct 2026');
    expect(within(shown).getByRole('button', { name: `Download signed PDF: ${TITLE}` })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'CIDB Tender Readiness Pack' })).queryByText(/Letter/)).not.toBeInTheDocument();
  });

  it('tells staff a letter waits for signature, with no second Send letter', async () => {
    server.use(engagementsAre([engagementCard({ letters: [cardLetter()] })]).handler);
    renderEngagements(advisor());
    const shown = await card();
    expect(shown).toHaveTextContent('Letter waiting for signature');
    expect(within(shown).getByRole('link', { name: 'Open the letter' })).toHaveAttribute('href', '/portal/letters/letter-1');
    expect(within(shown).queryByRole('button', { name: /Send letter/ })).not.toBeInTheDocument();
  });
});

describe('Send letter', () => {
  it('previews the chosen template for the engagement, sends it, toasts and shows the letter waiting on the card', async () => {
    const previews = previewsAre();
    const sent: SendEngagementLetterMutationVariables[] = [];
    server.use(
      engagementsAre([engagementCard(), tenderPack()]).handler,
      templatesAre([letterTemplate(), bookkeepingTemplate()]).handler,
      previews.handler,
      graphql.mutation<SendEngagementLetterMutation, SendEngagementLetterMutationVariables>('SendEngagementLetter', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { sendEngagementLetter: sentLetter() } });
      }),
    );
    renderEngagements(advisor());
    const shown = await card();
    // No letter for a cancelled engagement.
    expect(
      within(screen.getByRole('article', { name: 'CIDB Tender Readiness Pack' })).queryByRole('button', { name: /Send letter/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: `Send letter: ${TITLE}` }));
    const form = within(await screen.findByRole('form', { name: 'Send engagement letter' }));

    // Nothing chosen: the shared rule names the field.
    await userEvent.click(await form.findByRole('button', { name: 'Send letter' }));
    expect(await form.findByText('Choose a template from the list')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(await form.findByLabelText('Template'), 'Tax return engagement letter');
    const letter = await form.findByRole('region', { name: 'The letter as the client will read it' });
    expect(letter).toHaveTextContent('Dear Sipho Dlamini,');
    expect(within(letter).getByRole('heading', { name: 'Tax return' })).toBeInTheDocument();
    expect(previews.asked).toEqual([{ input: { engagementId: 'engagement-1', templateId: 'template-1' } }]);

    await userEvent.click(form.getByRole('button', { name: 'Send letter' }));
    expect(await screen.findByText('Letter sent')).toBeInTheDocument();
    expect(screen.getByText('"Tax return engagement letter" was sent to Sipho Dlamini to sign.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { engagementId: 'engagement-1', templateId: 'template-1' } }]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Send engagement letter' })).not.toBeInTheDocument());
    expect(shown).toHaveTextContent('Letter waiting for signature');
    expect(within(shown).getByRole('link', { name: 'Open the letter' })).toHaveAttribute('href', '/portal/letters/letter-7');
    expect(within(shown).queryByRole('button', { name: /Send letter/ })).not.toBeInTheDocument();
  });

  it('names each merge field the engagement has no value for, and keeps the dialog filled when sending is refused', async () => {
    server.use(
      engagementsAre([engagementCard()]).handler,
      templatesAre([letterTemplate(), bookkeepingTemplate()]).handler,
      previewsAre().handler,
      graphql.mutation('SendEngagementLetter', () =>
        graphqlError(
          '"Tax return engagement letter", sent on 20 November 2026, is still waiting for the client’s signature: withdraw it before sending another letter for this engagement',
          { code: 'CONFLICT' },
        ),
      ),
    );
    renderEngagements(advisor());
    await userEvent.click(within(await card()).getByRole('button', { name: `Send letter: ${TITLE}` }));
    const form = within(await screen.findByRole('form', { name: 'Send engagement letter' }));
    const template = await form.findByLabelText('Template');
    await waitFor(() => expect(template).toBeEnabled());

    await userEvent.selectOptions(template, 'Monthly bookkeeping engagement letter');
    const problem = await form.findByRole('alert');
    expect(problem).toHaveTextContent('This letter cannot be sent:');
    expect(
      within(problem)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['company.name has no value for this client', 'company.registrationNumber has no value for this client']);
    expect(form.getByRole('button', { name: 'Send letter' })).toBeDisabled();

    await userEvent.selectOptions(template, 'Tax return engagement letter');
    await form.findByRole('region', { name: 'The letter as the client will read it' });
    await userEvent.click(form.getByRole('button', { name: 'Send letter' }));
    expect(await form.findByRole('alert')).toHaveTextContent('is still waiting for the client’s signature: withdraw it');
    expect(form.getByLabelText('Template')).toHaveDisplayValue('Tax return engagement letter');
    expect(form.getByRole('region', { name: 'The letter as the client will read it' })).toHaveTextContent('Dear Sipho Dlamini,');
  });
});
