import { Transform, type TransformCallback } from 'node:stream';
import { DOCUMENT_TYPE_MESSAGE, type AcceptedDocumentExtension } from '../../../../validation/documents';
import { AppError } from '../../shared/errors';

/** The MIME type a document is served with, decided by us from its checked type, never by the client. */
export const documentMimeTypes: Record<AcceptedDocumentExtension, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Compound File Binary (OLE2), the container of .doc and .xls. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A ZIP local file header, the start of every .docx and .xlsx. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

interface Expectation {
  magic: Buffer;
  /** For Office Open XML: the folder one of the archive's entries must sit in. */
  zipFolder?: string;
}

const expectations: Record<AcceptedDocumentExtension, Expectation> = {
  '.pdf': { magic: PDF_MAGIC },
  '.doc': { magic: OLE2_MAGIC },
  '.xls': { magic: OLE2_MAGIC },
  '.docx': { magic: ZIP_MAGIC, zipFolder: 'word/' },
  '.xlsx': { magic: ZIP_MAGIC, zipFolder: 'xl/' },
};

export const unsupportedDocumentType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_TYPE_MESSAGE);

/** Enough of the previous chunk to read an entry header cut in two by a chunk boundary. */
const ZIP_CARRY_BYTES = 64;

/**
 * Passes a document's bytes through unchanged while checking that they are what the extension
 * claims (a renamed executable is refused however it is named): the first bytes must carry the
 * format's signature, and an Office Open XML archive must hold a `word/` (.docx) or `xl/`
 * (.xlsx) entry. A mismatch fails the stream with UNSUPPORTED_MEDIA_TYPE (415), so whatever
 * was being written from it is abandoned. `maxBytes` fails it with PAYLOAD_TOO_LARGE (413).
 */
export class DocumentTypeCheck extends Transform {
  private readonly expected: Expectation;
  private head = Buffer.alloc(0);
  private headChecked = false;
  private zipCarry = Buffer.alloc(0);
  private zipFolderSeen = false;
  private bytes = 0;

  constructor(
    extension: AcceptedDocumentExtension,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {
    super();
    this.expected = expectations[extension];
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(this.maxBytes)));
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length >= this.expected.magic.length) {
        if (!this.head.subarray(0, this.expected.magic.length).equals(this.expected.magic)) return callback(unsupportedDocumentType());
        this.headChecked = true;
        this.head = Buffer.alloc(0);
      }
    }
    if (this.expected.zipFolder && !this.zipFolderSeen) this.scanZipEntries(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.headChecked) return callback(unsupportedDocumentType());
    if (this.expected.zipFolder && !this.zipFolderSeen) return callback(unsupportedDocumentType());
    callback();
  }

  /** Looks at the names in local and central directory headers for the expected folder. */
  private scanZipEntries(chunk: Buffer): void {
    const data = Buffer.concat([this.zipCarry, chunk]);
    const folder = this.expected.zipFolder!;
    this.zipFolderSeen = hasEntryIn(data, ZIP_MAGIC, 26, 30, folder) || hasEntryIn(data, ZIP_CENTRAL_HEADER, 28, 46, folder);
    this.zipCarry = data.subarray(Math.max(0, data.length - ZIP_CARRY_BYTES));
  }
}

/** Whether a header with this signature names an entry inside `folder`. */
function hasEntryIn(data: Buffer, signature: Buffer, nameLengthOffset: number, nameOffset: number, folder: string): boolean {
  for (let at = data.indexOf(signature); at !== -1; at = data.indexOf(signature, at + 1)) {
    if (at + nameOffset + folder.length > data.length) return false;
    const nameLength = data.readUInt16LE(at + nameLengthOffset);
    if (nameLength >= folder.length && data.toString('latin1', at + nameOffset, at + nameOffset + folder.length) === folder) return true;
  }
  return false;
}

export function fileTooLargeMessage(maxBytes: number): string {
  const megabytes = maxBytes / (1024 * 1024);
  return `The file is larger than the ${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(2)} MB limit`;
}

/** Whether complete file bytes are of the type the extension names (the same check, for tests and tools). */
export async function isDocumentOfType(bytes: Buffer, extension: AcceptedDocumentExtension): Promise<boolean> {
  const check = new DocumentTypeCheck(extension);
  return new Promise((resolve) => {
    check.on('error', () => resolve(false));
    check.on('end', () => resolve(true));
    check.resume();
    check.end(bytes);
  });
}
