export const MY_DATA_URL = '/api/privacy/my-data';

/** How far the download is: bytes received against the server's estimate (which may be off). */
export interface MyDataProgress {
  receivedBytes: number;
  estimatedBytes: number | null;
  items: number | null;
}

/** Why a download failed, with what support needs to find it. */
export class MyDataDownloadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly requestId: string | null,
  ) {
    super(message);
    this.name = 'MyDataDownloadError';
  }
}

/** How the browser is told to save the archive; a seam so that tests need not navigate jsdom. */
export const archiveSaver = {
  save(archive: Blob, fileName: string) {
    const url = URL.createObjectURL(archive);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // The click has handed the file to the browser's download; the URL may go once it has read it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};

/** The dated name the server gave the archive (Content-Disposition), or one of our own. */
export function archiveFileName(disposition: string | null, today = new Date()): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = disposition?.match(/filename="([^"]+)"/i)?.[1];
  return plain ?? `khanya-my-data-${today.toISOString().slice(0, 10)}.zip`;
}

const numberHeader = (response: Response, name: string) => {
  const value = Number(response.headers.get(name));
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * GET /api/privacy/my-data, reading the stream as it arrives so the page can show progress.
 * The server writes the archive while it reads it: a cut connection means it is not whole, and
 * is reported as a failure rather than saved.
 */
export async function fetchMyDataArchive(onProgress: (progress: MyDataProgress) => void): Promise<{ archive: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(MY_DATA_URL, { credentials: 'include' });
  } catch {
    throw new MyDataDownloadError('The server could not be reached. Check your connection and try again.', null, null);
  }
  const requestId = response.headers.get('x-request-id');
  if (!response.ok) throw new MyDataDownloadError(await failureMessage(response), response.status, requestId);

  const progress: MyDataProgress = {
    receivedBytes: 0,
    estimatedBytes: numberHeader(response, 'x-export-estimated-bytes'),
    items: numberHeader(response, 'x-export-items'),
  };
  onProgress({ ...progress });
  const chunks: Uint8Array[] = [];
  try {
    const reader = response.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks.push(value);
      progress.receivedBytes += value.byteLength;
      onProgress({ ...progress });
    }
  } catch {
    throw new MyDataDownloadError('The download was interrupted before the archive was complete.', response.status, requestId);
  }
  return {
    archive: new Blob(chunks as BlobPart[], { type: 'application/zip' }),
    fileName: archiveFileName(response.headers.get('content-disposition')),
  };
}

async function failureMessage(response: Response): Promise<string> {
  if (response.status === 401) return 'Your session has ended. Please sign in again to download your data.';
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' && response.status < 500 ? body.message : null;
  return message ?? 'Your archive could not be prepared.';
}
