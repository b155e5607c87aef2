import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import {
  MessageCardFragmentDoc,
  MessagePartyFragmentDoc,
  type MessageCardFragment,
  type MessageDirection,
  type MessagesQuery,
} from '../../../graphql/generated';

/** The card fragment with the party fragment it spreads (codegen's document holds only its own). */
const messageCardDocument: DocumentNode = {
  kind: MessageCardFragmentDoc.kind,
  definitions: [...MessageCardFragmentDoc.definitions, ...MessagePartyFragmentDoc.definitions],
};

type CachedMessageConnection = Omit<MessagesQuery['messages'], 'nodes'> & { nodes: Reference[] };

export interface MessageListArgs {
  search?: string | null;
  unreadOnly?: boolean | null;
  direction?: MessageDirection | null;
  after?: string | null;
}

/** The arguments a cached `messages` entry was stored under: `messages({"direction":"SENT","first":20})`. */
function storedArgs(storeFieldName: string): MessageListArgs | null {
  const rest = storeFieldName.slice('messages'.length);
  if (rest === '') return {};
  try {
    if (rest.startsWith('(')) return JSON.parse(rest.slice(1, -1)) as MessageListArgs;
    if (rest.startsWith(':')) return JSON.parse(rest.slice(1)) as MessageListArgs;
  } catch {
    // An unreadable key is left alone.
  }
  return null;
}

/** The server's filter rules (MessagesService.list), applied to one message. */
export function matchesList(message: MessageCardFragment, args: MessageListArgs): boolean {
  if (args.unreadOnly && (message.direction !== 'RECEIVED' || message.isRead)) return false;
  if (args.direction && message.direction !== args.direction) return false;
  const search = args.search?.trim().toLowerCase();
  if (search && !(message.subject ?? '').toLowerCase().includes(search) && !message.content.toLowerCase().includes(search)) return false;
  return true;
}

/**
 * After a message is sent or read: writes it and puts it in (or takes it out of) every cached
 * list it now belongs (or no longer belongs) to, newest first, so that no list is fetched again.
 */
export function placeMessageInLists(cache: ApolloCache<unknown>, message: MessageCardFragment) {
  const ref = cache.writeFragment({ fragment: messageCardDocument, fragmentName: 'MessageCard', data: message });
  if (!ref) return;
  cache.modify<{ messages: CachedMessageConnection }>({
    fields: {
      messages(existing, { storeFieldName, readField }) {
        const args = storedArgs(storeFieldName);
        if (!existing || isReference(existing) || !existing.nodes || !args || args.after) return existing;
        const listed = existing.nodes.some((node) => readField('id', node) === message.id);
        const belongs = matchesList(message, args);
        if (listed && !belongs) {
          return {
            ...existing,
            totalCount: Math.max(0, existing.totalCount - 1),
            nodes: existing.nodes.filter((node) => readField('id', node) !== message.id),
          };
        }
        if (listed || !belongs) return existing;
        const position = existing.nodes.findIndex((node) => String(readField('createdAt', node)) < message.createdAt);
        // Older than everything loaded while more pages wait: it belongs on a later page.
        if (position === -1 && existing.pageInfo.hasNextPage) return { ...existing, totalCount: existing.totalCount + 1 };
        const nodes = [...existing.nodes];
        nodes.splice(position === -1 ? nodes.length : position, 0, ref);
        return { ...existing, totalCount: existing.totalCount + 1, nodes };
      },
    },
  });
}

/** One message fewer waits to be read: a cached unreadMessageCount drops by one. */
export function countOneRead(cache: ApolloCache<unknown>) {
  cache.modify<{ unreadMessageCount: number }>({
    fields: { unreadMessageCount: (count) => Math.max(0, count - 1) },
  });
}
