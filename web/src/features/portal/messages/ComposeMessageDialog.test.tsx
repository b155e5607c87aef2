import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type { SendMessageMutation, SendMessageMutationVariables } from '../../../graphql/generated';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { demoMailbox, lerato, mailboxFrom, messageCard, recipientsAre, sipho, staffRecipients } from './messages-test-kit';

const renderMessages = () => renderPortalAs(sessionUser({ id: 'client-1' }), '/portal/messages');

async function openNewMessage() {
  await userEvent.click(await screen.findByRole('button', { name: 'New Message' }));
  return screen.findByRole('dialog', { name: 'New Message' });
}

async function fill(dialog: HTMLElement, values: { recipient?: string; subject?: string; content?: string }) {
  if (values.recipient !== undefined) await userEvent.type(within(dialog).getByLabelText('Recipient'), values.recipient);
  if (values.subject !== undefined) await userEvent.type(within(dialog).getByLabelText('Subject'), values.subject);
  if (values.content !== undefined) await userEvent.type(within(dialog).getByLabelText('Message'), values.content);
}

/** The message the server answers sendMessage with, as sent by the client. */
const sentAnswer = (variables: SendMessageMutationVariables) =>
  messageCard({
    id: 'message-new',
    subject: variables.input.subject,
    content: variables.input.content,
    createdAt: '2026-02-25T07:00:00.000Z',
    direction: 'SENT',
    parentMessageId: variables.input.parentMessageId ?? null,
    sender: sipho,
    recipient: lerato,
  });

describe('the compose dialog', () => {
  beforeEach(() => server.use(recipientsAre(staffRecipients)));

  it('requires recipient, subject and message, with the messages under the fields, and sends nothing', async () => {
    const sends: SendMessageMutationVariables[] = [];
    server.use(
      mailboxFrom(demoMailbox).handler,
      graphql.mutation<SendMessageMutation, SendMessageMutationVariables>('SendMessage', ({ variables }) => {
        sends.push(variables);
        return HttpResponse.json({ data: { sendMessage: sentAnswer(variables) } });
      }),
    );
    renderMessages();
    const dialog = await openNewMessage();
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute('rows', '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Recipient is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Recipient')).toHaveAccessibleDescription('Recipient is required');
    // The check re-runs as the field changes.
    await fill(dialog, { subject: 'Hello' });
    await waitFor(() => expect(within(dialog).queryByText('Subject is required')).not.toBeInTheDocument());
    expect(sends).toEqual([]);
  });

  it('sends: Sending... while pending, then the toast, the dialog closes, the form resets and the message is under Sent', async () => {
    const { handler, requests } = mailboxFrom(demoMailbox);
    const sends: SendMessageMutationVariables[] = [];
    const answer = gate();
    server.use(
      handler,
      graphql.mutation<SendMessageMutation, SendMessageMutationVariables>('SendMessage', async ({ variables }) => {
        sends.push(variables);
        await answer.opened;
        return HttpResponse.json({ data: { sendMessage: sentAnswer(variables) } });
      }),
    );
    renderMessages();
    const dialog = await openNewMessage();
    const listRequests = requests.length;
    await fill(dialog, { recipient: 'advisor@example.com', subject: 'VAT on the new bakkie', content: 'Can we claim it?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sends).toEqual([
      {
        input: { recipientId: 'advisor@example.com', subject: 'VAT on the new bakkie', content: 'Can we claim it?', parentMessageId: null },
      },
    ]);
    const sent = screen.getByRole('region', { name: 'Sent Messages' });
    const titles = within(sent)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(['VAT on the new bakkie', 'Fleet review on hold']);
    expect(requests).toHaveLength(listRequests);

    const again = await openNewMessage();
    expect(within(again).getByLabelText('Recipient')).toHaveValue('');
    expect(within(again).getByLabelText('Subject')).toHaveValue('');
    expect(within(again).getByLabelText('Message')).toHaveValue('');
  });

  it('keeps the form filled on failure, says Failed to send message and shows the server’s field message', async () => {
    server.use(
      mailboxFrom(demoMailbox).handler,
      graphql.mutation('SendMessage', () =>
        graphqlError('Recipient not found', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'recipientId', message: 'Recipient not found' }],
        }),
      ),
    );
    renderMessages();
    const dialog = await openNewMessage();
    await fill(dialog, { recipient: 'client2@example.com', subject: 'Hello', content: 'Hi there' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(within(dialog).getByText('Recipient not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Message' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Recipient')).toHaveValue('client2@example.com');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Hello');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Hi there');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says our records cannot be reached when the api answers 503, and keeps the draft', async () => {
    server.use(
      mailboxFrom(demoMailbox).handler,
      graphql.mutation('SendMessage', () =>
        HttpResponse.json(
          {
            data: null,
            errors: [
              { message: 'The service is briefly unavailable. Please try again shortly.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
            ],
          },
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
      ),
    );
    renderMessages();
    const dialog = await openNewMessage();
    await fill(dialog, { recipient: 'advisor-1', subject: 'Year-end', content: 'My IRP5 is attached.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We can't reach our records right now. Please try again in a minute.",
    );
    expect(screen.getByText('Failed to send message')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Recipient')).toHaveValue('advisor-1');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Year-end');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('My IRP5 is attached.');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says Failed to send message when the network fails, and keeps what was typed', async () => {
    server.use(
      mailboxFrom(demoMailbox).handler,
      graphql.mutation('SendMessage', () => HttpResponse.error()),
    );
    renderMessages();
    const dialog = await openNewMessage();
    await fill(dialog, { recipient: 'advisor-1', subject: 'Hello', content: 'Hi there' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Recipient')).toHaveValue('advisor-1');
  });

  it('prefills a reply with "Re: " once and the other party as recipient, and sends the parent', async () => {
    const sends: SendMessageMutationVariables[] = [];
    server.use(
      mailboxFrom(demoMailbox).handler,
      graphql.mutation<SendMessageMutation, SendMessageMutationVariables>('SendMessage', ({ variables }) => {
        sends.push(variables);
        return HttpResponse.json({ data: { sendMessage: sentAnswer(variables) } });
      }),
    );
    renderMessages();
    const already = await screen.findByRole('article', { name: 'Re: Information needed for your 2025 financial statements' });
    await userEvent.click(within(already).getByRole('button', { name: 'Reply' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reply' });
    expect(dialog).toHaveTextContent('Your reply to Lerato Mokoena.');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Re: Information needed for your 2025 financial statements');
    expect(within(dialog).getByLabelText('Recipient')).toHaveValue('advisor@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A message the viewer sent is answered to its recipient.
    await userEvent.click(within(screen.getByRole('article', { name: 'Fleet review on hold' })).getByRole('button', { name: 'Reply' }));
    dialog = await screen.findByRole('dialog', { name: 'Reply' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Re: Fleet review on hold');
    expect(within(dialog).getByLabelText('Recipient')).toHaveValue('advisor@example.com');
    await fill(dialog, { content: 'He starts on Monday.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(sends).toEqual([
      {
        input: {
          recipientId: 'advisor@example.com',
          subject: 'Re: Fleet review on hold',
          content: 'He starts on Monday.',
          parentMessageId: 'message-4',
        },
      },
    ]);
    const reply = within(screen.getByRole('region', { name: 'Sent Messages' })).getByRole('article', { name: 'Re: Fleet review on hold' });
    expect(within(reply).getByText('Reply', { selector: 'span' })).toBeInTheDocument();
  });
});
