import { graphql, HttpResponse } from 'msw';
import type {
  EngagementCardFragment,
  EngagementFormChoicesQuery,
  EngagementPersonFragment,
  EngagementsQuery,
  OrganizerPersonFragment,
  OrganizerSummaryFragment,
} from '../../../graphql/generated';

export const sipho: EngagementPersonFragment = { __typename: 'User', id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' };
export const ayesha: EngagementPersonFragment = { __typename: 'User', id: 'client-2', firstName: 'Ayesha', lastName: 'Patel' };
export const lerato: EngagementPersonFragment = { __typename: 'User', id: 'advisor-1', firstName: 'Lerato', lastName: 'Mokoena' };

export function engagementCard(overrides: Partial<EngagementCardFragment> = {}): EngagementCardFragment {
  return {
    __typename: 'Engagement',
    id: 'engagement-1',
    title: '2025 Annual Financial Statements & ITR14',
    description: 'Independent review of the annual financial statements and the company income tax return.',
    status: 'ACTIVE',
    startDate: '2026-01-12T08:00:00.000Z',
    dueDate: '2026-03-31T15:00:00.000Z',
    completedAt: null,
    totalAmount: 18500,
    paidAmount: 9250,
    paymentProgress: 50,
    service: { __typename: 'FirmService', id: 'service-1', name: 'Annual Financial Statements', category: 'ACCOUNTING' },
    client: sipho,
    advisor: lerato,
    taskCounts: { __typename: 'EngagementTaskCounts', total: 4, completed: 1 },
    letters: [],
    organizers: [],
    billingPlans: [],
    ...overrides,
  };
}

/** The demo client's other engagements: on hold with no due date, cancelled and unpriced, completed and paid. */
export const fleetReview = () =>
  engagementCard({
    id: 'engagement-2',
    title: 'Fleet Cost & Cash-Flow Review',
    description: 'Cost-per-kilometre analysis. On hold until the vehicle LOGBOOKS are received.',
    status: 'ON_HOLD',
    dueDate: null,
    totalAmount: 18500,
    paidAmount: 5550,
    paymentProgress: 30,
    service: { __typename: 'FirmService', id: 'service-2', name: 'Management Consulting', category: 'MANAGEMENT_CONSULTING' },
    taskCounts: { __typename: 'EngagementTaskCounts', total: 1, completed: 0 },
  });

export const tenderPack = () =>
  engagementCard({
    id: 'engagement-3',
    title: 'CIDB Tender Readiness Pack',
    description: null,
    status: 'CANCELLED',
    totalAmount: 0,
    paidAmount: 0,
    paymentProgress: null,
    advisor: null,
    taskCounts: { __typename: 'EngagementTaskCounts', total: 0, completed: 0 },
  });

export const cipcReturn = () =>
  engagementCard({
    id: 'engagement-4',
    title: 'CIPC Annual Return & B-BBEE Affidavit',
    description: 'Filing of the CIPC annual return.',
    status: 'COMPLETED',
    completedAt: '2026-02-01T10:00:00.000Z',
    totalAmount: 2500,
    paidAmount: 2500,
    paymentProgress: 100,
    taskCounts: { __typename: 'EngagementTaskCounts', total: 0, completed: 0 },
  });

export const thabo: EngagementPersonFragment = { __typename: 'User', id: 'advisor-2', firstName: 'Thabo', lastName: 'Nkosi' };

/**
 * The staff engagement form's choices: three active clients (two of one first name, told apart
 * by e-mail), the firm's advisors and the services it offers.
 */
function engagementChoices(): EngagementFormChoicesQuery {
  return {
    appointmentClients: [
      { ...ayesha, email: 'ayesha@patel-logistics.co.za' },
      { ...sipho, email: 'sipho@example.com' },
      { __typename: 'User', id: 'client-3', firstName: 'Sipho', lastName: 'Mahlangu', email: 'sipho.m@example.com' },
    ],
    advisors: [lerato, thabo],
    firmServices: [
      { __typename: 'FirmService', id: 'service-1', name: 'Annual Financial Statements', category: 'ACCOUNTING' },
      { __typename: 'FirmService', id: 'service-2', name: 'Management Consulting', category: 'MANAGEMENT_CONSULTING' },
      { __typename: 'FirmService', id: 'service-3', name: 'Tax Returns', category: 'TAXATION' },
    ],
  };
}

/** Answers the engagement form's choices. */
export const engagementChoicesAre = (choices: EngagementFormChoicesQuery = engagementChoices()) =>
  graphql.query<EngagementFormChoicesQuery>('EngagementFormChoices', () => HttpResponse.json({ data: choices }));

/** Answers Engagements with `engagements` and counts the requests. */
export function engagementsAre(engagements: EngagementCardFragment[]) {
  const requests: unknown[] = [];
  const handler = graphql.query<EngagementsQuery>('Engagements', ({ variables }) => {
    requests.push(variables);
    return HttpResponse.json({ data: { engagements } });
  });
  return { handler, requests };
}

const organizerPerson = ({ id, firstName, lastName }: EngagementPersonFragment, email: string): OrganizerPersonFragment => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
  email,
});

/**
 * An organizer as the card, "Waiting for you" and sendOrganizer show it (OrganizerSummary): the
 * ITR12 organizer Lerato sent Sipho for his engagement, a third answered, due on `dueDate`.
 */
export function organizerSummary(overrides: Partial<OrganizerSummaryFragment> = {}): OrganizerSummaryFragment {
  return {
    __typename: 'Organizer',
    id: 'organizer-1',
    title: 'Individual income tax return (ITR12) organizer',
    status: 'IN_PROGRESS',
    dueDate: '2026-12-15',
    isOverdue: false,
    sentAt: '2026-11-20T08:00:00.000Z',
    submittedAt: null,
    reopenedAt: null,
    cancelledAt: null,
    progress: { __typename: 'OrganizerProgress', answered: 7, total: 23 },
    engagement: { __typename: 'Engagement', id: 'engagement-1', title: '2025 Annual Financial Statements & ITR14' },
    client: organizerPerson(sipho, 'sipho@example.com'),
    sentBy: organizerPerson(lerato, 'lerato@example.com'),
    ...overrides,
  };
}
