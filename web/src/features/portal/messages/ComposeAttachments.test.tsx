import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type { SendMessageMutation, SendMessageMutationVariables } from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import {
  attachmentRulesAre,
  demoMailbox,
  lerato,
  mailboxFrom,
  messageCard,
  recipientsAre,
  sipho,
  staffRecipients,
} from './messages-test-kit';

// jsdom's File is not a Blob to the FormData the test environment takes from Node (as it is in
// a browser), so the files here are Node's.
const file = (name: string, size = 24, type = 'application/pdf') =>
  new NodeFile(['%PDF-1.4 '.padEnd(size, ' ')], name, { type }) as unknown as File;

// Files of any type reach the picker, as a user choosing "All files" can; its own check refuses them.
const user = () => userEvent.setup({ applyAccept: false });

interface SeenSend {
  variables: SendMessageMutationVariables;
  files: File[];
  preflight: string | null;
}

/** Answers SendMessage with `answer`, recording what the request carried. */
function sendAnswers(answer: (variables: SendMessageMutationVariables) => Response) {
  const seen: SeenSend[] = [];
  const handler = graphql.mutation<SendMessageMutation, SendMessageMutationVariables>('SendMessage', ({ variables, request }) => {
    const attachments = (Array.isArray(variables.attachments) ? variables.attachments : []) as File[];
    seen.push({ variables, files: attachments, preflight: request.headers.get('apollo-require-preflight') });
    return answer(variables);
  });
  return { handler, seen };
}

const sentWithFiles = (variables: SendMessageMutationVariables) =>
  HttpResponse.json({
    data: {
      sendMessage: messageCard({
        id: 'message-new',
        subject: variables.input.subject,
        content: variables.input.content,
        createdAt: '2026-02-25T07:00:00.000Z',
        direction: 'SENT',
        sender: sipho,
        recipient: lerato,
        attachments: ((variables.attachments ?? []) as File[]).map((sent, index) => ({
          __typename: 'MessageAttachment' as const,
          id: `attachment-new-${index}`,
          name: sent.name,
          size: sent.size,
          mimeType: 'application/pdf',
          downloadUrl: `/api/messages/message-new/attachments/attachment-new-${index}`,
        })),
      }),
    },
  });

async function openNewMessage() {
  await userEvent.click(await screen.findByRole('button', { name: 'New Message' }));
  return screen.findByRole('dialog', { name: 'New Message' });
}

async function fill(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Recipient'), 'advisor@example.com');
  await userEvent.type(within(dialog).getByLabelText('Subject'), 'Bank statements');
  await userEvent.type(within(dialog).getByLabelText('Message'), 'All three months attached.');
}

const chosenNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: /attached$/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('files in the compose dialog', () => {
  beforeEach(() => server.use(recipientsAre(staffRecipients), mailboxFrom(demoMailbox).handler));

  it('lists the chosen files with their sizes, removes one with its Remove button and returns focus to the picker', async () => {
    renderPortalAs(sessionUser({ id: 'client-1' }), '/portal/messages');
    const dialog = await openNewMessage();
    const picker = within(dialog).getByLabelText('Attach files');
    expect(picker).toHaveAccessibleDescription('Up to 5 PDF, Word or Excel files, 25 MB together');
    await user().upload(picker, [file('January.pdf', 2048), file('February.xlsx', 1536)]);
    expect(chosenNames(dialog)).toEqual(['January.pdf2 KBRemove', 'February.xlsx1.5 KBRemove']);
    expect(within(dialog).getByRole('list', { name: '2 files attached' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove January.pdf' }));
    expect(chosenNames(dialog)).toEqual(['February.xlsx1.5 KBRemove']);
    expect(picker).toHaveFocus();
  });

  it('refuses in the browser a file of another type, a sixth file and files over the limit together, naming the file', async () => {
    server.use(attachmentRulesAre({ maxTotalBytes: Math.floor(0.01 * 1024 * 1024) }));
    renderPortalAs(sessionUser({ id: 'client-1' }), '/portal/messages');
    const dialog = await openNewMessage();
    const picker = within(dialog).getByLabelText('Attach files');
    await waitFor(() => expect(picker).toHaveAccessibleDescription('Up to 5 PDF, Word or Excel files, 0.01 MB together'));

    await user().upload(picker, [file('Payslip.pdf'), file('notes.txt', 24, 'text/plain')]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'notes.txt: Only PDF, Word and Excel files (.pdf, .doc, .docx, .xls, .xlsx) are accepted',
    );
    expect(picker).toHaveAccessibleDescription(/^notes\.txt: Only PDF/);
    expect(chosenNames(dialog)).toEqual(['Payslip.pdf24 BytesRemove']);

    await user().upload(picker, [file('Big scan.pdf', 10_000), file('Another.pdf', 1000)]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Another.pdf would make this message's attachments larger than the 0.01 MB limit together",
    );
    expect(chosenNames(dialog)).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Big scan.pdf' }));
    await user().upload(
      picker,
      [1, 2, 3, 4, 5].map((page) => file(`Page ${page}.pdf`)),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Attach at most 5 files to one message');
    expect(chosenNames(dialog)).toHaveLength(5);
  });

  it('sends the files with the message as a multipart request and shows them on the sent card as download links', async () => {
    const { handler, seen } = sendAnswers(sentWithFiles);
    server.use(handler);
    renderPortalAs(sessionUser({ id: 'client-1' }), '/portal/messages');
    const dialog = await openNewMessage();
    await fill(dialog);
    await user().upload(within(dialog).getByLabelText('Attach files'), [file('January.pdf', 100), file('February.pdf', 200)]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toHaveLength(1);
    expect(seen[0].preflight).toBe('true');
    expect(seen[0].variables.input).toEqual({
      recipientId: 'advisor@example.com',
      subject: 'Bank statements',
      content: 'All three months attached.',
      parentMessageId: null,
    });
    expect(seen[0].files.map((sent) => [sent.name, sent.size])).toEqual([
      ['January.pdf', 100],
      ['February.pdf', 200],
    ]);

    const card = within(screen.getByRole('region', { name: 'Sent Messages' })).getByRole('article', { name: 'Bank statements' });
    expect(within(card).getByRole('link', { name: 'January.pdf' })).toHaveAttribute(
      'href',
      '/api/messages/message-new/attachments/attachment-new-0',
    );
    expect(within(card).getByRole('link', { name: 'February.pdf' })).toBeInTheDocument();

    // The next message starts without files.
    const again = await openNewMessage();
    expect(within(again).queryByRole('list', { name: /attached$/ })).not.toBeInTheDocument();
  });

  it('keeps what was typed and chosen when the server refuses a file, and says why beside the files', async () => {
    const { handler, seen } = sendAnswers(() =>
      graphqlError('February.pdf: Only PDF, Word and Excel files (.pdf, .doc, .docx, .xls, .xlsx) are accepted', {
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    );
    server.use(handler);
    renderPortalAs(sessionUser({ id: 'client-1' }), '/portal/messages');
    const dialog = await openNewMessage();
    await fill(dialog);
    await user().upload(within(dialog).getByLabelText('Attach files'), [file('January.pdf'), file('February.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^February\.pdf: Only PDF, Word and Excel files/);
    expect(within(dialog).getByLabelText('Recipient')).toHaveValue('advisor@example.com');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Bank statements');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('All three months attached.');
    expect(chosenNames(dialog)).toEqual(['January.pdf24 BytesRemove', 'February.pdf24 BytesRemove']);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('puts a field error of the server under its field when files were sent', async () => {
    const { handler } = sendAnswers(() =>
      graphqlError('Recipient not found', {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ path: 'recipientId', message: 'Recipient not found' }],
      }),
    );
    server.use(handler);
    renderPortalAs(sessionUser({ id: 'client-1' }), '/portal/messages');
    const dialog = await openNewMessage();
    await fill(dialog);
    await user().upload(within(dialog).getByLabelText('Attach files'), [file('January.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Recipient')).toHaveAccessibleDescription('Recipient not found');
    expect(chosenNames(dialog)).toEqual(['January.pdf24 BytesRemove']);
  });
});
