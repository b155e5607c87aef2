import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { MessageCardFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';
import { SectionHead } from '../shared/PageHeader';
import { MessageCard, type MessageCardProps } from './MessageCard';
import type { MessageList } from './useMessageList';

type CardHandlers = Omit<MessageCardProps, 'message' | 'expanded' | 'focusRequested'>;

interface MessageSectionProps extends CardHandlers {
  title: ReactNode;
  /** The section's cards: its list's nodes, or some of them. */
  messages: MessageCardFragment[];
  list: MessageList;
  emptyText: string;
  expandedIds: ReadonlySet<string>;
  focusId: string | null;
}

/** One heading of the mailbox (Unread, Read, Sent) with its cards and its own Load more. */
export function MessageSection({ title, messages, list, emptyText, expandedIds, focusId, ...handlers }: MessageSectionProps) {
  const headingId = useId();
  async function loadMore() {
    if (!(await list.loadMore())) toast({ description: 'Could not load more messages. Please try again.', variant: 'destructive' });
  }
  return (
    <Section aria-labelledby={headingId}>
      <SectionHead>
        <h2 id={headingId}>{title}</h2>
      </SectionHead>
      {messages.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <List>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} expanded={expandedIds.has(message.id)} focusRequested={focusId === message.id} {...handlers} />
            </li>
          ))}
        </List>
      )}
      {list.connection?.pageInfo.hasNextPage && (
        <More>
          <Button $variant="outline" $size="sm" onClick={() => void loadMore()} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading more…' : 'Load more'}
          </Button>
        </More>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;
