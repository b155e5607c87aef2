import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { notificationPreferencesAre, server } from '../../../test/msw-server';
import { defaultNotificationPreferences } from '@validation/notification-preferences';
import { sessionUser } from '../../../test/fixtures';
import type {
  MarkNotificationReadMutation,
  MarkNotificationReadMutationVariables,
  NotificationCardFragment,
  NotificationsQuery,
  NotificationsQueryVariables,
  UpdateNotificationPreferencesMutation,
  UpdateNotificationPreferencesMutationVariables,
} from '../../../graphql/generated';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';

function notification(overrides: Partial<NotificationCardFragment> = {}): NotificationCardFragment {
  return {
    __typename: 'Notification',
    id: 'notification-1',
    type: 'SUCCESS',
    category: 'DOCUMENT',
    title: 'Document approved',
    content: '2025 ITR14 Tax Return.pdf was approved by Lerato Mokoena.',
    isRead: false,
    readAt: null,
    createdAt: '2026-02-24T08:15:00.000Z',
    actionUrl: '/portal/documents',
    ...overrides,
  };
}

const reminder = () =>
  notification({
    id: 'notification-2',
    type: 'WARNING',
    category: 'APPOINTMENT',
    title: 'Appointment tomorrow',
    content: 'Your VAT review meeting is at 10:00.',
    isRead: true,
    readAt: '2026-02-23T08:00:00.000Z',
    createdAt: '2026-02-22T08:00:00.000Z',
    actionUrl: null,
  });

const general = () =>
  notification({
    id: 'notification-3',
    type: 'INFO',
    category: null,
    title: 'Welcome',
    content: 'Hello there',
    actionUrl: null,
    isRead: true,
  });

function answer(nodes: NotificationCardFragment[]): NotificationsQuery {
  return {
    notifications: {
      __typename: 'NotificationConnection',
      totalCount: nodes.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      nodes,
    },
    unreadNotificationCount: nodes.filter((node) => !node.isRead).length,
  };
}

/** Answers Notifications, the unread-only request with only the unread ones, and records variables. */
function notificationsFrom(all: () => NotificationCardFragment[]) {
  const requests: NotificationsQueryVariables[] = [];
  const handler = graphql.query<NotificationsQuery, NotificationsQueryVariables>('Notifications', ({ variables }) => {
    requests.push(variables);
    const nodes = all();
    const unread = nodes.filter((node) => !node.isRead);
    return HttpResponse.json({ data: { ...answer(variables.unreadOnly ? unread : nodes), unreadNotificationCount: unread.length } });
  });
  return { handler, requests };
}

const renderNotifications = () => renderPortalAs(sessionUser(), '/portal/notifications', { landing: '/portal/documents' });
const cardOf = (title: string) => screen.getByRole('article', { name: title });

describe('the notifications page', () => {
  it('shows the header and the loading text, then the empty state', async () => {
    const opened = gate();
    server.use(
      graphql.query('Notifications', async () => {
        await opened.opened;
        return HttpResponse.json({ data: answer([]) });
      }),
    );
    renderNotifications();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('Loading notifications…')).toBeInTheDocument();
    opened.open();
    expect(await screen.findByText("You'll see notifications here when they arrive.")).toBeInTheDocument();
    expect(screen.getByText('0 unread')).toBeInTheDocument();
  });

  it('is linked from the sidebar, after Messages and before Profile', async () => {
    server.use(notificationsFrom(() => []).handler);
    renderNotifications();
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    const notifications = links.indexOf('Notifications');
    expect(links.slice(notifications - 1, notifications + 2)).toEqual(['Messages', 'Notifications', 'Profile']);
  });

  it('shows each card: type icon, category, title, content, date, View and Mark as read', async () => {
    server.use(notificationsFrom(() => [notification(), reminder(), general()]).handler);
    renderNotifications();
    const approved = await screen.findByRole('article', { name: 'Document approved' });
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(within(approved).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(within(approved).getByText('Document')).toBeInTheDocument();
    expect(approved).toHaveTextContent('2025 ITR14 Tax Return.pdf was approved by Lerato Mokoena.');
    expect(within(approved).getByText('24 Feb 2026, 10:15')).toBeInTheDocument();
    expect(within(approved).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/portal/documents');
    expect(within(approved).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();

    const read = cardOf('Appointment tomorrow');
    expect(within(read).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    expect(within(read).getByText('Appointment')).toBeInTheDocument();
    expect(within(read).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();

    const other = cardOf('Welcome');
    expect(within(other).getByRole('img', { name: 'Information' })).toBeInTheDocument();
    expect(within(other).getByText('General')).toBeInTheDocument();
  });

  it('follows the View link inside the portal', async () => {
    server.use(notificationsFrom(() => [notification()]).handler);
    renderNotifications();
    const card = await screen.findByRole('article', { name: 'Document approved' });
    await userEvent.click(within(card).getByRole('link', { name: 'View' }));
    expect(await screen.findByText('Landed on /portal/documents')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/documents');
  });

  it('asks the server for unread ones only when the toggle is on, with its own empty state', async () => {
    const { handler, requests } = notificationsFrom(() => [reminder()]);
    server.use(handler);
    renderNotifications();
    await screen.findByRole('article', { name: 'Appointment tomorrow' });
    expect(requests.at(-1)?.unreadOnly).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'Show unread only' }));
    expect(await screen.findByText("You're all caught up! No unread notifications.")).toBeInTheDocument();
    expect(requests.at(-1)?.unreadOnly).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Show unread only' }));
    expect(await screen.findByRole('article', { name: 'Appointment tomorrow' })).toBeInTheDocument();
  });

  it('marks a notification read: toast, the card updates and the count drops', async () => {
    const marks: MarkNotificationReadMutationVariables[] = [];
    server.use(
      notificationsFrom(() => [notification(), reminder()]).handler,
      graphql.mutation<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>('MarkNotificationRead', ({ variables }) => {
        marks.push(variables);
        return HttpResponse.json({
          data: { markNotificationRead: notification({ isRead: true, readAt: '2026-02-25T09:00:00.000Z' }) },
        });
      }),
    );
    renderNotifications();
    const card = await screen.findByRole('article', { name: 'Document approved' });
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Notification marked as read')).toBeInTheDocument();
    expect(marks).toEqual([{ id: 'notification-1' }]);
    await waitFor(() =>
      expect(within(cardOf('Document approved')).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('0 unread')).toBeInTheDocument();
  });

  it('toasts a failure to mark read and keeps the button', async () => {
    server.use(
      notificationsFrom(() => [notification()]).handler,
      graphql.mutation('MarkNotificationRead', () => graphqlError('Not found', { code: 'NOT_FOUND' })),
    );
    renderNotifications();
    const card = await screen.findByRole('article', { name: 'Document approved' });
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Failed to mark notification as read')).toBeInTheDocument();
    expect(within(cardOf('Document approved')).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
  });

  it('shows the failure state with Try again, which asks again', async () => {
    let fail = true;
    server.use(graphql.query('Notifications', () => (fail ? graphqlError('Boom') : HttpResponse.json({ data: answer([notification()]) }))));
    renderNotifications();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch notifications.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Document approved' })).toBeInTheDocument();
  });

  it('shows the saved e-mail preferences and saves a change for next time', async () => {
    let saved: UpdateNotificationPreferencesMutationVariables | undefined;
    server.use(
      notificationsFrom(() => []).handler,
      notificationPreferencesAre({ ...defaultNotificationPreferences, tasks: false }),
      graphql.mutation<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>(
        'UpdateNotificationPreferences',
        ({ variables }) => {
          saved = variables;
          return HttpResponse.json({
            data: { updateNotificationPreferences: { __typename: 'NotificationPreferences', ...variables.input } },
          });
        },
      ),
    );
    renderNotifications();
    const panel = await screen.findByRole('region', { name: 'Notification Settings' });
    await waitFor(() => expect(within(panel).getByRole('switch', { name: 'Task Updates' })).toBeEnabled());
    expect(within(panel).getByRole('switch', { name: 'Task Updates' })).not.toBeChecked();
    for (const name of ['Email notifications', 'Document Updates', 'Appointment Reminders', 'Messages']) {
      expect(within(panel).getByRole('switch', { name })).toBeChecked();
    }
    await userEvent.click(within(panel).getByRole('switch', { name: 'Messages' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(saved).toEqual({ input: { ...defaultNotificationPreferences, tasks: false, messages: false } });
    expect(within(panel).getByRole('switch', { name: 'Messages' })).not.toBeChecked();
  });

  it('keeps the switches as set when saving fails, and says so', async () => {
    server.use(
      notificationsFrom(() => []).handler,
      graphql.mutation('UpdateNotificationPreferences', () => graphqlError('Service unavailable', { code: 'SERVICE_UNAVAILABLE' })),
    );
    renderNotifications();
    const panel = await screen.findByRole('region', { name: 'Notification Settings' });
    await waitFor(() => expect(within(panel).getByRole('switch', { name: 'Messages' })).toBeEnabled());
    await userEvent.click(within(panel).getByRole('switch', { name: 'Messages' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(/Failed to save preferences/)).toBeInTheDocument();
    expect(within(panel).getByRole('switch', { name: 'Messages' })).not.toBeChecked();
  });
});
