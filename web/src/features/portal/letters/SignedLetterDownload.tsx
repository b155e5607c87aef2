import { useRequestDocumentDownloadMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';
import { downloadTrigger } from '../documents';

/**
 * "Download signed PDF": the signed letter is one of the client's documents, so it is fetched as
 * the documents page fetches a file, through a short-lived link (requestDocumentDownload).
 */
export function SignedLetterDownload({ documentId, letterTitle }: { documentId: string; letterTitle: string }) {
  const [requestDownload, { loading }] = useRequestDocumentDownloadMutation();

  async function download() {
    try {
      const { data } = await requestDownload({ variables: { id: documentId } });
      if (!data) throw new Error('No download link');
      downloadTrigger.start(data.requestDocumentDownload.downloadUrl);
      toast({ title: 'Download started', description: `${letterTitle} (signed)`, variant: 'success' });
    } catch {
      toast({ description: 'The signed letter could not be downloaded. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Button
      $variant="outline"
      $size="sm"
      disabled={loading}
      aria-label={`Download signed PDF: ${letterTitle}`}
      onClick={() => void download()}
    >
      Download signed PDF
    </Button>
  );
}
