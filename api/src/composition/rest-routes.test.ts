import { restMounts } from './rest-routes';

/** Whether a router mounted at `outer` would see the requests meant for `inner` (`/auth` and `/auth/sessions`). */
const contains = (outer: string, inner: string) => inner !== outer && inner.startsWith(`${outer}/`);

describe('the REST mount table', () => {
  it('mounts a path before any shorter path it starts with', () => {
    const misplaced = restMounts.flatMap((earlier, index) =>
      restMounts
        .slice(index + 1)
        .filter((later) => contains(earlier.path, later.path))
        .map((later) => `${later.path} after ${earlier.path}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('mounts each path once', () => {
    const paths = restMounts.map((mount) => mount.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('holds the order-sensitive pairs the facade relies on', () => {
    const position = (path: string) => restMounts.findIndex((mount) => mount.path === path);
    for (const [inner, outer] of [
      ['/auth/sessions', '/auth'],
      ['/auth/two-step', '/auth'],
      ['/admin/users', '/admin'],
      ['/admin/erasure-requests', '/admin'],
      ['/admin/mail', '/admin'],
    ]) {
      expect(position(inner)).toBeGreaterThanOrEqual(0);
      expect(position(inner)).toBeLessThan(position(outer));
    }
  });
});
