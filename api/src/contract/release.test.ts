import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { at, fixtureChangelog, fixtureContract } from './contract-test-kit';
import { canonicalJson } from './json';
import { readReleased } from './released-copies';
import { releaseContract } from './release';

const first = fixtureChangelog(['1.0.0', 'The first.']);
let folder: string;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-release-'));
});

afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('releaseContract', () => {
  it('refuses while the changelog has no section for the version, and writes nothing', async () => {
    const result = await releaseContract(folder, fixtureContract('1.1.0'), first);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('docs/api-changelog.md has no section for 1.1.0') });
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('writes the document with sorted keys and the schema as printed, under the version', async () => {
    const contract = fixtureContract('1.0.0');
    expect(await releaseContract(folder, contract, first)).toEqual({ ok: true, message: expect.stringContaining('Released 1.0.0') });
    expect(fs.readFileSync(path.join(folder, '1.0.0', 'openapi.json'), 'utf8')).toBe(canonicalJson(contract.openapi));
    expect(fs.readFileSync(path.join(folder, '1.0.0', 'schema.graphql'), 'utf8')).toBe(contract.graphql);
    expect(readReleased(folder)).toEqual([contract]);
  });

  it('leaves a version released as it is, and refuses to write another contract over it', async () => {
    await releaseContract(folder, fixtureContract('1.0.0'), first);
    expect(await releaseContract(folder, fixtureContract('1.0.0'), first)).toEqual({
      ok: true,
      message: expect.stringContaining('already released'),
    });
    const changed = fixtureContract('1.0.0', { openapi: (document) => delete at(document, 'paths')['/api/tasks/{id}'] });
    expect(await releaseContract(folder, changed, first)).toEqual({
      ok: false,
      message: expect.stringContaining('differs from the copy released as 1.0.0'),
    });
    expect(readReleased(folder)).toEqual([fixtureContract('1.0.0')]);
  });

  it('refuses a breaking change under a minor version, and releases it under a major one that names it', async () => {
    await releaseContract(folder, fixtureContract('1.0.0'), first);
    const removal = { openapi: (document: Parameters<typeof at>[0]) => delete at(document, 'paths')['/api/tasks/{id}'] };
    const minor = fixtureChangelog(['1.1.0', '- `GET /api/tasks/{id}` is gone.'], ['1.0.0', 'The first.']);
    expect(await releaseContract(folder, fixtureContract('1.1.0', removal), minor)).toEqual({
      ok: false,
      message: expect.stringContaining('needs a new major version (2.0.0)'),
    });
    const major = fixtureChangelog(
      ['2.0.0', '### Breaking\n\n- `GET /api/tasks/{id}` is gone: list them instead.'],
      ['1.0.0', 'The first.'],
    );
    expect(await releaseContract(folder, fixtureContract('2.0.0', removal), major)).toEqual({
      ok: true,
      message: expect.stringContaining('Released 2.0.0'),
    });
    expect(
      readReleased(folder)
        .map((copy) => copy.version)
        .sort(),
    ).toEqual(['1.0.0', '2.0.0']);
  });
});
