/** An answer larger than the reader allows: it is refused before more of it is read. */
export class AnswerTooLarge extends Error {}

/**
 * The body of a fetch answer as text, reading at most maxBytes: a declared Content-Length past the
 * bound is refused unread, and a body that grows past it is cut off, so a misbehaving server
 * cannot make the portal buffer megabytes.
 */
export async function readAtMost(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLarge(`answer of ${declared} bytes, more than ${maxBytes}`);
  }
  if (!response.body) return '';
  // Typed as the bytes fetch gives: Node's own type for the body leaves its chunks untyped.
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge(`answer of more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
