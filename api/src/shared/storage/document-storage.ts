import type { Readable } from 'node:stream';

/** Where a stored file lives: its key (the `fileName` column) and how many bytes it holds. */
export interface StoredFile {
  key: string;
  size: number;
}

/**
 * Where document files are kept. The local disk is the first implementation; an object store
 * can be added behind the same three calls. Keys are chosen by the storage, never by a client.
 */
export interface DocumentStorage {
  /**
   * Writes the whole stream under a new random key. Resolves only once every byte is stored;
   * when the stream or the write fails, nothing is left behind and the promise rejects with the
   * stream's own error.
   */
  save(stream: Readable, options?: { extension?: string }): Promise<StoredFile>;
  /** The stored bytes; rejects with a NOT_FOUND AppError when the key holds nothing. */
  open(key: string): Promise<Readable>;
  /** Forgets a key; removing what is already gone is not an error. */
  remove(key: string): Promise<void>;
}
