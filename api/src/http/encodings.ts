import Negotiator from 'negotiator';

/** The encodings the server sends, the smaller first. */
export const SENT_ENCODINGS = ['br', 'gzip'] as const;
export type SentEncoding = (typeof SENT_ENCODINGS)[number];

/**
 * The encodings of ours an Accept-Encoding header accepts, the browser's preference first and,
 * where it weighs several alike (browsers send `gzip, deflate, br, zstd`), the smaller first.
 * negotiator 1.x takes that tie-break as `preferred`; its types (@types/negotiator 0.6) do not
 * know the option yet.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): SentEncoding[] {
  if (!acceptEncoding) return [];
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const encodings: (available: string[], options: { preferred: string[] }) => string[] = negotiator.encodings.bind(negotiator);
  return encodings([...SENT_ENCODINGS], { preferred: [...SENT_ENCODINGS] }) as SentEncoding[];
}
