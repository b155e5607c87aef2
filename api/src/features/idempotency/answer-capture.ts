import type { Response } from 'express';

/** An answer as it is kept for retries. */
export interface CapturedAnswer {
  status: number;
  /** The headers worth repeating that it carried, by lower-case name. */
  headers: Record<string, string>;
  /** Its body as written, before compression; undefined when it was larger than the limit. */
  body: Buffer | undefined;
  /** Whether it set a cookie (signing in): such an answer is never repeated to an anonymous caller. */
  setsCookie: boolean;
}

/**
 * The headers a replay repeats: what the body is and where the record is. Never Set-Cookie (a
 * session is not handed to whoever retries), nor what the pipeline adds to every answer anew
 * (X-Request-Id, security headers, compression's).
 */
export const REPEATED_HEADERS = ['content-type', 'content-disposition', 'content-language', 'location', 'link'] as const;

/**
 * Copies an answer as the handler writes it (res.write and res.end, inside the compression
 * wrappers, so the bytes are the uncompressed ones), and holds its end until `beforeEnd` has kept
 * it: a retry sent the moment the answer arrives then finds it stored, not still in progress. The
 * answer itself goes out unchanged.
 */
export function captureAnswer(res: Response, maxBytes: number, beforeEnd: (answer: CapturedAnswer) => Promise<void>): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes =
      typeof chunk === 'string' ? Buffer.from(chunk, (encoding as BufferEncoding | undefined) ?? 'utf8') : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size <= maxBytes) chunks.push(bytes);
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as Response['write'];
  let ending = false;
  res.end = ((...args: unknown[]) => {
    // A second end (an error handler after the answer was begun) would have been too late anyway.
    if (ending) return res;
    ending = true;
    const [chunk, encoding] = args;
    keep(chunk, typeof encoding === 'string' ? encoding : undefined);
    const headers: Record<string, string> = {};
    for (const name of REPEATED_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const answer = {
      status: res.statusCode,
      headers,
      body: size <= maxBytes ? Buffer.concat(chunks) : undefined,
      setsCookie: res.getHeader('set-cookie') !== undefined,
    };
    res.write = write;
    // beforeEnd logs its own failures: the answer goes out whatever became of keeping it.
    const deliver = () => {
      res.end = end;
      (end as (...rest: unknown[]) => Response)(...args);
    };
    beforeEnd(answer).then(deliver, deliver);
    return res;
  }) as Response['end'];
}
