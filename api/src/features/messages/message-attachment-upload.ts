import { pipeline, type Readable } from 'node:stream';
import { extensionOf, isAcceptedDocumentName, type AcceptedDocumentExtension } from '../../../../validation/documents';
import {
  MAX_MESSAGE_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS,
  attachmentTypeMessage,
  attachmentsTooLargeMessage,
} from '../../../../validation/message-attachments';
import { AppError, invalidInput, isAppError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import type { DocumentStorage } from '../../shared/storage/document-storage';
import { DocumentTypeCheck, documentMimeTypes } from '../documents';
import type { IncomingDocumentFile } from '../documents';
import { sanitizeOriginalName } from '../documents';

/** A file stored for a message that is not recorded yet. */
export interface ReceivedAttachment {
  originalName: string;
  storageKey: string;
  fileSize: number;
  mimeType: string;
}

/**
 * Takes a message's files into storage one after the other, as either API receives them, with
 * the documents' checks (the five types, by their own bytes) and the message's own: at most
 * MAX_MESSAGE_ATTACHMENTS files and `maxBytes` for all of them together. Every refusal names the
 * file. Until the message is recorded the files are only stored: `discard` removes them all.
 */
export class AttachmentIntake {
  readonly received: ReceivedAttachment[] = [];
  private bytes = 0;

  constructor(
    private readonly storage: DocumentStorage,
    private readonly maxBytes: number,
  ) {}

  async receive(file: IncomingDocumentFile): Promise<void> {
    if (this.received.length >= MAX_MESSAGE_ATTACHMENTS) throw tooManyAttachments();
    const originalName = sanitizeOriginalName(file.fileName, 'attachment');
    if (!isAcceptedDocumentName(originalName)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', attachmentTypeMessage(originalName));
    const extension = extensionOf(originalName) as AcceptedDocumentExtension;
    const alone = this.received.length === 0;
    try {
      const stored = await this.storage.save(checkedBytes(file.open(), extension, this.maxBytes - this.bytes), { extension });
      this.bytes += stored.size;
      this.received.push({ originalName, storageKey: stored.key, fileSize: stored.size, mimeType: documentMimeTypes[extension] });
    } catch (error) {
      throw attachmentError(error, originalName, this.maxBytes, alone);
    }
  }

  /** Removes every file received so far (the message was not recorded). */
  async discard(): Promise<void> {
    const keys = this.received.splice(0).map((attachment) => attachment.storageKey);
    await Promise.all(
      keys.map((key) =>
        this.storage.remove(key).catch((error: unknown) => {
          logger.error({ err: error, key }, 'Could not remove the file of a message that was not sent');
        }),
      ),
    );
  }
}

export const tooManyAttachments = () => invalidInput([{ path: 'attachments', message: TOO_MANY_ATTACHMENTS }]);

/** The bytes through the type and size check; an error on either side ends both. */
function checkedBytes(source: Readable, extension: AcceptedDocumentExtension, maxBytes: number): Readable {
  return pipeline(source, new DocumentTypeCheck(extension, maxBytes), () => {
    // Errors reach the storage through the returned stream.
  });
}

/**
 * The check's and the parsers' errors, restated for the file at fault. Parser errors carry an
 * HTTP status (http-errors): 413 past the size limit, 499 when the client went away.
 */
function attachmentError(error: unknown, originalName: string, maxBytes: number, alone: boolean): unknown {
  const status = isAppError(error) ? null : (error as { status?: unknown }).status;
  if ((isAppError(error) && error.code === 'PAYLOAD_TOO_LARGE') || status === 413)
    return new AppError('PAYLOAD_TOO_LARGE', attachmentsTooLargeMessage(originalName, maxBytes, alone));
  if (isAppError(error) && error.code === 'UNSUPPORTED_MEDIA_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', attachmentTypeMessage(originalName));
  if (isAppError(error)) return error;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return invalidInput([{ path: 'attachments', message: `${originalName}: the upload did not complete. Please try again.` }]);
  return error;
}
