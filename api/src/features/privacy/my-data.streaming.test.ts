import { PassThrough, type Readable } from 'node:stream';
import { testDatabaseTargets } from '../../test/database';
import { startLiveServer, type LiveServer } from '../../test/live-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { zipEntries } from '../../test/zip-entries';
import type { DocumentStorage } from '../../shared/storage/document-storage';
import { personalDataContributions } from '../../composition/personal-data-contributions';
import { MyDataService } from './my-data.service';

/** A storage whose files the test feeds by hand, to see when each one is opened. */
class HeldStorage implements DocumentStorage {
  readonly opened: { key: string; stream: PassThrough }[] = [];
  private waiting: (() => void)[] = [];

  save(): never {
    throw new Error('not used');
  }
  async remove() {}
  async open(key: string): Promise<Readable> {
    const stream = new PassThrough();
    this.opened.push({ key, stream });
    this.waiting.splice(0).forEach((wake) => wake());
    return stream;
  }
  /** Resolves once `count` files have been opened. */
  async untilOpened(count: number): Promise<void> {
    while (this.opened.length < count) await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
}

describe.each(testDatabaseTargets)('"My data" as a stream ($name)', (target) => {
  let t: TestApp;
  let live: LiveServer;
  let cookie: string;
  let storage: HeldStorage;

  beforeAll(async () => {
    t = await createTestApp(target);
    live = await startLiveServer(t);
    cookie = await live.cookieOf('client@example.com');
  }, 60_000);
  beforeEach(() => {
    storage = new HeldStorage();
    t.app.services.myData = new MyDataService(t.database.dataSource, storage, t.app.services.audit, personalDataContributions.sections);
  });
  afterAll(async () => {
    await live.close();
    await t.close();
  });

  const download = () => fetch(`http://${live.address}/api/privacy/my-data`, { headers: { cookie } });

  it('answers and sends the first files before it opens the next document, one document at a time', async () => {
    const response = await download();
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    // Everything before the first document arrives while that document is still being read.
    await storage.untilOpened(1);
    while (!Buffer.concat(chunks).includes('audit-log.json')) chunks.push((await reader.read()).value);
    expect(storage.opened).toHaveLength(1);

    const total = Number(response.headers.get('x-export-items'));
    let whole = false;
    const reading = readToEnd(reader, chunks).then(() => (whole = true));
    for (let index = 0; !whole; index += 1) {
      const opened = await Promise.race([storage.untilOpened(index + 1).then(() => true), reading.then(() => false)]);
      if (!opened) break;
      // The next file is opened only once this one is in the archive.
      expect(storage.opened).toHaveLength(index + 1);
      storage.opened[index].stream.end(Buffer.from(`bytes of ${storage.opened[index].key}`));
    }
    await reading;
    const entries = zipEntries(Buffer.concat(chunks));
    const files = entries.filter((entry) => entry.name.startsWith('documents/'));
    expect(files.length).toBe(storage.opened.length);
    expect(files.map((file) => file.data.toString())).toEqual(storage.opened.map(({ key }) => `bytes of ${key}`));
    expect(total).toBeGreaterThan(files.length);
  });

  it('cuts the connection when a file fails midway, so no partial archive looks whole', async () => {
    const response = await download();
    const reading = response.arrayBuffer();
    await storage.untilOpened(1);
    storage.opened[0].stream.write(Buffer.alloc(1024, 7));
    storage.opened[0].stream.destroy(new Error('The disk went away'));
    await expect(reading).rejects.toThrow();
    expect(storage.opened).toHaveLength(1);
  });

  it('stops reading and lets the open file go when the receiver goes away', async () => {
    const controller = new AbortController();
    const response = await fetch(`http://${live.address}/api/privacy/my-data`, { headers: { cookie }, signal: controller.signal });
    response.arrayBuffer().catch(() => undefined);
    await storage.untilOpened(1);
    const { stream } = storage.opened[0];
    const released = new Promise<void>((resolve) => stream.once('close', () => resolve()));
    controller.abort();
    await released;
    expect(stream.destroyed).toBe(true);
    expect(storage.opened).toHaveLength(1);
  });
});

async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>, chunks: Uint8Array[]): Promise<void> {
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    chunks.push(value);
  }
}
