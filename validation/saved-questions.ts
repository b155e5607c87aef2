import { todayInSouthAfrica } from './south-africa-time';

/**
 * The questions administrators ask most, each answered by one query. The playground offers them
 * as named examples, and the api's tests run these very texts against the demo data
 * (api/src/graphql/saved-questions.test.ts), so an example that stops working fails a test.
 * They live in validation/, with the other texts both sides import, for that reason.
 */
export interface SavedQuestion {
  /** The operation's name, as GraphiQL's tab shows it. */
  name: string;
  /** What it answers, in the firm's words. */
  title: string;
  query: string;
  /** The variables it runs with; computed when opened where they depend on today's date. */
  variables(now?: Date): Record<string, unknown>;
}

/** The first and last day of the month `now` falls in, in South Africa (YYYY-MM-DD). */
export function monthInSouthAfrica(now: Date): { from: string; to: string } {
  const today = todayInSouthAfrica(now);
  const [year, month] = today.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 8);
  return { from: `${prefix}01`, to: `${prefix}${String(lastDay).padStart(2, '0')}` };
}

export const savedQuestions: SavedQuestion[] = [
  {
    name: 'ClientsWithOverdueTasks',
    title: 'Clients with overdue tasks, on which engagements, with which advisor',
    query: `query ClientsWithOverdueTasks {
  users(first: 100, filter: { roleName: CLIENT, hasOverdueTasks: true }) {
    totalCount
    nodes {
      firstName
      lastName
      email
      tasks(overdue: true) {
        title
        dueDate
        priority
        engagement {
          title
          advisor {
            firstName
            lastName
            email
          }
        }
      }
    }
  }
}
`,
    variables: () => ({}),
  },
  {
    name: 'ConsultationsThisMonthByService',
    title: 'Consultation requests this month, counted by service',
    query: `query ConsultationsThisMonthByService($from: String!, $to: String!) {
  contactSubmissionStats(groupBy: SERVICE, filter: { type: SCHEDULED_CONSULTATION, from: $from, to: $to }) {
    total
    groups {
      key
      count
    }
  }
}
`,
    variables: (now = new Date()) => monthInSouthAfrica(now),
  },
  {
    name: 'UnpaidBalances',
    title: 'Unpaid balances on active engagements, largest outstanding first',
    query: `query UnpaidBalances {
  engagements(status: ACTIVE, unpaidOnly: true, orderBy: OUTSTANDING_DESC) {
    title
    totalAmount
    paidAmount
    outstandingAmount
    client {
      firstName
      lastName
      email
    }
    advisor {
      firstName
      lastName
    }
  }
}
`,
    variables: () => ({}),
  },
  {
    name: 'DocumentsAwaitingApproval',
    title: 'Documents awaiting approval for more than 7 days',
    query: `query DocumentsAwaitingApproval($days: Int!) {
  documents(first: 100, filter: { status: PENDING, uploadedMoreThanDaysAgo: $days }) {
    totalCount
    nodes {
      originalName
      category
      createdAt
      owner {
        firstName
        lastName
        email
        advisors {
          firstName
          lastName
          email
        }
      }
    }
  }
}
`,
    variables: () => ({ days: 7 }),
  },
  {
    name: 'ClientFile',
    title: "One client's whole file",
    query: `query ClientFile($email: String!) {
  user(email: $email) {
    firstName
    lastName
    email
    phone
    address
    city
    province
    postalCode
    company {
      name
      registrationNumber
      taxNumber
      industry
    }
    engagements {
      title
      status
      totalAmount
      paidAmount
      outstandingAmount
      advisor {
        firstName
        lastName
      }
      tasks {
        title
        status
        dueDate
        isOverdue
      }
    }
    documents(first: 50) {
      totalCount
      nodes {
        originalName
        category
        status
        createdAt
      }
    }
    appointments(upcoming: true) {
      title
      scheduledAt
      status
      meetingType
      advisor {
        firstName
        lastName
      }
    }
  }
}
`,
    variables: () => ({ email: 'client@example.com' }),
  },
  {
    name: 'UnsignedEngagementLetters',
    title: 'Engagement letters sent more than 7 days ago and still unsigned, with client and advisor',
    query: `query UnsignedEngagementLetters($days: Int!) {
  engagementLetters(first: 100, filter: { outstanding: true, sentMoreThanDaysAgo: $days }) {
    totalCount
    nodes {
      title
      status
      sentAt
      viewedAt
      client {
        firstName
        lastName
        email
      }
      engagement {
        title
        advisor {
          firstName
          lastName
          email
        }
      }
    }
  }
}
`,
    variables: () => ({ days: 7 }),
  },
];
