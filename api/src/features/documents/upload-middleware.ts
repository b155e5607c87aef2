import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import busboy from 'busboy';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { MAX_MESSAGE_ATTACHMENTS, TOO_MANY_ATTACHMENTS } from '../../../../validation/message-attachments';
import { AppError, asAppError, asError, invalidInput, isAppError } from '../../shared/errors';
import { fileTooLargeMessage } from './document-file-type';
import type { IncomingDocumentFile } from './document-upload';

/** Room for the multipart boundaries, part headers and the small text fields around the file. */
const MULTIPART_ALLOWANCE_BYTES = 256 * 1024;
const FIELD_MAX_BYTES = 16 * 1024;

// busboy (inside graphql-upload too) marks a file as truncated when it reaches the limit
// exactly, so the parsers get one byte more and the document check enforces the limit itself.
const parserFileLimit = (maxBytes: number) => maxBytes + 1;

/**
 * Answers 413 from the Content-Length header, before any of a too-large body is read. The
 * parsers' own byte limits catch bodies sent without a length (chunked).
 */
export function refuseOversizedUploads(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const length = Number(req.get('content-length'));
    if (req.is('multipart/form-data') && Number.isFinite(length) && length > maxBytes + MULTIPART_ALLOWANCE_BYTES) {
      next(new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(maxBytes)));
      return;
    }
    next();
  };
}

/**
 * The GraphQL multipart request spec on /graphql (graphql-upload), a few files per request, with
 * its failures answered as GraphQL errors rather than Express's HTML page.
 */
export function graphqlUploads(maxBytes: number): (RequestHandler | ErrorRequestHandler)[] {
  const answerUploadError: ErrorRequestHandler = (error, _req, res, next) => {
    // An outage met before the upload is read (the session's store) is answered as every outage is.
    if (res.headersSent || asAppError(error)?.code === 'SERVICE_UNAVAILABLE') return next(error);
    const appError = isAppError(error) ? error : null;
    // graphql-upload answers too many files with 413 as well: that is a message's file count.
    if (!appError && /max file uploads exceeded/i.test((error as Error).message ?? '')) {
      res.status(400).json({ errors: [{ message: TOO_MANY_ATTACHMENTS, extensions: { code: 'BAD_USER_INPUT' } }] });
      return;
    }
    const status = appError ? (appError.code === 'PAYLOAD_TOO_LARGE' ? 413 : 400) : ((error as { status?: number }).status ?? 400);
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    const message = status === 413 ? fileTooLargeMessage(maxBytes) : (error as Error).message || 'The upload could not be read';
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  };
  return [
    refuseOversizedUploads(maxBytes),
    // A message's files (sendMessage) are the most one operation takes; one more reaches the
    // resolver, which refuses it by the message's rule with a field error.
    graphqlUploadExpress({ maxFileSize: parserFileLimit(maxBytes), maxFiles: MAX_MESSAGE_ATTACHMENTS + 1, maxFieldSize: 64 * 1024 }),
    answerUploadError,
  ];
}

/**
 * Reads `POST /api/documents/upload` (multipart: file, category, description) and hands the
 * file to `handle` as it streams in, with the text fields as a promise: a form may send them
 * after the file. A request that fails midway is drained, so its socket can be reused.
 */
export function receiveMultipartDocument<T>(
  req: Request,
  maxBytes: number,
  handle: (file: IncomingDocumentFile, fields: Promise<Record<string, string>>) => Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: parserFileLimit(maxBytes), files: 1, fields: 10, fieldSize: FIELD_MAX_BYTES, parts: 12 },
      });
    } catch {
      reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the document as multipart/form-data'));
      return;
    }
    const fields: Record<string, string> = {};
    let handled: Promise<T> | undefined;
    let settled = false;
    let fieldsComplete: () => void = () => {};
    const allFields = new Promise<Record<string, string>>((resolveFields) => {
      fieldsComplete = () => resolveFields(fields);
    });

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      reject(asError(error));
    };

    parser.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // busboy destroys the part being read with the form's own error when the body is cut short
      // or malformed. The reader hears it through its pipeline; a part nobody reads (another
      // field's file, a second file) or one not yet opened (the fields are checked first) must
      // not end the process with an error nobody listens for.
      stream.on('error', () => {});
      if (name !== 'file' || handled) {
        stream.resume();
        return;
      }
      stream.on('limit', () => stream.destroy(new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(maxBytes))));
      handled = handle({ fileName: info.filename, open: () => stream }, allFields);
      handled.then((result) => {
        if (settled) return;
        settled = true;
        resolve(result);
      }, fail);
    });
    parser.on('close', () => {
      fieldsComplete();
      if (!handled) fail(invalidInput([{ path: 'file', message: 'Choose a file to upload' }]));
    });
    parser.on('error', (error: Error) => fail(invalidInput([{ path: 'file', message: `The upload could not be read: ${error.message}` }])));
    req.on('close', () => {
      if (!req.complete) parser.destroy(Object.assign(new Error('The client went away during the upload'), { status: 499 }));
    });
    req.pipe(parser);
  });
}
