import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { demoUserIds } from '../demo/ids';
import { tokenFor } from '../features/api-tokens/api-tokens-test-kit';
import { recordDeletions } from '../features/changes/changed-since';
import { Message } from '../features/messages/message.entity';
import { Task } from '../features/tasks/task.entity';
import { addTask, engagementIds } from '../features/tasks/tasks-test-kit';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, type TestApp } from '../test/test-app';
import { portalClient, sendOnce, syncTasks, type Task as SyncedTask } from './sync-loop';

/*
 * The sync loop docs/integrations.md shows, run as an integrator runs it: the generated client over
 * HTTP against the real server with a token, keeping a copy of the tasks in step, sending a message
 * once however often it is retried, and waiting out a 429 as the answer says.
 */
describe.each(testDatabaseTargets)('the documented sync loop against the real server ($name)', (target) => {
  let t: TestApp;
  let server: http.Server;
  let api: ReturnType<typeof portalClient>;

  beforeAll(async () => {
    t = await createTestApp(target);
    server = http.createServer(t.app.express);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { secret } = await tokenFor(t, 'advisor', ['tasks:read', 'messages:write']);
    api = portalClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret);
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps a copy of the tasks in step: everything first, then only what changed and what was deleted', async () => {
    const copy = new Map<string, SyncedTask>();
    const since = await syncTasks(api, copy);
    const seen = (await (await t.agent('advisor')).get('/api/tasks').expect(200)).body as { id: string }[];
    expect([...copy.keys()].sort()).toEqual(seen.map((task) => task.id).sort());

    const added = await addTask(t, { engagementId: engagementIds.annualFinancials, title: 'Added after the first sync' });
    const [gone] = seen;
    await t.database.dataSource.transaction(async (manager) => {
      await manager.delete(Task, gone.id);
      await recordDeletions(manager, 'task', [{ id: gone.id, clientId: null }]);
    });
    const next = await syncTasks(api, copy, since);
    expect(copy.get(added.id)).toMatchObject({ title: 'Added after the first sync' });
    expect(copy.has(gone.id)).toBe(false);
    expect(next! >= since!).toBe(true);
  });

  it('sends a message once when the call is retried with the same key', async () => {
    const count = () => t.database.dataSource.getRepository(Message).countBy({ subject: 'Sent once' });
    const message = { recipientId: demoUserIds.client, subject: 'Sent once', content: 'However often it is retried.' };
    const first = await sendOnce(api, 'c0ffee00-sync-loop-0001', message);
    const again = await sendOnce(api, 'c0ffee00-sync-loop-0001', message);
    expect(again.id).toBe(first.id);
    expect(await count()).toBe(1);
  });

  it('waits out a 429 for the seconds the answer names, then carries on', async () => {
    const realFetch = globalThis.fetch;
    const tooMany = new Response(JSON.stringify({ code: 'RATE_LIMITED', detail: 'Too many requests' }), {
      status: 429,
      headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '1', RateLimit: '"token";r=0;t=1' },
    });
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(tooMany).mockImplementation(realFetch);
    const started = Date.now();
    await syncTasks(api, new Map());
    expect(fetchSpy.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('is the code docs/integrations.md shows', () => {
    const source = fs.readFileSync(path.join(__dirname, 'sync-loop.ts'), 'utf8');
    const region = /\/\/ #region sync-loop\n([\s\S]*?)\/\/ #endregion sync-loop/.exec(source)?.[1];
    const docs = fs.readFileSync(path.join(__dirname, '../../../docs/integrations.md'), 'utf8');
    expect(region).toBeDefined();
    expect(docs).toContain(`\`\`\`ts\n${region}\`\`\``);
  });
});
