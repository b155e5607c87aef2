import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { LocalDiskStorage } from './local-disk-storage';

describe('the local-disk document storage', () => {
  let directory: string;
  let storage: LocalDiskStorage;
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
    storage = new LocalDiskStorage(path.join(directory, 'uploads'));
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  const filesIn = () => fs.readdirSync(path.join(directory, 'uploads'));

  it('saves under a random key with the extension, reports the size and reads the same bytes back', async () => {
    const bytes = Buffer.from('%PDF-1.4 hello');
    const first = await storage.save(Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]), { extension: '.pdf' });
    const second = await storage.save(Readable.from([bytes]), { extension: '.pdf' });
    expect(first.key).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(first.key).not.toBe(second.key);
    expect(first.size).toBe(bytes.length);
    expect(await buffer(await storage.open(first.key))).toEqual(bytes);
    expect(filesIn().sort()).toEqual([first.key, second.key].sort());
  });

  it('ignores an extension that could smuggle a path', async () => {
    const { key } = await storage.save(Readable.from([Buffer.from('x')]), { extension: '/../../evil' });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('leaves nothing behind when the stream fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('The client went away'));
      },
    });
    await expect(storage.save(failing, { extension: '.pdf' })).rejects.toThrow('The client went away');
    expect(filesIn()).toEqual([]);
  });

  it('refuses keys that name anything outside its folder', async () => {
    fs.writeFileSync(path.join(directory, 'secret.txt'), 'do not serve');
    for (const key of ['../secret.txt', '..', '/etc/passwd', 'a/b.pdf', '.partial-123', '']) {
      await expect(storage.open(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers NOT_FOUND for a key it does not hold, and removes idempotently', async () => {
    const { key } = await storage.save(Readable.from([Buffer.from('x')]), { extension: '.pdf' });
    await storage.remove(key);
    await storage.remove(key);
    await expect(storage.open(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
