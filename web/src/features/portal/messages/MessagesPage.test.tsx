import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type { MarkMessageReadMutation, MarkMessageReadMutationVariables, MessagesQueryVariables } from '../../../graphql/generated';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { connection, demoMailbox, mailboxFrom, messageCard, recipientsAre, staffRecipients } from './messages-test-kit';

const renderMessages = () => renderPortalAs(sessionUser({ id: 'client-1' }), '/portal/messages');
const sectionNamed = (name: string | RegExp) => screen.getByRole('region', { name });
const cardOf = (subject: string) => screen.getByRole('article', { name: subject });
const titlesIn = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** Answers MarkMessageRead with the message turned read, recording the ids. */
function markReadAnswers(read: string[] = []) {
  return graphql.mutation<MarkMessageReadMutation, MarkMessageReadMutationVariables>('MarkMessageRead', ({ variables }) => {
    read.push(variables.id);
    const message = demoMailbox().find((candidate) => candidate.id === variables.id)!;
    return HttpResponse.json({ data: { markMessageRead: { ...message, isRead: true, readAt: '2026-02-25T09:00:00.000Z' } } });
  });
}

describe('the messages page', () => {
  it('shows the title and the loading text, then No messages found', async () => {
    const answer = gate();
    server.use(
      graphql.query('Messages', async () => {
        await answer.opened;
        return HttpResponse.json({ data: connection([]) });
      }),
    );
    renderMessages();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('Loading messages…')).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(screen.getByText('Send your first message with New Message.')).toBeInTheDocument();
  });

  it('is linked from the sidebar, just before Notifications', async () => {
    server.use(mailboxFrom(() => []).handler);
    renderMessages();
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Messages')).toBe(links.indexOf('Notifications') - 1);
    expect(within(sidebar).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/portal/messages');
  });

  it('sorts received messages into Unread (with the count) and Read, and sent ones under Sent', async () => {
    server.use(mailboxFrom(demoMailbox).handler);
    renderMessages();
    const unread = await screen.findByRole('region', { name: 'Unread Messages (2)' });
    expect(titlesIn(unread)).toEqual(['VAT201 submitted', 'Re: Information needed for your 2025 financial statements']);
    expect(titlesIn(sectionNamed('Read Messages'))).toEqual(['Information needed for your 2025 financial statements']);
    expect(titlesIn(sectionNamed('Sent Messages'))).toEqual(['Fleet review on hold']);
    // The SPEC's two sections come first, Sent after them.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Unread Messages (2)', 'Read Messages', 'Sent Messages']);
  });

  it('shows on a card the subject, date and time, badges, the other party, content and attachments', async () => {
    server.use(mailboxFrom(demoMailbox).handler);
    renderMessages();
    const vat = await screen.findByRole('article', { name: 'VAT201 submitted' });
    expect(within(vat).getByText('24 Feb 2026, 10:15')).toBeInTheDocument();
    expect(within(vat).getByText('Unread')).toBeInTheDocument();
    expect(within(vat).queryByText('Reply', { selector: 'span' })).not.toBeInTheDocument();
    expect(vat).toHaveTextContent('From: Lerato Mokoena');
    expect(vat).toHaveTextContent('Your VAT201 return has been submitted on eFiling.');
    expect(within(vat).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(within(vat).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();

    const reply = cardOf('Re: Information needed for your 2025 financial statements');
    expect(within(reply).getByText('Reply', { selector: 'span' })).toBeInTheDocument();

    const withFiles = cardOf('Information needed for your 2025 financial statements');
    expect(within(withFiles).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(withFiles).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    const files = within(withFiles).getByRole('list', { name: '2 attachments' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AFS Information Checklist 2025.pdf (47.08 KB)', 'Fixed Asset Additions Template.xlsx (18.5 KB)']);
    // Each file downloads from the message (the server checks who asks).
    expect(within(files).getByRole('link', { name: 'AFS Information Checklist 2025.pdf' })).toHaveAttribute(
      'href',
      '/api/messages/message-3/attachments/attachment-1',
    );
    expect(within(files).getByRole('link', { name: 'Fixed Asset Additions Template.xlsx' })).toHaveAttribute(
      'href',
      '/api/messages/message-3/attachments/attachment-2',
    );

    const sent = cardOf('Fleet review on hold');
    expect(sent).toHaveTextContent('To: Lerato Mokoena');
    expect(within(sent).queryByRole('list', { name: /attachment/ })).not.toBeInTheDocument();
    expect(within(sent).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('searches subject and content on the server, and says No messages found when nothing matches', async () => {
    const { handler, requests } = mailboxFrom(demoMailbox);
    server.use(handler);
    renderMessages();
    await screen.findByRole('article', { name: 'VAT201 submitted' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'logbooks');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'VAT201 submitted' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Fleet review on hold']);
    expect(requests.filter((variables) => variables.search === 'logbooks')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Unread Messages (0)' })).toHaveTextContent('No unread messages match your search.');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms.')).toBeInTheDocument();
  });

  it('opening an unread message reads it: it moves to Read and the count drops, with no list fetched again', async () => {
    const { handler, requests } = mailboxFrom(demoMailbox);
    const read: string[] = [];
    server.use(handler, markReadAnswers(read));
    renderMessages();
    const card = await screen.findByRole('article', { name: 'VAT201 submitted' });
    const listRequests = requests.length;
    await userEvent.click(within(card).getByRole('button', { name: 'VAT201 submitted' }));
    expect(await screen.findByRole('region', { name: 'Unread Messages (1)' })).toBeInTheDocument();
    expect(read).toEqual(['message-1']);
    const moved = within(sectionNamed('Read Messages')).getByRole('article', { name: 'VAT201 submitted' });
    expect(within(moved).queryByText('Unread')).not.toBeInTheDocument();
    // Still open where it landed, and the keyboard focus followed it.
    const toggle = within(moved).getByRole('button', { name: 'VAT201 submitted' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(requests).toHaveLength(listRequests);

    // Closing and opening it again asks nothing more.
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(read).toEqual(['message-1']);
  });

  it('marks a message read with its button, and says so', async () => {
    const read: string[] = [];
    server.use(mailboxFrom(demoMailbox).handler, markReadAnswers(read));
    renderMessages();
    const card = await screen.findByRole('article', { name: 'Re: Information needed for your 2025 financial statements' });
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Message marked as read')).toBeInTheDocument();
    expect(read).toEqual(['message-2']);
    expect(await screen.findByRole('region', { name: 'Unread Messages (1)' })).toBeInTheDocument();
    expect(titlesIn(sectionNamed('Read Messages'))).toContain('Re: Information needed for your 2025 financial statements');
  });

  it('says so when marking read fails, and the message stays unread', async () => {
    server.use(
      mailboxFrom(demoMailbox).handler,
      graphql.mutation('MarkMessageRead', () => graphqlError('Forbidden', { code: 'FORBIDDEN' })),
    );
    renderMessages();
    const card = await screen.findByRole('article', { name: 'VAT201 submitted' });
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Failed to mark message as read')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unread Messages (2)' })).toBeInTheDocument();
    expect(within(cardOf('VAT201 submitted')).getByText('Unread')).toBeInTheDocument();
  });

  it('loads more of a section, appended after what is shown', async () => {
    const requests: MessagesQueryVariables[] = [];
    const older = messageCard({
      id: 'message-9',
      subject: 'Older news',
      direction: 'SENT',
      createdAt: '2026-01-01T08:00:00.000Z',
      sender: null,
    });
    server.use(
      graphql.query('Messages', ({ variables }) => {
        requests.push(variables);
        if (variables.direction !== 'SENT') return HttpResponse.json({ data: connection([]) });
        if (variables.after) return HttpResponse.json({ data: connection([older], { totalCount: 2 }) });
        return HttpResponse.json({ data: connection([demoMailbox()[3]], { hasNextPage: true, endCursor: 'cursor-1', totalCount: 2 }) });
      }),
    );
    renderMessages();
    const sent = await screen.findByRole('region', { name: 'Sent Messages' });
    await userEvent.click(within(sent).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titlesIn(sectionNamed('Sent Messages'))).toEqual(['Fleet review on hold', 'Older news']));
    expect(requests.at(-1)).toMatchObject({ direction: 'SENT', after: 'cursor-1' });
    expect(within(sectionNamed('Sent Messages')).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the failure state with Try again, which asks again', async () => {
    let fail = true;
    server.use(
      graphql.query('Messages', ({ variables }) =>
        fail
          ? graphqlError('Boom')
          : HttpResponse.json({
              data: connection(demoMailbox().filter((m) => !variables.direction || m.direction === variables.direction)),
            }),
      ),
    );
    renderMessages();
    const alert = await screen.findByRole('alert', { name: '' });
    expect(alert).toHaveTextContent('Failed to fetch messages.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Sent Messages' })).toBeInTheDocument();
  });
});

describe('recipient suggestions', () => {
  it('offers the people the viewer may write to, by e-mail with name and role', async () => {
    server.use(mailboxFrom(demoMailbox).handler, recipientsAre(staffRecipients));
    renderMessages();
    await userEvent.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Message' });
    const recipient = within(dialog).getByLabelText('Recipient');
    const suggestions = document.getElementById(recipient.getAttribute('list')!)!;
    await waitFor(() => expect(suggestions.querySelectorAll('option')).toHaveLength(2));
    expect([...suggestions.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual([
      ['advisor@example.com', 'Lerato Mokoena (Advisor)'],
      ['admin@example.com', 'Pieter van der Merwe (Administrator)'],
    ]);
  });
});
