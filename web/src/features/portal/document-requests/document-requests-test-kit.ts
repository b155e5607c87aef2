import { graphql, HttpResponse } from 'msw';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import type {
  DocumentChecklistFieldsFragment,
  DocumentChecklistsQuery,
  DocumentRequestCardFragment,
  DocumentRequestClientsQuery,
  DocumentRequestsQuery,
  DocumentRequestsQueryVariables,
  DocumentPersonFragment,
  WaitingLetterFragment,
  WaitingOrganizerFragment,
} from '../../../graphql/generated';
import { lerato, sipho, ayesha } from '../documents/documents-test-kit';

export { lerato, sipho, ayesha };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A SAST calendar day some days from today (negative: past): overdue depends on the real clock. */
export const dayFromToday = (days: number) => todayInSouthAfrica(new Date(Date.now() + days * DAY_MS));

export function requestCard(overrides: Partial<DocumentRequestCardFragment> = {}): DocumentRequestCardFragment {
  return {
    __typename: 'DocumentRequest',
    id: 'request-1',
    title: 'Payroll summary and EMP501 reconciliation',
    category: 'FINANCIAL_STATEMENTS',
    note: 'The interim EMP501, please.',
    dueDate: dayFromToday(10),
    status: 'OPEN',
    isOverdue: false,
    createdAt: '2026-11-20T08:00:00.000Z',
    closedAt: null,
    client: sipho,
    requestedBy: lerato,
    document: null,
    ...overrides,
  };
}

/** A letter as "Waiting for you" lists it: the tax return letter Lerato sent, waiting for the signature. */
export function waitingLetter(overrides: Partial<WaitingLetterFragment> = {}): WaitingLetterFragment {
  return {
    __typename: 'EngagementLetter',
    id: 'letter-1',
    title: 'Tax return engagement letter',
    sentAt: '2026-11-20T07:30:00.000Z',
    engagement: { __typename: 'Engagement', id: 'engagement-1', title: '2026 ITR14 and annual financial statements' },
    sentBy: lerato,
    ...overrides,
  };
}

/** An organizer as "Waiting for you" lists it: the ITR12 Lerato sent, 7 of 23 answered, due in ten days. */
export function waitingOrganizer(overrides: Partial<WaitingOrganizerFragment> = {}): WaitingOrganizerFragment {
  return {
    __typename: 'Organizer',
    id: 'organizer-1',
    title: 'Individual income tax return (ITR12) organizer',
    status: 'IN_PROGRESS',
    dueDate: dayFromToday(10),
    isOverdue: false,
    progress: { __typename: 'OrganizerProgress', answered: 7, total: 23 },
    engagement: { __typename: 'Engagement', id: 'engagement-1', title: '2025 Annual Financial Statements & ITR14' },
    sentBy: lerato,
    ...overrides,
  };
}

export const overdueRegister = () =>
  requestCard({
    id: 'request-2',
    title: 'Fixed asset register',
    note: null,
    dueDate: dayFromToday(-4),
    isOverdue: true,
  });

export const uploadedStatements = () =>
  requestCard({
    id: 'request-3',
    title: 'Bank statements March to May',
    note: null,
    status: 'UPLOADED',
    document: { __typename: 'Document', id: 'document-9', originalName: 'Statements.pdf', status: 'PENDING', rejectionReason: null },
  });

export const annualFinancialsChecklist = (): DocumentChecklistFieldsFragment => ({
  __typename: 'DocumentChecklist',
  id: 'checklist-1',
  name: 'Annual financial statements',
  description: 'For the AFS.',
  items: [
    { __typename: 'DocumentChecklistItem', title: 'Bank statements for the full financial year', category: 'FINANCIAL_STATEMENTS' },
    { __typename: 'DocumentChecklistItem', title: 'Fixed asset register', category: 'FINANCIAL_STATEMENTS' },
  ],
});

/** Answers DocumentRequests, recording the variables of each ask. */
export function requestsFrom(answer: (variables: DocumentRequestsQueryVariables) => DocumentRequestCardFragment[]) {
  const requests: DocumentRequestsQueryVariables[] = [];
  const handler = graphql.query<DocumentRequestsQuery, DocumentRequestsQueryVariables>('DocumentRequests', ({ variables }) => {
    requests.push(variables);
    return HttpResponse.json({ data: { documentRequests: answer(variables) } });
  });
  return { handler, requests };
}

export const requestClientsAre = (clients: DocumentPersonFragment[]) =>
  graphql.query<DocumentRequestClientsQuery>('DocumentRequestClients', () =>
    HttpResponse.json({ data: { documentRequestClients: clients } }),
  );

export const checklistsAre = (checklists: DocumentChecklistFieldsFragment[]) =>
  graphql.query<DocumentChecklistsQuery>('DocumentChecklists', () => HttpResponse.json({ data: { documentChecklists: checklists } }));
