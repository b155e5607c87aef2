import { decoyPasswordHash, hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('are argon2id at the library’s default cost, each with its own salt', async () => {
    const [first, second] = await Promise.all([hashPassword('Correct-Horse-9'), hashPassword('Correct-Horse-9')]);
    // 64 MiB, three passes, four lanes: the cost the tests' cheap hash (test/test-app.ts) stands in for.
    expect(first).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(second).not.toBe(first);
  });

  it('verify the right password only, and never throw on a broken hash', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    expect(await verifyPassword(hash, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-9')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Correct-Horse-9')).toBe(false);
    expect(await verifyPassword(null, 'Correct-Horse-9')).toBe(false);
    expect(await verifyPassword(await decoyPasswordHash(), 'decoy')).toBe(false);
  });
});
