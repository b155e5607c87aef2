/*
 * The last check of an ITN: PayFast is asked whether it sent exactly this param string. Its answer
 * is the word VALID or INVALID; anything that is not an answer (no connection, a timeout, an
 * error status) is PayfastUnavailableError, so the ITN is refused for now and PayFast sends it again.
 */

/** PayFast could not be asked: the ITN is neither accepted nor refused for good. */
export class PayfastUnavailableError extends Error {
  override readonly name = 'PayfastUnavailableError';
}

/** Far more than "INVALID": an answer this long is no answer PayFast gives. */
const MAX_ANSWER_BYTES = 1024;

/** True only when PayFast answers VALID for this param string (itnParamString, no passphrase). */
export async function confirmItn(
  baseUrl: string,
  paramString: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<boolean> {
  const url = `${baseUrl.replace(/\/+$/, '')}/eng/query/validate`;
  // One deadline for the whole exchange, the body's reading included.
  const signal = AbortSignal.timeout(timeoutMs);
  let answer: string | undefined;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: paramString,
      // A redirect would turn the POST into a GET; PayFast's address is configured, not discovered.
      redirect: 'manual',
      signal,
    });
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel();
      throw new PayfastUnavailableError(`PayFast answered ${response.status} when asked to confirm a notification`);
    }
    answer = await readAtMost(response, MAX_ANSWER_BYTES);
  } catch (error) {
    if (error instanceof PayfastUnavailableError) throw error;
    const why = signal.aborted ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.message : String(error);
    throw new PayfastUnavailableError(`PayFast could not be asked to confirm a notification: ${why}`);
  }
  return answer?.trim() === 'VALID';
}

/** The body as text, or undefined once it passes `limit` bytes (then the rest is not read). */
async function readAtMost(response: Response, limit: number): Promise<string | undefined> {
  if (!response.body) return '';
  // A fetch body's chunks are bytes (its type says any).
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
