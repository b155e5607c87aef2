import type { MessageDirection } from '../../../graphql/generated';

export const MESSAGES_PAGE_SIZE = 20;

export interface MessageListFilter {
  search?: string;
  unreadOnly?: boolean;
  direction?: MessageDirection;
}

/** The page's three lists, in order: Unread and Read of what the viewer received, then Sent. */
export const messageSections = {
  unread: { direction: 'RECEIVED', unreadOnly: true },
  received: { direction: 'RECEIVED' },
  sent: { direction: 'SENT' },
} as const satisfies Record<string, MessageListFilter>;

/**
 * One list's Messages query variables: a page of the mailbox, narrowed by the filter. The page
 * opens with each section's filter and no search, and the server asks the same
 * (shell/portal-page-table.ts).
 */
export const messageListVariables = (filter: MessageListFilter) => ({ first: MESSAGES_PAGE_SIZE, ...filter });
