import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import archiver, { type Archiver } from 'archiver';
import { asError } from './errors';

/** One file of a zip: its path inside the archive and its bytes, read only when its turn comes. */
export interface ZipEntry {
  name: string;
  content: Buffer | AsyncIterable<Buffer | string>;
  /** Stored without compression: for files that are compressed already (PDFs, images, Office). */
  store?: boolean;
}

/** The receiver went away before the archive was complete. */
export class ZipAbandoned extends Error {
  constructor() {
    super('The receiver closed the connection before the archive was complete');
    this.name = 'ZipAbandoned';
  }
}

/**
 * Writes the entries as one zip to `output`, one entry at a time: the next entry is not asked for
 * until the previous one is in the archive, and a slow receiver slows the reading (the archive
 * pauses while `output` is full), so neither the archive nor its sources sit in memory.
 * Rejects, leaving the archive unfinished, when a source fails or the receiver goes away; the
 * caller then cuts the connection, so a receiver can never mistake a partial archive for a whole one.
 */
export async function writeZip(entries: AsyncIterable<ZipEntry>, output: Writable, date: Date): Promise<void> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  let current: { entry: ZipEntry; source: Buffer | Readable } | undefined;
  const abandoned = new Promise<never>((_resolve, reject) => {
    output.once('close', () => {
      if (!output.writableFinished) reject(new ZipAbandoned());
    });
  });
  // Nobody may be waiting when the receiver goes away between two steps.
  abandoned.catch(() => undefined);
  // Errors while an entry or the ending is written reach the promise awaiting it; this listener
  // only keeps one raised in between (after an abort) from crashing the process.
  archive.on('error', () => undefined);
  archive.pipe(output);
  try {
    for await (const entry of entries) {
      let sourceError: unknown;
      const source = Buffer.isBuffer(entry.content) ? entry.content : guarded(entry.content, (error) => (sourceError = error));
      current = { entry, source };
      await Promise.race([appended(archive, source, { name: entry.name, date, store: entry.store ?? false }), abandoned]);
      if (sourceError) throw asError(sourceError);
    }
    await Promise.race([archive.finalize(), abandoned]);
    await Promise.race([finished(output), abandoned]);
  } catch (error) {
    archive.abort();
    // Both: the wrapper may not have started reading the file it wraps.
    if (current?.source instanceof Readable) current.source.destroy();
    if (current?.entry.content instanceof Readable) current.entry.content.destroy();
    throw error;
  }
}

/** Resolves once the archive has taken the whole entry in. */
function appended(archive: Archiver, source: Buffer | Readable, data: archiver.ZipEntryData): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      archive.off('error', failed);
      resolve();
    };
    const failed = (error: Error) => {
      archive.off('entry', done);
      reject(error);
    };
    archive.once('entry', done);
    archive.once('error', failed);
    archive.append(source, data);
  });
}

/**
 * The source as a byte stream that ends instead of failing: archiver does not pass a source's
 * error on, so the error is kept for the caller, which abandons the archive after the entry.
 */
function guarded(source: AsyncIterable<Buffer | string>, onError: (error: unknown) => void): Readable {
  // A stream can fail before archiver starts reading it: heard here, it cannot crash the process.
  if (source instanceof Readable) source.on('error', onError);
  return Readable.from(
    (async function* () {
      try {
        for await (const chunk of source) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      } catch (error) {
        onError(error);
      }
    })(),
    { objectMode: false },
  );
}
