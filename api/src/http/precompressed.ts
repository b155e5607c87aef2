import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { acceptedEncodings, type SentEncoding } from './encodings';

/**
 * The copies `npm run build` writes beside each text file of the site (web/prerender/precompress.mjs),
 * by the encoding a browser names in Accept-Encoding; Brotli's is the smaller.
 */
const SUFFIXES: Record<SentEncoding, string> = { br: '.br', gzip: '.gz' };

export interface SendFileOptions {
  maxAge?: string | number;
  immutable?: boolean;
}

/**
 * The precompressed copy of `file` this request accepts, best first by the browser's preference,
 * or undefined (no Accept-Encoding naming one, or no copy: a small file, or a build without them).
 * Checked on disk per request, not listed once: a build may replace the files under a running server.
 */
function acceptedCopy(req: Request, file: string): { file: string; encoding: string } | undefined {
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const copy = file + SUFFIXES[encoding];
    if (fs.existsSync(copy)) return { file: copy, encoding };
  }
  return undefined;
}

/**
 * Sends `file`, or its precompressed copy with Content-Encoding when the browser accepts one; the
 * `compression` middleware leaves an answer already encoded alone. `otherwise` runs when neither can
 * be sent (the file went between the look and the send) and nothing has been written yet.
 */
export function sendPrecompressed(
  req: Request,
  res: Response,
  file: string,
  options: SendFileOptions,
  otherwise: (error: Error) => void,
): void {
  sendChosen(res, file, acceptedCopy(req, file), options, otherwise);
}

function sendChosen(
  res: Response,
  file: string,
  copy: { file: string; encoding: string } | undefined,
  options: SendFileOptions,
  otherwise: (error: Error) => void,
): void {
  // Caches keep one answer per encoding; `compression` adds this to what it compresses itself.
  res.vary('Accept-Encoding');
  if (copy) {
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', copy.encoding);
  }
  res.sendFile(copy?.file ?? file, options, (error) => {
    // As Express's own sendFile without a callback: a visitor who left, or a failed write to their
    // connection, is nothing to report.
    if (!error || res.headersSent || isAbandoned(error)) return;
    res.removeHeader('Content-Encoding');
    otherwise(error);
  });
}

/**
 * In front of `express.static(root, options)`: a file under `root` with a copy the browser accepts
 * is answered from the copy; anything else (no copy, a folder, a missing file) goes on to the
 * static middleware unchanged.
 */
export function precompressedFiles(root: string, options: SendFileOptions): RequestHandler {
  const base = path.resolve(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileUnder(base, req.path);
    // A copy is only written beside a file, so finding one is enough: no look at the original.
    const copy = file && acceptedCopy(req, file);
    if (!copy) return next();
    sendChosen(res, file, copy, options, () => next());
  };
}

/**
 * The file a URL path names under `base`, or undefined for anything serve-static would not serve
 * either: a malformed escape, a NUL byte, a hidden segment, or a path leaving `base`.
 */
function fileUnder(base: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const file = path.join(base, decoded);
  return file.startsWith(base + path.sep) ? file : undefined;
}

function isAbandoned(error: Error): boolean {
  const { code, syscall } = error as NodeJS.ErrnoException;
  return code === 'ECONNABORTED' || syscall === 'write';
}
