// The sync loop of docs/integrations.md#a-sync-loop-in-typescript, as an integrator writes it with a
// client generated from GET /api/openapi.json (openapi-typescript, openapi-fetch); sync-loop.test.ts
// runs it against the real server. The lines between the markers are the ones the docs show.
// #region sync-loop
import createClient from 'openapi-fetch';
import type { components, paths } from './openapi-types';

export type Task = components['schemas']['Task'];

/** The API with a token; a 429 or 503 waits the seconds the answer names (Retry-After, or RateLimit's t), three times at most. */
export function portalClient(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` }, fetch: retrying });
}

async function retrying(request: Request): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(request.clone());
    if ((response.status !== 429 && response.status !== 503) || attempt === 3) return response;
    await new Promise((resolve) => setTimeout(resolve, secondsToWait(response) * 1000));
  }
}

function secondsToWait(response: Response): number {
  const retryAfter = Number(response.headers.get('Retry-After'));
  if (retryAfter > 0) return retryAfter;
  const reset = /;t=(\d+)/.exec(response.headers.get('RateLimit') ?? '');
  return reset ? Number(reset[1]) : 1;
}

/**
 * Brings `copy` up to date with the tasks changed since `since` (everything when undefined),
 * deletions too, a page at a time; answers the `since` of the next sync.
 */
export async function syncTasks(
  api: ReturnType<typeof portalClient>,
  copy: Map<string, Task>,
  since?: string,
): Promise<string | undefined> {
  let latest = since;
  let after: string | undefined;
  do {
    const updated_since = since ?? '1970-01-01T00:00:00Z';
    const { data, error, response } = await api.GET('/api/tasks', { params: { query: { updated_since, first: 100, after } } });
    if (error) throw new Error(`${error.code}: ${error.detail}`);
    for (const item of data) {
      const changedAt = 'deleted' in item ? item.deletedAt : item.updatedAt;
      if ('deleted' in item) copy.delete(item.id);
      else copy.set(item.id, item);
      if (!latest || changedAt > latest) latest = changedAt;
    }
    after = response.headers.get('X-Next-Cursor') ?? undefined;
  } while (after);
  return latest;
}

/** Sends a message once, however often the call is retried with the same key. */
export async function sendOnce(
  api: ReturnType<typeof portalClient>,
  key: string,
  message: { recipientId: string; subject: string; content: string },
) {
  const { data, error } = await api.POST('/api/messages', { body: message, headers: { 'Idempotency-Key': `"${key}"` } });
  if (error) throw new Error(`${error.code}: ${error.detail}`);
  return data;
}
// #endregion sync-loop
