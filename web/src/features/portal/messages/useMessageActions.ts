import { useCallback } from 'react';
import { useMarkMessageReadMutation, type MessageCardFragment } from '../../../graphql/generated';
import { toast } from '../../../components/toast-store';
import { countOneRead, placeMessageInLists } from './messages-cache';

/**
 * unread → read (docs/product.md#message-and-notification-reading): by opening a message (quietly)
 * or with Mark as read (which says so). The card moves from Unread to Read through the cache; no
 * list is fetched again.
 */
export function useMarkMessageRead() {
  const [markReadMutation] = useMarkMessageReadMutation();
  return useCallback(
    async (message: MessageCardFragment, { announce }: { announce: boolean }): Promise<boolean> => {
      try {
        await markReadMutation({
          variables: { id: message.id },
          update(cache, { data }) {
            if (!data) return;
            placeMessageInLists(cache, data.markMessageRead);
            if (!message.isRead) countOneRead(cache);
          },
        });
        if (announce) toast({ description: 'Message marked as read', variant: 'success' });
        return true;
      } catch {
        toast({ description: 'Failed to mark message as read', variant: 'destructive' });
        return false;
      }
    },
    [markReadMutation],
  );
}
