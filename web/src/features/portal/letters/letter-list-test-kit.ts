import { graphql, HttpResponse } from 'msw';
import type {
  LetterListQuery,
  LetterListQueryVariables,
  LetterMergeFieldsQuery,
  LetterRowFragment,
  LetterTemplateFieldsFragment,
  LetterTemplatesQuery,
} from '../../../graphql/generated';

// Letters, templates and merge fields as the API answers them, for the letters page, the
// engagement card's "Send letter" and the admin panel's Letter templates.

export const clientPerson = {
  __typename: 'User' as const,
  id: 'client-1',
  firstName: 'Sipho',
  lastName: 'Dlamini',
  email: 'sipho@example.com',
};
export const advisorPerson = {
  __typename: 'User' as const,
  id: 'advisor-1',
  firstName: 'Lerato',
  lastName: 'Mokoena',
  email: 'lerato@example.com',
};

export function letterRow(overrides: Partial<LetterRowFragment> = {}): LetterRowFragment {
  return {
    __typename: 'EngagementLetter',
    id: 'letter-1',
    title: 'Tax return engagement letter',
    status: 'SENT',
    sentAt: '2026-11-20T08:00:00.000Z',
    viewedAt: null,
    signedAt: null,
    declinedAt: null,
    withdrawnAt: null,
    engagement: { __typename: 'Engagement', id: 'engagement-1', title: '2025 Annual Financial Statements & ITR14' },
    client: clientPerson,
    sentBy: advisorPerson,
    signedDocument: null,
    declineReason: null,
    withdrawalReason: null,
    ...overrides,
  };
}

export const signedLetter = () =>
  letterRow({
    id: 'letter-2',
    title: 'Monthly bookkeeping engagement letter',
    status: 'SIGNED',
    sentAt: '2026-10-01T08:00:00.000Z',
    viewedAt: '2026-10-01T09:00:00.000Z',
    signedAt: '2026-10-02T10:30:00.000Z',
    engagement: { __typename: 'Engagement', id: 'engagement-2', title: 'Monthly bookkeeping' },
    signedDocument: { __typename: 'Document', id: 'document-9', originalName: 'Monthly bookkeeping engagement letter (signed).pdf' },
  });

export const declinedLetter = () =>
  letterRow({
    id: 'letter-3',
    title: 'Fleet review engagement letter',
    status: 'DECLINED',
    sentAt: '2026-09-01T08:00:00.000Z',
    viewedAt: '2026-09-02T08:00:00.000Z',
    declinedAt: '2026-09-03T12:00:00.000Z',
    declineReason: 'The fee is higher than we agreed on the phone.',
    engagement: { __typename: 'Engagement', id: 'engagement-3', title: 'Fleet Cost & Cash-Flow Review' },
  });

export const letterConnection = (
  nodes: LetterRowFragment[],
  endCursor: string | null,
  total = nodes.length,
): LetterListQuery['engagementLetters'] => ({
  __typename: 'EngagementLetterConnection',
  nodes,
  pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
  totalCount: total,
});

/**
 * Answers LetterList from `letters` as the server would: filtered by status or by "outstanding",
 * in pages of `first` (the cursor is the index of the next letter). Records each request's variables.
 */
export function lettersAre(letters: LetterRowFragment[]) {
  const state = { letters };
  const requests: LetterListQueryVariables[] = [];
  const handler = graphql.query<LetterListQuery, LetterListQueryVariables>('LetterList', ({ variables }) => {
    requests.push(variables);
    const { filter } = variables;
    const matching = state.letters.filter(
      (letter) =>
        (!filter?.status || letter.status === filter.status) &&
        (filter?.outstanding == null || (letter.status === 'SENT' || letter.status === 'VIEWED') === filter.outstanding),
    );
    const start = variables.after ? Number(variables.after) : 0;
    const end = start + (variables.first ?? 20);
    const next = end < matching.length ? String(end) : null;
    return HttpResponse.json({ data: { engagementLetters: letterConnection(matching.slice(start, end), next, matching.length) } });
  });
  return { handler, requests, state };
}

export function letterTemplate(overrides: Partial<LetterTemplateFieldsFragment> = {}): LetterTemplateFieldsFragment {
  return {
    __typename: 'LetterTemplate',
    id: 'template-1',
    title: 'Tax return engagement letter',
    body: '# Tax return\n\nDear {{client.fullName}},\n\nWe will file your ITR12 on eFiling.',
    updatedAt: '2026-11-01T08:00:00.000Z',
    feeSchedule: null,
    ...overrides,
  };
}

export const bookkeepingTemplate = () =>
  letterTemplate({
    id: 'template-2',
    title: 'Monthly bookkeeping engagement letter',
    body: 'Dear {{client.firstName}}, for {{company.name}} ({{company.registrationNumber}}).',
    updatedAt: '2026-11-05T08:00:00.000Z',
  });

export function templatesAre(templates: LetterTemplateFieldsFragment[]) {
  const state = { templates };
  const handler = graphql.query<LetterTemplatesQuery>('LetterTemplates', () =>
    HttpResponse.json({ data: { letterTemplates: state.templates } }),
  );
  return { handler, state };
}

export const mergeFieldsAre = () =>
  graphql.query<LetterMergeFieldsQuery>('LetterMergeFields', () =>
    HttpResponse.json({
      data: {
        letterMergeFields: [
          { __typename: 'LetterMergeField', name: 'client.fullName', description: 'The client’s first and last name' },
          { __typename: 'LetterMergeField', name: 'engagement.fee', description: 'The engagement’s total fee, such as R 12 500.00' },
          { __typename: 'LetterMergeField', name: 'today', description: 'The day the letter is sent, such as 26 November 2026 (SAST)' },
        ],
      },
    }),
  );
