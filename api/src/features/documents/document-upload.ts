import { pipeline, type Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import {
  extensionOf,
  isAcceptedDocumentName,
  uploadDocumentSchema,
  type AcceptedDocumentExtension,
  type UploadDocumentValues,
} from '../../../../validation/documents';
import type { Viewer } from '../../auth/viewer';
import { AppError, invalidInput, isAppError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import type { DocumentStorage, StoredFile } from '../../shared/storage/document-storage';
import { parseInput } from '../../shared/validate';
import { User } from '../../accounts/user.entity';
import { Document } from './document.entity';
import { DocumentTypeCheck, documentMimeTypes, fileTooLargeMessage, unsupportedDocumentType } from './document-file-type';
import { sanitizeOriginalName } from './original-name';

/**
 * A file as either API receives it: the name the client gave, and its bytes as they arrive.
 * `open` is called only once the name and known fields pass, and may throw (graphql-upload
 * throws the parser's error, such as the size limit, when asked for a failed file).
 */
export interface IncomingDocumentFile {
  fileName: string | null | undefined;
  open(): Readable;
}

interface ReceiveDocument {
  dataSource: DataSource;
  storage: DocumentStorage;
  maxBytes: number;
  viewer: Viewer;
  /** Staff may file a document for a client (fields.clientId); everyone else files for themselves. */
  ownerAllowed: boolean;
  file: IncomingDocumentFile;
  /** The form's fields, or a promise of them when they may follow the file in the request. */
  fields: unknown;
  /** A further check of the fields and owner (a document request's), before the row is inserted. */
  checkFields?: (values: UploadDocumentValues, ownerId: string) => Promise<void>;
  /** What belongs with the row (its webhook event), in the insert's transaction: a failure there keeps neither. */
  recorded?: (document: Document, manager: EntityManager) => Promise<void>;
}

/**
 * Stores a document so that a failure at any step leaves neither a row nor a file:
 * 1. the name is cleaned and its extension must be one of the five (415 before a byte is stored);
 * 2. the bytes stream through the type and size check into storage, which writes a temporary
 *    file and renames it to a random key only when everything arrived and passed;
 * 3. the fields are checked and the row inserted; if that fails, the stored file is removed.
 */
export async function receiveDocument({
  dataSource,
  storage,
  maxBytes,
  viewer,
  ownerAllowed,
  file,
  fields,
  checkFields,
  recorded,
}: ReceiveDocument): Promise<Document> {
  const originalName = sanitizeOriginalName(file.fileName);
  if (!isAcceptedDocumentName(originalName)) throw unsupportedDocumentType();
  const extension = extensionOf(originalName) as AcceptedDocumentExtension;
  const ownerOf = (values: UploadDocumentValues) => resolveOwner(dataSource, viewer, ownerAllowed ? values.clientId : undefined);

  // Fields already known are checked before the bytes are stored; late ones after.
  let values: UploadDocumentValues | undefined;
  let ownerId: string | undefined;
  if (!isPromise(fields)) {
    values = parseInput(uploadDocumentSchema, fields ?? {});
    ownerId = await ownerOf(values);
    await checkFields?.(values, ownerId);
  }

  let stored: StoredFile;
  try {
    stored = await storage.save(checkedBytes(file.open(), extension, maxBytes), { extension });
  } catch (error) {
    throw asUploadError(error, maxBytes);
  }

  try {
    if (!values) {
      values = parseInput(uploadDocumentSchema, (await fields) ?? {});
      ownerId = await ownerOf(values);
      await checkFields?.(values, ownerId);
    }
    const row = { values, ownerId: ownerId! };
    return await dataSource.transaction(async (manager) => {
      const documents = manager.getRepository(Document);
      const saved = await documents.save(
        documents.create({
          userId: row.ownerId,
          fileName: stored.key,
          originalName,
          fileSize: stored.size,
          mimeType: documentMimeTypes[extension],
          category: row.values.category,
          description: row.values.description,
          status: 'pending',
          uploadedBy: viewer.id,
        }),
      );
      await recorded?.(saved, manager);
      return saved;
    });
  } catch (error) {
    await storage.remove(stored.key).catch((removeError: unknown) => {
      logger.error({ err: removeError, key: stored.key }, 'Could not remove the file of a document that was not recorded');
    });
    throw error;
  }
}

/** The upload's bytes through the type and size check; an error on either side ends both. */
function checkedBytes(source: Readable, extension: AcceptedDocumentExtension, maxBytes: number): Readable {
  return pipeline(source, new DocumentTypeCheck(extension, maxBytes), () => {
    // Errors reach the storage through the returned stream.
  });
}

async function resolveOwner(dataSource: DataSource, viewer: Viewer, clientId: string | undefined): Promise<string> {
  if (!clientId || clientId === viewer.id) return viewer.id;
  if (!(await dataSource.getRepository(User).existsBy({ id: clientId })))
    throw invalidInput([{ path: 'clientId', message: 'Choose a client from the list' }]);
  return clientId;
}

export const UPLOAD_INCOMPLETE = 'The upload did not complete. Please try again.';

/**
 * Errors of the multipart parsers carry an HTTP status (http-errors): 413 when the file passed
 * the size limit, 499 when the client went away mid-upload.
 */
function asUploadError(error: unknown, maxBytes: number): unknown {
  if (isAppError(error)) return error;
  const status = (error as { status?: unknown }).status;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(maxBytes));
  if ((typeof status === 'number' && status >= 400 && status < 500) || isBrokenMultipart(error))
    return invalidInput([{ path: 'file', message: UPLOAD_INCOMPLETE }]);
  return error;
}

/**
 * busboy's own errors for a body cut short or malformed in its structure (plain Errors, without
 * a status or a code): inside graphql-upload they reach the file's stream as they are.
 */
const BUSBOY_ERRORS = new Set(['Unexpected end of file', 'Unexpected end of form', 'Malformed part header', 'Malformed urlencoded form']);
const isBrokenMultipart = (error: unknown) => error instanceof Error && !('code' in error) && BUSBOY_ERRORS.has(error.message);

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
