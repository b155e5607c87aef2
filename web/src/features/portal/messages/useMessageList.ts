import { NetworkStatus } from '@apollo/client';
import { useMessagesQuery } from '../../../graphql/generated';
import { messageListVariables, type MessageListFilter } from './messages-variables';

/** One section's list: a page of the mailbox, narrowed by the filter, with Load more. */
export function useMessageList(filter: MessageListFilter) {
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useMessagesQuery({
    variables: messageListVariables(filter),
    notifyOnNetworkStatusChange: true,
  });
  // While a new search runs, the last answer stays on screen instead of a loading state.
  const connection = (data ?? previousData)?.messages;

  /** The next page, appended; false when it could not be had. */
  async function loadMore(): Promise<boolean> {
    try {
      await fetchMore({
        variables: { after: connection?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          messages: { ...fetchMoreResult.messages, nodes: [...previous.messages.nodes, ...fetchMoreResult.messages.nodes] },
        }),
      });
      return true;
    } catch {
      return false;
    }
  }

  return {
    connection,
    loading,
    error,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    loadMore,
    retry: () => void refetch().catch(() => undefined),
  };
}

export type MessageList = ReturnType<typeof useMessageList>;
