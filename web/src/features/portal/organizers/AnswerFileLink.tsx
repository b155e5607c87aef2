import { useRequestDocumentDownloadMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';
import { formatFileSize } from '../../../lib/file-size';
import { downloadTrigger } from '../documents';

/**
 * A file uploaded against a question, to download: it is one of the client's documents, so it is
 * fetched as the documents page fetches one, through a short-lived link.
 */
export function AnswerFileLink({ document }: { document: { id: string; originalName: string; fileSize: number } }) {
  const [requestDownload, { loading }] = useRequestDocumentDownloadMutation();

  async function download() {
    try {
      const { data } = await requestDownload({ variables: { id: document.id } });
      if (!data) throw new Error('No download link');
      downloadTrigger.start(data.requestDocumentDownload.downloadUrl);
    } catch {
      toast({ description: `${document.originalName} could not be downloaded. Please try again.`, variant: 'destructive' });
    }
  }

  return (
    <Button
      type="button"
      $variant="outline"
      $size="sm"
      disabled={loading}
      aria-label={`Download ${document.originalName}`}
      onClick={() => void download()}
    >
      {document.originalName} ({formatFileSize(document.fileSize)})
    </Button>
  );
}
