import type { Request } from 'express';
import busboy from 'busboy';
import { MAX_MESSAGE_ATTACHMENTS } from '../../../../validation/message-attachments';
import { AppError, invalidInput } from '../../shared/errors';
import type { IncomingDocumentFile } from '../documents';

/** Room for the multipart boundaries, part headers and the text fields around the files. */
export const MULTIPART_FIELD_MAX_BYTES = 64 * 1024;

/**
 * Reads `POST /api/messages` as multipart/form-data (the text fields, and the files under
 * `files`) and hands `send` the files one at a time as they stream in, with the fields as a
 * promise settled when the form has been read: a form may send them after the files. A request
 * that fails midway is drained, so its socket can be reused.
 */
export function receiveMultipartMessage<T>(
  req: Request,
  maxBytes: number,
  send: (fields: Promise<Record<string, string>>, files: AsyncIterable<IncomingDocumentFile>) => Promise<T>,
): Promise<T> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // One file past the limit reaches the service, which refuses it by name with a 400.
      limits: {
        fileSize: maxBytes + 1,
        files: MAX_MESSAGE_ATTACHMENTS + 1,
        fields: 10,
        fieldSize: MULTIPART_FIELD_MAX_BYTES,
        parts: MAX_MESSAGE_ATTACHMENTS + 12,
      },
    });
  } catch {
    return Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the message as JSON or as multipart/form-data'));
  }
  const fields: Record<string, string> = {};
  const files = new FileQueue();
  let formRead: () => void = () => {};
  const allFields = new Promise<Record<string, string>>((resolve) => {
    formRead = () => resolve(fields);
  });

  parser.on('field', (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'files' && name !== 'files[]') {
      stream.resume();
      return;
    }
    // The intake's own check names the file and the limit; the parser's only stops the bytes.
    stream.on('limit', () => {
      if (!stream.destroyed) stream.destroy(new AppError('PAYLOAD_TOO_LARGE', 'The file is too large'));
    });
    // Whoever reads the file hears its errors through their pipeline; a file nobody reads any
    // more (the message already failed) must not take the process down with an unheard error.
    stream.on('error', () => {});
    files.push({ fileName: info.filename, open: () => stream });
  });
  parser.on('close', () => {
    formRead();
    files.end();
  });
  parser.on('error', (error: Error) => {
    const failure = invalidInput([{ path: 'attachments', message: `The upload could not be read: ${error.message}` }]);
    files.fail(failure);
    formRead();
  });
  req.on('close', () => {
    if (!req.complete) parser.destroy(Object.assign(new Error('The client went away during the upload'), { status: 499 }));
  });
  req.pipe(parser);

  return send(allFields, files).catch((error: unknown) => {
    req.unpipe(parser);
    req.resume();
    throw error;
  });
}

/**
 * The files of a form in the order they arrive. The parser waits while a file's bytes are not
 * read, so at most one file is ever waiting here.
 */
class FileQueue implements AsyncIterable<IncomingDocumentFile> {
  private readonly waiting: IncomingDocumentFile[] = [];
  private reader: { resolve: (result: IteratorResult<IncomingDocumentFile>) => void; reject: (error: Error) => void } | null = null;
  private ended = false;
  private error: Error | null = null;

  push(file: IncomingDocumentFile): void {
    if (this.reader) this.settle({ value: file, done: false });
    else this.waiting.push(file);
  }

  end(): void {
    this.ended = true;
    if (this.reader && this.waiting.length === 0) this.settle({ value: undefined, done: true });
  }

  fail(error: Error): void {
    this.error ??= error;
    if (this.reader) {
      const { reject } = this.reader;
      this.reader = null;
      reject(error);
    }
  }

  [Symbol.asyncIterator](): AsyncIterator<IncomingDocumentFile> {
    return {
      next: () => {
        const file = this.waiting.shift();
        if (file) return Promise.resolve({ value: file, done: false });
        if (this.error) return Promise.reject(this.error);
        if (this.ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => {
          this.reader = { resolve, reject };
        });
      },
    };
  }

  private settle(result: IteratorResult<IncomingDocumentFile>): void {
    const { resolve } = this.reader!;
    this.reader = null;
    resolve(result);
  }
}
