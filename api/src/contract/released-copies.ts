import fs from 'node:fs';
import path from 'node:path';
import { findRepositoryRoot } from '../shared/repository-root';
import type { Contract } from './contract-check';
import { canonicalJson, type JsonObject } from './json';
import { isVersion } from './semver';

/** Where the released copies are kept: one folder per version, `api/contract/released/<version>/`. */
export const releasedFolder = () => path.join(findRepositoryRoot(), 'api', 'contract', 'released');

export const changelogPath = () => path.join(findRepositoryRoot(), 'docs', 'api-changelog.md');

const OPENAPI = 'openapi.json';
const GRAPHQL = 'schema.graphql';

/** Every copy kept in `folder` (none when it does not exist). */
export function readReleased(folder: string): Contract[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: version }) => {
      if (!isVersion(version)) throw new Error(`${path.join(folder, version)} is not named as a version (MAJOR.MINOR.PATCH)`);
      const at = path.join(folder, version);
      return {
        version,
        openapi: JSON.parse(fs.readFileSync(path.join(at, OPENAPI), 'utf8')) as JsonObject,
        graphql: fs.readFileSync(path.join(at, GRAPHQL), 'utf8'),
      };
    });
}

/** Keeps the contract as released at its version: the document with its keys sorted, the schema as printed. */
export function writeReleased(folder: string, contract: Contract): string {
  const at = path.join(folder, contract.version);
  fs.mkdirSync(at, { recursive: true });
  fs.writeFileSync(path.join(at, OPENAPI), canonicalJson(contract.openapi));
  fs.writeFileSync(path.join(at, GRAPHQL), contract.graphql);
  return at;
}
