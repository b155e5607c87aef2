import { DOCUMENT_TYPE_MESSAGE, isAcceptedDocumentName } from './documents';

/**
 * Files sent with a message follow the documents' rules (docs/product.md#upload-fields: .pdf .doc
 * .docx .xls .xlsx, checked by their bytes on the server) and two of their own: at most five files,
 * and the files of one message together no larger than the upload limit (MAX_UPLOAD_MB), as e-mail
 * providers limit a message rather than each file.
 */
export const MAX_MESSAGE_ATTACHMENTS = 5;

export const TOO_MANY_ATTACHMENTS = `Attach at most ${MAX_MESSAGE_ATTACHMENTS} files to one message`;

/** "25 MB", "0.01 MB": the limit as MAX_UPLOAD_MB reads. */
export function megabytesOf(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : Number(megabytes.toFixed(2))} MB`;
}

export function attachmentTypeMessage(fileName: string): string {
  return `${fileName}: ${DOCUMENT_TYPE_MESSAGE}`;
}

/** A file over the limit alone, or one that takes the message's files together over it. */
export function attachmentsTooLargeMessage(fileName: string, maxBytes: number, alone: boolean): string {
  return alone
    ? `${fileName} is larger than the ${megabytesOf(maxBytes)} limit`
    : `${fileName} would make this message's attachments larger than the ${megabytesOf(maxBytes)} limit together`;
}

/**
 * What the browser can tell before sending: why the files chosen so far cannot all go (the
 * first one at fault is named), or null when they can. The server checks the same and more.
 */
export function attachmentsProblem(files: readonly { name: string; size: number }[], maxBytes: number): string | null {
  if (files.length > MAX_MESSAGE_ATTACHMENTS) return TOO_MANY_ATTACHMENTS;
  let total = 0;
  for (const file of files) {
    if (!isAcceptedDocumentName(file.name)) return attachmentTypeMessage(file.name);
    if (total + file.size > maxBytes) return attachmentsTooLargeMessage(file.name, maxBytes, file.size > maxBytes);
    total += file.size;
  }
  return null;
}
