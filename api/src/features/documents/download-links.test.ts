import crypto from 'node:crypto';
import { DOWNLOAD_LINK_LIFETIME_MS, signDownloadLink, verifyDownloadLink } from './download-links';

const secret = crypto.randomBytes(32);
const NOW = new Date('2026-03-02T08:00:00.000Z');
const id = '5b0a3f4e-2a7c-4a53-9d2e-1f5b8c7d6e01';

function partsOf(url: string) {
  const parsed = new URL(url, 'http://portal');
  return { path: parsed.pathname, expires: parsed.searchParams.get('expires')!, signature: parsed.searchParams.get('signature')! };
}

describe('signed download links', () => {
  it('point at the file route and expire five minutes after issue', () => {
    const link = signDownloadLink(secret, id, NOW);
    const { path, expires } = partsOf(link.downloadUrl);
    expect(path).toBe(`/api/documents/${id}/file`);
    expect(Number(expires) * 1000).toBe(NOW.getTime() + DOWNLOAD_LINK_LIFETIME_MS);
    expect(link.expiresAt).toEqual(new Date(NOW.getTime() + DOWNLOAD_LINK_LIFETIME_MS));
  });

  it('are accepted until they expire, and refused from then on', () => {
    const { expires, signature } = partsOf(signDownloadLink(secret, id, NOW).downloadUrl);
    expect(() =>
      verifyDownloadLink(secret, id, expires, signature, new Date(NOW.getTime() + DOWNLOAD_LINK_LIFETIME_MS - 1000)),
    ).not.toThrow();
    expect(() => verifyDownloadLink(secret, id, expires, signature, new Date(NOW.getTime() + DOWNLOAD_LINK_LIFETIME_MS))).toThrow(
      'This download link has expired',
    );
  });

  it('are refused for another document, another expiry, another secret or a missing signature', () => {
    const { expires, signature } = partsOf(signDownloadLink(secret, id, NOW).downloadUrl);
    const refusal = expect.objectContaining({ code: 'FORBIDDEN', message: 'This download link is not valid' });
    const attempt = (run: () => void) => {
      try {
        run();
        return 'accepted';
      } catch (error) {
        return error;
      }
    };
    expect(attempt(() => verifyDownloadLink(secret, 'another-document', expires, signature, NOW))).toEqual(refusal);
    expect(attempt(() => verifyDownloadLink(secret, id, String(Number(expires) + 60), signature, NOW))).toEqual(refusal);
    expect(attempt(() => verifyDownloadLink(crypto.randomBytes(32), id, expires, signature, NOW))).toEqual(refusal);
    expect(attempt(() => verifyDownloadLink(secret, id, expires, undefined, NOW))).toEqual(refusal);
    expect(attempt(() => verifyDownloadLink(secret, id, '1e12', signature, NOW))).toEqual(refusal);
    expect(attempt(() => verifyDownloadLink(secret, id, [expires], signature, NOW))).toEqual(refusal);
  });
});
