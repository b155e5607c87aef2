import { useCallback } from 'react';
import {
  useApproveDocumentMutation,
  useRejectDocumentMutation,
  useRequestDocumentDownloadMutation,
  type DocumentCardFragment,
} from '../../../graphql/generated';
import { toast } from '../../../components/toast-store';
import { countDownload, placeDocumentInLists } from './documents-cache';
import { downloadTrigger } from './download-trigger';

export { downloadTrigger };

/**
 * Download, Approve and Reject with the toasts of docs/product.md#errors; lists update through the
 * cache.
 */
export function useDocumentActions() {
  const [approveMutation, approving] = useApproveDocumentMutation();
  const [rejectMutation, rejecting] = useRejectDocumentMutation();
  const [requestDownload] = useRequestDocumentDownloadMutation();

  const download = useCallback(
    async (document: DocumentCardFragment) => {
      try {
        const { data } = await requestDownload({ variables: { id: document.id }, update: (cache) => countDownload(cache, document.id) });
        if (!data) throw new Error('No download link');
        downloadTrigger.start(data.requestDocumentDownload.downloadUrl);
        toast({ title: 'Document download started', description: document.originalName, variant: 'success' });
      } catch {
        toast({ description: 'Failed to download document', variant: 'destructive' });
      }
    },
    [requestDownload],
  );

  const approve = useCallback(
    async (document: DocumentCardFragment) => {
      try {
        await approveMutation({
          variables: { id: document.id },
          update(cache, { data }) {
            if (data) placeDocumentInLists(cache, data.approveDocument);
          },
        });
        toast({ title: 'Document approved successfully', description: document.originalName, variant: 'success' });
      } catch {
        toast({ description: 'Failed to approve document', variant: 'destructive' });
      }
    },
    [approveMutation],
  );

  const reject = useCallback(
    async (document: DocumentCardFragment, reason: string): Promise<boolean> => {
      try {
        await rejectMutation({
          variables: { id: document.id, reason },
          update(cache, { data }) {
            if (data) placeDocumentInLists(cache, data.rejectDocument);
          },
        });
        toast({ title: 'Document rejected', description: document.originalName, variant: 'success' });
        return true;
      } catch {
        toast({ description: 'Failed to reject document', variant: 'destructive' });
        return false;
      }
    },
    [rejectMutation],
  );

  return { download, approve, reject, approving: approving.loading, rejecting: rejecting.loading };
}
