import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { replySubject } from '@validation/message-values';
import type { MessageCardFragment, SessionUserFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { EmptyState, FailureState, LoadingState } from '../../../components/DataState';
import { Input, Label } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { PageHeader } from '../shared/PageHeader';
import { listFetchFailed, useListFetchFailureToast } from '../shared/list-fetch-failure';
import { useSettledValue } from '../../../components/useSettledValue';
import { deferredDialog } from '../../../components/deferred-dialog';
import { newMessageDraft, type MessageDraft } from './message-draft';
import { intentHandlers } from '../../../components/intent-handlers';
import { isUnread } from './MessageCard';
import { MessageSection } from './MessageSection';
import { useMarkMessageRead } from './useMessageActions';
import { useMessageList } from './useMessageList';
import { messageSections } from './messages-variables';

// The first screen's variables, for the server to ask the same (shell/portal-page-table.ts).
export { messageListVariables, messageSections } from './messages-variables';

export const SEARCH_DELAY_MS = 300;

// The compose dialog's code (its form and zod) comes when someone first writes, not with the list.
const { Deferred: DeferredComposeMessageDialog, prefetch: prefetchComposeMessageDialog } = deferredDialog(
  () => import('./ComposeMessageDialog').then((module) => module.ComposeMessageDialog),
  (props) => props.draft !== null,
);

/** The compose dialog's start for a reply: "Re: " once, to the other party of the message. */
export function replyDraft(message: MessageCardFragment): MessageDraft {
  const otherParty = message.direction === 'SENT' ? message.recipient : message.sender;
  return {
    recipientId: otherParty?.email ?? '',
    subject: replySubject(message.subject),
    parentMessageId: message.id,
    replyingTo: otherParty?.name,
  };
}

/**
 * /portal/messages (docs/product.md#messages): search by subject or content; Unread Messages (N)
 * and Read Messages for what the viewer received, then Sent Messages; compose and reply.
 */
export function MessagesPage({ user }: { user: SessionUserFragment }) {
  const staff = user.roleNames.some((role) => role !== 'CLIENT');
  const [searchText, setSearchText] = useState('');
  const search = useSettledValue(searchText.trim(), SEARCH_DELAY_MS) || undefined;
  const unread = useMessageList({ ...messageSections.unread, search });
  const received = useMessageList({ ...messageSections.received, search });
  const sent = useMessageList({ ...messageSections.sent, search });
  const lists = [unread, received, sent];
  // The three lists are read alike: the first failure is toasted.
  useListFetchFailureToast(lists.find((list) => list.error)?.error, 'messages');

  const [draft, setDraft] = useState<MessageDraft | null>(null);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const markReadRequest = useMarkMessageRead();

  const markRead = useCallback(
    async (message: MessageCardFragment, announce: boolean) => {
      // The card moves from Unread to Read: keyboard focus goes with it.
      if (await markReadRequest(message, { announce })) setFocusId(message.id);
    },
    [markReadRequest],
  );
  const toggle = useCallback(
    (message: MessageCardFragment) => {
      const opening = !expandedIds.has(message.id);
      setExpandedIds((ids) => {
        const next = new Set(ids);
        if (opening) next.add(message.id);
        else next.delete(message.id);
        return next;
      });
      // Opening a message reads it (docs/product.md#message-and-notification-reading).
      if (opening && isUnread(message)) void markRead(message, false);
      // An opened message shows Reply: have the compose dialog's code at hand.
      if (opening) prefetchComposeMessageDialog();
    },
    [expandedIds, markRead],
  );
  const clearFocus = useCallback(() => setFocusId(null), []);
  const cardHandlers = {
    expandedIds,
    focusId,
    onToggle: toggle,
    onMarkRead: (message: MessageCardFragment) => markRead(message, true),
    onReply: (message: MessageCardFragment) => setDraft(replyDraft(message)),
    onFocused: clearFocus,
  };

  const loaded = lists.every((list) => list.connection);
  const failed = lists.some((list) => list.error && !list.connection);
  const unreadCount = unread.connection?.totalCount ?? 0;
  const readMessages = (received.connection?.nodes ?? []).filter((message) => !isUnread(message));
  const nothing = loaded && lists.every((list) => list.connection?.totalCount === 0);

  return (
    <>
      <title>Messages | Khanya Client Portal</title>
      <PageHeader
        title="Messages"
        subtitle={staff ? 'Conversations with your clients and colleagues.' : 'Conversations with the firm, in one place.'}
        actions={
          <Button onClick={() => setDraft(newMessageDraft)} {...intentHandlers(prefetchComposeMessageDialog)}>
            <Icon name="plus" size={18} />
            New Message
          </Button>
        }
      />
      <SearchBar role="search" aria-label="Search messages">
        <Label htmlFor="message-search">Search</Label>
        <Input
          id="message-search"
          type="search"
          placeholder="Search by subject or content"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </SearchBar>
      {failed ? (
        <FailureState message={listFetchFailed('messages')} onRetry={() => lists.forEach((list) => list.retry())} />
      ) : !loaded ? (
        <LoadingState label="Loading messages…" />
      ) : nothing ? (
        <EmptyState>
          <strong>No messages found</strong>
          <br />
          {search ? 'Try adjusting your search terms.' : 'Send your first message with New Message.'}
        </EmptyState>
      ) : (
        <>
          <MessageSection
            title={`Unread Messages (${unreadCount})`}
            messages={unread.connection?.nodes ?? []}
            list={unread}
            emptyText={search ? 'No unread messages match your search.' : "You're all caught up."}
            {...cardHandlers}
          />
          <MessageSection
            title="Read Messages"
            messages={readMessages}
            list={received}
            emptyText={search ? 'No read messages match your search.' : 'No read messages yet.'}
            {...cardHandlers}
          />
          <MessageSection
            title="Sent Messages"
            messages={sent.connection?.nodes ?? []}
            list={sent}
            emptyText={search ? 'No sent messages match your search.' : 'You have not sent any messages yet.'}
            {...cardHandlers}
          />
        </>
      )}
      <DeferredComposeMessageDialog draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}

const SearchBar = styled.div`
  max-width: 480px;
  margin-bottom: ${({ theme }) => theme.space[6]};
`;
