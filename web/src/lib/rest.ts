import { RECORDS_UNREACHABLE } from './service-unavailable';

/**
 * The REST request behaviour of docs/product.md#how-the-browser-calls-the-api: a response that is
 * not ok raises an error whose message is the status code, a colon and a space, then the response
 * text (or the status text when the body is empty). JSON bodies carry a JSON content type; the
 * session cookie goes along.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The response's X-Request-Id: the reference of a server failure (see request-reference.ts). */
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new HttpError(response.status, `${response.status}: ${text}`, response.headers.get('x-request-id'));
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The message a server put in `{ message }` inside an HttpError's text, if any; a 503 in our words. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === 503) return RECORDS_UNREACHABLE;
  const body = error.message.slice(error.message.indexOf(': ') + 2);
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return body || undefined;
  }
}
