import { graphql, HttpResponse } from 'msw';
import type {
  ContactSubmissionCardFragment,
  ContactSubmissionCountsQuery,
  ContactSubmissionsQuery,
  ContactSubmissionsQueryVariables,
} from '../../../graphql/generated';

export function submission(overrides: Partial<ContactSubmissionCardFragment> = {}): ContactSubmissionCardFragment {
  return {
    __typename: 'ContactSubmission',
    id: 'submission-1',
    type: 'GET_IN_TOUCH',
    firstName: 'Lerato',
    lastName: 'Dlamini',
    email: 'lerato@example.co.za',
    phone: null,
    company: null,
    service: 'MANAGEMENT_CONSULTING',
    message: 'We need help with our VAT registration.',
    preferredDate: null,
    preferredTime: null,
    consentGivenAt: '2026-11-22T12:05:00.000Z',
    privacyNoticeVersion: '2026-11-23',
    createdAt: '2026-11-22T12:05:00.000Z',
    ...overrides,
  };
}

export const consultation = (overrides: Partial<ContactSubmissionCardFragment> = {}) =>
  submission({
    id: 'submission-2',
    type: 'SCHEDULED_CONSULTATION',
    firstName: 'Pieter',
    lastName: 'van Wyk',
    email: 'pieter@karoo-solar.co.za',
    phone: '+27 82 555 0199',
    company: 'Karoo Solar (Pty) Ltd',
    service: 'TAXATION',
    message: 'Provisional tax for our new solar business.',
    preferredDate: '2026-12-03T00:00:00.000Z',
    preferredTime: '10:00',
    createdAt: '2026-11-21T07:30:00.000Z',
    ...overrides,
  });

export function countsAre(counts: { total: number; getInTouch: number; consultations: number }) {
  return graphql.query<ContactSubmissionCountsQuery>('ContactSubmissionCounts', () =>
    HttpResponse.json({ data: { contactSubmissionCounts: { __typename: 'ContactSubmissionCounts', ...counts } } }),
  );
}

export function connection(
  nodes: ContactSubmissionCardFragment[],
  { hasNextPage = false, endCursor = null as string | null, totalCount = nodes.length } = {},
): ContactSubmissionsQuery {
  return {
    contactSubmissions: {
      __typename: 'ContactSubmissionConnection',
      totalCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
      nodes,
    },
  };
}

/** Answers ContactSubmissions from `answer(variables)` and records every request's variables. */
export function submissionsFrom(answer: (variables: ContactSubmissionsQueryVariables) => ContactSubmissionsQuery) {
  const requests: ContactSubmissionsQueryVariables[] = [];
  const handler = graphql.query<ContactSubmissionsQuery, ContactSubmissionsQueryVariables>('ContactSubmissions', ({ variables }) => {
    requests.push(variables);
    return HttpResponse.json({ data: answer(variables) });
  });
  return { handler, requests };
}

export const submissionsAre = (nodes: ContactSubmissionCardFragment[]) => submissionsFrom(() => connection(nodes)).handler;

/** The admin dashboard's queries, answered with nothing: for tests about something else. */
export const quietAdminDashboard = () => [countsAre({ total: 0, getInTouch: 0, consultations: 0 }), submissionsAre([])];
