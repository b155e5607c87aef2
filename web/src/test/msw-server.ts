import { setupServer } from 'msw/node';
import { graphql, http, HttpResponse } from 'msw';
import type {
  MyDataSummaryQuery,
  MyErasureRequestQuery,
  NotificationPreferencesQuery,
  SidebarCountsQuery,
  TwoStepStatusQuery,
  WaitingForYouQuery,
  YourReturnsQuery,
} from '../graphql/generated';
import { defaultNotificationPreferences, type NotificationPreferences } from '@validation/notification-preferences';
import { summary, summaryIs } from '../features/portal/dashboard/dashboard-test-kit';
import { attachmentRulesAre } from '../features/portal/messages/messages-test-kit';

/** The sidebar's unread badges: none, unless a test says otherwise. */
export const sidebarCountsAre = (counts: Omit<SidebarCountsQuery, '__typename'>) =>
  graphql.query<SidebarCountsQuery>('SidebarCounts', () => HttpResponse.json({ data: counts }));

/** The notification e-mail preferences the notifications page loads: all on, unless a test says otherwise. */
export const notificationPreferencesAre = (preferences: NotificationPreferences) =>
  graphql.query<NotificationPreferencesQuery>('NotificationPreferences', () =>
    HttpResponse.json({ data: { notificationPreferences: { __typename: 'NotificationPreferences', ...preferences } } }),
  );

/** The client dashboard's "Waiting for you": nothing asked, no letter to sign and no organizer to fill in, unless a test says otherwise. */
export const waitingForYouIs = (
  requests: WaitingForYouQuery['documentRequests'],
  letters: WaitingForYouQuery['engagementLetters']['nodes'] = [],
  organizers: WaitingForYouQuery['organizers']['nodes'] = [],
) =>
  graphql.query<WaitingForYouQuery>('WaitingForYou', () =>
    HttpResponse.json({
      data: {
        documentRequests: requests,
        engagementLetters: { __typename: 'EngagementLetterConnection', nodes: letters },
        organizers: { __typename: 'OrganizerConnection', nodes: organizers },
      },
    }),
  );

/** The client dashboard's "Your returns": no open jobs, unless a test says otherwise. */
export const yourReturnsAre = (nodes: YourReturnsQuery['jobs']['nodes'], totalCount = nodes.length) =>
  graphql.query<YourReturnsQuery>('YourReturns', () =>
    HttpResponse.json({ data: { jobs: { __typename: 'JobConnection', totalCount, nodes } } }),
  );

/** The profile's Privacy tab: no erasure asked for, unless a test says otherwise. */
export const noErasureRequest = () =>
  graphql.query<MyErasureRequestQuery>('MyErasureRequest', () => HttpResponse.json({ data: { myErasureRequest: null } }));

/** The profile's Security tab: two-step sign-in not set up (nor required), unless a test says otherwise. */
export const twoStepNotSetUp = () =>
  graphql.query<TwoStepStatusQuery>('TwoStepStatus', () =>
    HttpResponse.json({
      data: { twoStepStatus: { __typename: 'TwoStepStatus', enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false } },
    }),
  );

/** The profile's Privacy tab, "Download my data": the profile alone and no files, unless a test says otherwise. */
export const myDataOfProfileOnly = () =>
  graphql.query<MyDataSummaryQuery>('MyDataSummary', () =>
    HttpResponse.json({
      data: {
        myDataSummary: {
          __typename: 'MyDataSummary',
          sections: [{ __typename: 'MyDataSection', key: 'profile', label: 'Profile and roles', file: 'profile.json', count: 1 }],
          fileCount: 0,
          fileBytes: 0,
          totalItems: 1,
          estimatedBytes: 1000,
        },
      },
    }),
  );

/**
 * The shared msw server; each test adds the handlers it needs with server.use(...). The standing
 * answers are the dashboard's summary and its client's returns (none), the sidebar's unread counts (all zero) and the notification
 * preferences (all on), the rules for message files, no erasure request, two-step sign-in not set up and a
 * profile-only data summary, because every portal test that shows them does not care about their values.
 */
/** The build's table of each portal page's files: absent, as under the dev server, unless a test says otherwise. */
export const noFirstScreenTable = () => http.get('*/portal-first-screen.json', () => new HttpResponse(null, { status: 404 }));

export const server = setupServer(
  noFirstScreenTable(),
  summaryIs(summary()),
  sidebarCountsAre({ unreadMessageCount: 0, unreadNotificationCount: 0 }),
  notificationPreferencesAre(defaultNotificationPreferences),
  waitingForYouIs([]),
  yourReturnsAre([]),
  attachmentRulesAre(),
  noErasureRequest(),
  twoStepNotSetUp(),
  myDataOfProfileOnly(),
);
