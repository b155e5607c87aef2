import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RequestContext } from '../context/request-context';
import { AppInfoResolver } from '../graphql/app-info.resolver';
import { API_VERSION } from '../http/openapi/api-version';
import { currentContract } from '../scripts/current-contract';
import { findRepositoryRoot } from '../shared/repository-root';
import { parseChangelog } from './changelog';
import { checkContract, contractReport } from './contract-check';
import { canonicalJson } from './json';
import { changelogPath, readReleased, releasedFolder } from './released-copies';

// The repository's own contract: what `npm run contract:check` (in `npm run lint`) and
// `npm run contract:release` see. The other suites of this folder try the check on small fixtures.
describe('the API contract of this repository', () => {
  it('has one version: the newest heading of docs/api-changelog.md is API_VERSION, and the document says it', () => {
    const { sections, problems } = parseChangelog(fs.readFileSync(changelogPath(), 'utf8'));
    expect(problems).toEqual([]);
    expect(sections[0]?.version).toBe(API_VERSION);
    expect((currentContract().openapi.info as { version?: string }).version).toBe(API_VERSION);
  });

  it('gives GraphQL the same version (appInfo.apiVersion)', () => {
    const context = { config: { version: '9.9.9', demo: false } } as unknown as RequestContext;
    expect(new AppInfoResolver().appInfo(context).apiVersion).toBe(API_VERSION);
  });

  it('passes the contract check as it is', async () => {
    const current = currentContract();
    const result = await checkContract({
      released: readReleased(releasedFolder()),
      current,
      changelog: fs.readFileSync(changelogPath(), 'utf8'),
    });
    if (result.failures.length > 0) throw new Error(contractReport(result, current.version));
  }, 120_000);

  it('is released by npm run contract:release into the folder given, for the current version', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-release-'));
    try {
      const run = spawnSync('npm', ['run', '--silent', 'contract:release', '--', '--out', folder], {
        cwd: findRepositoryRoot(),
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Released ${API_VERSION}`);
      const current = currentContract();
      expect(fs.readFileSync(path.join(folder, API_VERSION, 'openapi.json'), 'utf8')).toBe(canonicalJson(current.openapi));
      expect(fs.readFileSync(path.join(folder, API_VERSION, 'schema.graphql'), 'utf8')).toBe(current.graphql);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
