import type { ConsultationValues, GetInTouchValues } from '@validation/contact';
import { HttpError, apiRequest, serverMessageOf } from '../../../lib/rest';
import { withReference } from '../../../lib/request-reference';

/** The parsed form values, plus the honeypot field a person never fills in. */
export type ContactPayload = (GetInTouchValues | ConsultationValues) & { website: string };

/** SPEC §7: POST /api/contact. The answer (the stored record) is not read. */
export async function submitContact(payload: ContactPayload): Promise<void> {
  await apiRequest('POST', '/api/contact', payload);
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** The JSON body inside an HttpError's message ("400: {...}"), if it is one. */
function bodyOf(error: HttpError): unknown {
  const text = error.message.slice(error.message.indexOf(': ') + 2);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The field errors of a 400 answer: `{ errors: [{ path, message }] }`
 * (docs/product.md#rest-conventions).
 */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof HttpError) || error.status !== 400) return [];
  const body = bodyOf(error);
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { errors?: unknown }).errors)) return [];
  return ((body as { errors: unknown[] }).errors ?? []).flatMap((issue) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const name = Array.isArray(path) ? path.join('.') : path;
    return typeof name === 'string' && typeof message === 'string' ? [{ path: name, message }] : [];
  });
}

/**
 * SPEC §8: the server's message, else the error's own message, else the fallback text; with the
 * reference to quote when the server failed.
 */
export function failureDescriptionOf(error: unknown, fallback: string): string {
  const fromServer = serverMessageOf(error);
  if (fromServer) return withReference(fromServer, error);
  if (error instanceof Error && error.message) return withReference(error.message, error);
  return fallback;
}
