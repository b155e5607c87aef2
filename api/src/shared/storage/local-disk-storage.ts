import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../errors';
import type { DocumentStorage, StoredFile } from './document-storage';

/** A key is a random name with an optional short extension: no separators, no dots elsewhere. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}(\.[a-z0-9]{1,10})?$/;
const EXTENSION_PATTERN = /^\.[a-z0-9]{1,10}$/;
const TEMPORARY_PREFIX = '.partial-';

/**
 * Files in one folder (UPLOAD_DIR). Each upload is written to a temporary name and renamed to
 * its key only when complete, so a reader never sees half a file and a failure leaves none.
 */
export class LocalDiskStorage implements DocumentStorage {
  constructor(private readonly directory: string) {}

  async save(stream: Readable, options: { extension?: string } = {}): Promise<StoredFile> {
    const extension = options.extension && EXTENSION_PATTERN.test(options.extension) ? options.extension : '';
    const key = `${crypto.randomBytes(16).toString('hex')}${extension}`;
    // Synchronously, so that the stream is piped before any of its events can go unheard.
    fs.mkdirSync(this.directory, { recursive: true });
    const temporary = path.join(this.directory, `${TEMPORARY_PREFIX}${crypto.randomBytes(8).toString('hex')}`);
    // `flush` syncs the bytes to disk before the rename makes the file visible under its key.
    const output = fs.createWriteStream(temporary, { flags: 'wx', mode: 0o640, flush: true });
    try {
      await pipeline(stream, output);
      const { size } = await fs.promises.stat(temporary);
      await fs.promises.rename(temporary, this.pathOf(key));
      return { key, size };
    } catch (error) {
      // A source that fails at once can beat the file's asynchronous open: removing it before the
      // stream has closed would leave the file that the open creates a moment later.
      if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    const handle = await fs.promises.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? notFound() : error;
    });
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  /** The file of a key, refusing anything that could name a path outside the folder. */
  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw notFound();
    const file = path.resolve(this.directory, key);
    if (path.dirname(file) !== path.resolve(this.directory)) throw notFound();
    return file;
  }
}
