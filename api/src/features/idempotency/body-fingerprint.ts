import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The boundary parameter of a multipart Content-Type, quoted or not (RFC 2046 §5.1.1). */
const MULTIPART_BOUNDARY = /^\s*multipart\/[^;]+;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^;\s]+))/i;
const DELIMITER_HASHED = Buffer.from('--');

/** What a body read to its end hashes to; `aborted` when the caller went away first, `too large` past the limit. */
export type Fingerprint = { sha256: string } | { aborted: true } | { tooLarge: true };

/**
 * The SHA-256 of a request's body as received (docs/integrations.md#idempotency): its bytes as they
 * came over the wire, before any decoding, so a JSON body, a multipart upload with its files, or a
 * gzip-encoded body are each hashed as sent; but for a multipart body's boundary, taken out where
 * it separates the parts, since a client draws a new one for each send (browsers, form-data,
 * supertest), a retry's included.
 *
 * It reads nothing itself until asked to (`readToEnd`): it hashes each chunk as whoever reads the
 * body takes it (express.json, multer's busboy, graphql-upload), so they read the stream as they
 * always did. A Readable emits `data` for every chunk it hands out, whether it is piped, listened
 * to or read(), so the stream's own `emit` is where every byte passes once, in order; listening for
 * `data` instead would start the stream flowing before its reader was there.
 */
export class BodyFingerprint {
  private readonly hash = crypto.createHash('sha256');
  private bytes = 0;
  /** A multipart body's delimiter (`--` and its boundary), and the bytes that may be the start of one, held over to the next chunk. */
  private readonly delimiter: Buffer | undefined;
  private heldOver = Buffer.alloc(0);
  private outcome: Fingerprint | undefined;
  private readonly settled: Promise<Fingerprint>;
  private settle!: (outcome: Fingerprint) => void;

  constructor(
    private readonly req: IncomingMessage,
    /** Past this the hash is given up: a retry's body read here is refused (its readers refuse such a body anyway). */
    private readonly maxBytes: number,
  ) {
    this.settled = new Promise((resolve) => (this.settle = resolve));
    const boundary = MULTIPART_BOUNDARY.exec(req.headers['content-type'] ?? '');
    this.delimiter = boundary ? Buffer.from(`--${boundary[1] ?? boundary[2]}`, 'latin1') : undefined;
    const emit = req.emit.bind(req);
    const tap = (event: string | symbol, args: unknown[]) => {
      if (event === 'data') this.add(args[0]);
      else if (event === 'end') this.finish({ sha256: this.hash.update(this.heldOver).digest('hex') });
      else if (event === 'aborted' || event === 'error' || event === 'close') this.finish({ aborted: true });
    };
    req.emit = ((event: string | symbol, ...args: unknown[]) => {
      tap(event, args);
      return emit(event, ...args);
    }) as IncomingMessage['emit'];
  }

  /** Whether the whole body has been read (by its reader, or by readToEnd): the hash is then known. */
  get read(): boolean {
    return this.outcome !== undefined && 'sha256' in this.outcome;
  }

  /** The hash once the body has been read to its end by its reader; the outcome at once if it already was. */
  whenRead(): Promise<Fingerprint> {
    return this.settled;
  }

  /**
   * Reads what nobody else will (an answer given without the body, a retry answered from the
   * store) and hashes it. With `onlyIfReceived`, only a body the server has wholly received
   * already: an answer given before a large upload arrived (413) does not wait for the rest of it.
   */
  readToEnd({ onlyIfReceived = false } = {}): Promise<Fingerprint> | undefined {
    if (this.outcome) return Promise.resolve(this.outcome);
    if (onlyIfReceived && !this.req.complete) return undefined;
    this.req.resume();
    return this.settled;
  }

  private add(chunk: unknown) {
    if (this.outcome) return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, this.req.readableEncoding ?? 'utf8') : (chunk as Buffer);
    this.bytes += bytes.length;
    if (this.bytes > this.maxBytes) return this.finish({ tooLarge: true });
    if (!this.delimiter) {
      this.hash.update(bytes);
      return;
    }
    // Each delimiter hashed as `--` alone; the last bytes kept back, as a delimiter may begin there.
    const data = this.heldOver.length > 0 ? Buffer.concat([this.heldOver, bytes]) : bytes;
    let from = 0;
    for (let at = data.indexOf(this.delimiter, from); at !== -1; at = data.indexOf(this.delimiter, from)) {
      this.hash.update(data.subarray(from, at)).update(DELIMITER_HASHED);
      from = at + this.delimiter.length;
    }
    const keepFrom = Math.max(from, data.length - (this.delimiter.length - 1));
    this.hash.update(data.subarray(from, keepFrom));
    this.heldOver = Buffer.from(data.subarray(keepFrom));
  }

  private finish(outcome: Fingerprint) {
    if (this.outcome) return;
    this.outcome = outcome;
    this.settle(outcome);
  }
}
