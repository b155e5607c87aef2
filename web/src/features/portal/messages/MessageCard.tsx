import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { RecordArticle } from '../../../components/RecordCard';
import { formatDateTime } from '../../../lib/format';
import type { MessageCardFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { MessageAttachments } from './MessageAttachments';

export interface MessageCardProps {
  message: MessageCardFragment;
  expanded: boolean;
  /** Opening an unread message marks it read (MessagesPage). */
  onToggle: (message: MessageCardFragment) => void;
  onMarkRead: (message: MessageCardFragment) => Promise<unknown>;
  onReply: (message: MessageCardFragment) => void;
  /** Set when the card has just moved section, so that keyboard focus follows it. */
  focusRequested: boolean;
  onFocused: () => void;
}

/** Waiting for the viewer to read it: received and not yet opened. */
export const isUnread = (message: MessageCardFragment) => message.direction === 'RECEIVED' && !message.isRead;

/**
 * One message (docs/product.md#messages): subject, date and time, Unread and Reply badges, who it
 * is from or to, content, attachments, and Reply. The subject opens the card to the whole text.
 */
export function MessageCard({ message, expanded, onToggle, onMarkRead, onReply, focusRequested, onFocused }: MessageCardProps) {
  const titleId = useId();
  const contentId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [marking, setMarking] = useState(false);
  const unread = isUnread(message);
  const sent = message.direction === 'SENT';
  const party = sent ? message.recipient : message.sender;

  useEffect(() => {
    if (!focusRequested) return;
    toggleRef.current?.focus();
    onFocused();
  }, [focusRequested, onFocused]);

  async function markRead() {
    setMarking(true);
    try {
      await onMarkRead(message);
    } finally {
      setMarking(false);
    }
  }

  return (
    <Article aria-labelledby={titleId} data-unread={unread}>
      <Title id={titleId}>
        <Toggle ref={toggleRef} aria-expanded={expanded} aria-controls={contentId} onClick={() => onToggle(message)}>
          <span>{message.subject || '(no subject)'}</span>
          <Chevron name="chevron-down" size={20} data-open={expanded} />
        </Toggle>
      </Title>
      <Meta>
        <span>
          {sent ? 'To' : 'From'}: <strong>{party?.name ?? 'a former user'}</strong>
        </span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {(unread || message.parentMessageId) && (
          <Badges>
            {unread && <Badge $tone="navy">Unread</Badge>}
            {message.parentMessageId && <Badge $tone="info">Reply</Badge>}
          </Badges>
        )}
      </Meta>
      <Content id={contentId} data-expanded={expanded}>
        {message.content}
      </Content>
      {message.attachments.length > 0 && <MessageAttachments attachments={message.attachments} />}
      {sent && expanded && (
        <Receipt>{message.isRead && message.readAt ? `Read ${formatDateTime(message.readAt)}` : 'Not read yet'}</Receipt>
      )}
      <Actions>
        {unread && (
          <Button $variant="ghost" $size="sm" disabled={marking} onClick={() => void markRead()}>
            {marking ? 'Marking…' : 'Mark as read'}
          </Button>
        )}
        <Button $variant="outline" $size="sm" onClick={() => onReply(message)}>
          <Icon name="message-square" size={16} />
          Reply
        </Button>
      </Actions>
    </Article>
  );
}

/** Tighter than the other record cards: a mailbox lists many. */
const Article = styled(RecordArticle)`
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  &[data-unread='true'] {
    border-left: 4px solid ${({ theme }) => theme.colors.navy800};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.navy800};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  span {
    overflow-wrap: anywhere;
  }
  &:hover span {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Chevron = styled(Icon)`
  flex-shrink: 0;
  transition: transform 150ms ease;
  &[data-open='true'] {
    transform: rotate(180deg);
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Badges = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  &[data-expanded='false'] {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Receipt = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.subtle};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
