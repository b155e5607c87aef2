import { graphql, HttpResponse } from 'msw';
import type {
  MessageAttachmentRulesQuery,
  MessageCardFragment,
  MessagePartyFragment,
  MessageRecipientsQuery,
  MessagesQuery,
  MessagesQueryVariables,
} from '../../../graphql/generated';
import { matchesList } from './messages-cache';

export const sipho: MessagePartyFragment = {
  __typename: 'User',
  id: 'client-1',
  name: 'Sipho Dlamini',
  email: 'client@example.com',
};
export const lerato: MessagePartyFragment = {
  __typename: 'User',
  id: 'advisor-1',
  name: 'Lerato Mokoena',
  email: 'advisor@example.com',
};

/** A message the client received; override anything. */
export function messageCard(overrides: Partial<MessageCardFragment> = {}): MessageCardFragment {
  return {
    __typename: 'Message',
    id: 'message-1',
    subject: 'VAT201 submitted',
    content: 'Your VAT201 return has been submitted on eFiling.',
    createdAt: '2026-02-24T08:15:00.000Z',
    isRead: false,
    readAt: null,
    parentMessageId: null,
    direction: 'RECEIVED',
    attachments: [],
    sender: lerato,
    recipient: sipho,
    ...overrides,
  };
}

/** The demo client's mailbox: two unread (one a reply), two read (one with attachments), one sent. */
export const demoMailbox = (): MessageCardFragment[] => [
  messageCard(),
  messageCard({
    id: 'message-2',
    subject: 'Re: Information needed for your 2025 financial statements',
    content: 'The January statement you uploaded is missing pages 3 and 4.',
    createdAt: '2026-02-22T08:00:00.000Z',
    parentMessageId: 'message-5',
  }),
  messageCard({
    id: 'message-3',
    subject: 'Information needed for your 2025 financial statements',
    content: 'Attached is the checklist for the year-end.',
    createdAt: '2026-02-10T08:00:00.000Z',
    isRead: true,
    readAt: '2026-02-11T08:00:00.000Z',
    attachments: [
      {
        __typename: 'MessageAttachment',
        id: 'attachment-1',
        name: 'AFS Information Checklist 2025.pdf',
        size: 48213,
        mimeType: 'application/pdf',
        downloadUrl: '/api/messages/message-3/attachments/attachment-1',
      },
      {
        __typename: 'MessageAttachment',
        id: 'attachment-2',
        name: 'Fixed Asset Additions Template.xlsx',
        size: 18944,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        downloadUrl: '/api/messages/message-3/attachments/attachment-2',
      },
    ],
  }),
  messageCard({
    id: 'message-4',
    subject: 'Fleet review on hold',
    content: 'Can we pause the fleet review? He will collect the logbooks.',
    createdAt: '2026-02-01T08:00:00.000Z',
    isRead: true,
    readAt: '2026-02-02T09:30:00.000Z',
    direction: 'SENT',
    sender: sipho,
    recipient: lerato,
  }),
];

export function connection(
  nodes: MessageCardFragment[],
  { hasNextPage = false, endCursor = null as string | null, totalCount = nodes.length } = {},
): MessagesQuery {
  return {
    messages: { __typename: 'MessageConnection', totalCount, pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor }, nodes },
  };
}

/** Answers Messages as the server would from `all()`, recording every request's variables. */
export function mailboxFrom(all: () => MessageCardFragment[]) {
  const requests: MessagesQueryVariables[] = [];
  const handler = graphql.query<MessagesQuery, MessagesQueryVariables>('Messages', ({ variables }) => {
    requests.push(variables);
    return HttpResponse.json({ data: connection(all().filter((message) => matchesList(message, variables))) });
  });
  return { handler, requests };
}

export const recipientsAre = (people: MessageRecipientsQuery['messageRecipients']) =>
  graphql.query<MessageRecipientsQuery>('MessageRecipients', () => HttpResponse.json({ data: { messageRecipients: people } }));

export const staffRecipients: MessageRecipientsQuery['messageRecipients'] = [
  { __typename: 'MessageRecipient', id: 'advisor-1', name: 'Lerato Mokoena', email: 'advisor@example.com', roleLabel: 'Advisor' },
  { __typename: 'MessageRecipient', id: 'admin-1', name: 'Pieter van der Merwe', email: 'admin@example.com', roleLabel: 'Administrator' },
];

/** The rules the compose dialog checks files against (messageAttachmentRules): the api's defaults unless a test says otherwise. */
export const attachmentRulesAre = ({ maxFiles = 5, maxTotalBytes = 25 * 1024 * 1024 } = {}) =>
  graphql.query<MessageAttachmentRulesQuery>('MessageAttachmentRules', () =>
    HttpResponse.json({
      data: {
        messageAttachmentRules: {
          __typename: 'MessageAttachmentRules',
          maxFiles,
          maxTotalBytes,
          acceptedExtensions: ['.pdf', '.doc', '.docx', '.xls', '.xlsx'],
        },
      },
    }),
  );
