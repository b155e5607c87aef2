import type { ContractChange } from './change';
import { namesChange, parseChangelog, type ChangelogSection } from './changelog';
import { graphQLChanges } from './graphql-changes';
import { canonicalJson, differingPointers, type JsonObject } from './json';
import { openApiChanges } from './openapi-changes';
import { compareVersions, isMajorStep, isVersion, parseVersion } from './semver';

/** The API's contract at one version: the REST API's OpenAPI document and the printed GraphQL schema. */
export interface Contract {
  version: string;
  openapi: JsonObject;
  graphql: string;
}

export interface ContractCheckInput {
  /** The copies kept as released (api/contract/released/<version>/), in any order. */
  released: readonly Contract[];
  /** The contract as the code makes it now, at the version API_VERSION says. */
  current: Contract;
  /** The text of docs/api-changelog.md. */
  changelog: string;
}

/** One version to the next, and what changed on the way. */
export interface ContractStep {
  from: string;
  to: string;
  /** False for the step to the current version while it has no released copy. */
  released: boolean;
  changes: ContractChange[];
}

export interface ContractCheckResult {
  steps: ContractStep[];
  /** Each thing that must be put right, as a sentence a developer can act on. Empty when the check passes. */
  failures: string[];
}

const CHANGELOG = 'docs/api-changelog.md';
const VERSION_FILE = 'api/src/http/openapi/api-version.ts';
const WHAT_TO_DO = `add a section for a new version at the top of ${CHANGELOG} (a new major version if anything breaks, naming each breaking change under "### Breaking"), set API_VERSION in ${VERSION_FILE} to it, and run npm run contract:release`;

/**
 * The contract check (`npm run contract:check`): the contract cannot change unannounced. The
 * current contract equals its released copy at the same version, or is a newer version than every
 * copy; and every step from one version to the next (the released copies in order, then the current
 * one) has its changelog section when anything changed, a new major version when anything broke,
 * and each breaking change named in that section's Breaking list.
 */
export async function checkContract({ released, current, changelog: markdown }: ContractCheckInput): Promise<ContractCheckResult> {
  const failures: string[] = [];
  const changelog = parseChangelog(markdown);
  failures.push(...changelog.problems.map((problem) => `${CHANGELOG}: ${problem}`));
  if (!isVersion(current.version))
    return { steps: [], failures: [...failures, `API_VERSION "${current.version}" is not MAJOR.MINOR.PATCH`] };
  const newest = changelog.sections[0]?.version;
  if (newest !== current.version)
    failures.push(
      `The API version is ${current.version} (${VERSION_FILE}) but the newest version in ${CHANGELOG} is ${newest ?? 'none'}: they are one fact, move them together`,
    );
  for (const contract of [...released, current]) {
    const documented = (contract.openapi.info as JsonObject | undefined)?.version;
    if (documented !== contract.version)
      failures.push(
        `The OpenAPI document${contract === current ? '' : ` released as ${contract.version}`} says info.version ${JSON.stringify(documented)}, not ${contract.version}`,
      );
  }
  const copies = [...released].sort((a, b) => compareVersions(a.version, b.version));
  if (copies.length === 0)
    return { steps: [], failures: [...failures, 'No released copy of the contract: write the first with npm run contract:release'] };

  const sameVersion = copies.find((copy) => copy.version === current.version);
  const sequence = [...copies];
  if (sameVersion) {
    const differences = await differencesFrom(sameVersion, current);
    if (differences.length > 0)
      failures.push(
        [
          `The contract differs from the copy released as ${current.version} (api/contract/released/${current.version}/):`,
          ...differences.map((line) => `  - ${line}`),
          `A released version does not change: ${WHAT_TO_DO}.`,
        ].join('\n'),
      );
  } else {
    const last = copies[copies.length - 1];
    if (compareVersions(current.version, last.version) < 0)
      failures.push(`The API version ${current.version} is below the newest released copy, ${last.version}: versions only go up`);
    else sequence.push(current);
  }

  const steps: ContractStep[] = [];
  for (let index = 1; index < sequence.length; index += 1) {
    const [from, to] = [sequence[index - 1], sequence[index]];
    const changes = [...(await openApiChanges(from.openapi, to.openapi)), ...(await graphQLChanges(from.graphql, to.graphql))];
    steps.push({ from: from.version, to: to.version, released: index < copies.length, changes });
    failures.push(
      ...stepFailures(
        from.version,
        to.version,
        changes,
        changelog.sections.find((section) => section.version === to.version),
      ),
    );
  }
  return { steps, failures };
}

function stepFailures(from: string, to: string, changes: ContractChange[], section: ChangelogSection | undefined): string[] {
  if (changes.length === 0) return [];
  if (!section)
    return [
      `${from} → ${to} changes the contract (${changes.length} changes) but ${CHANGELOG} has no "## ${to} (YYYY-MM-DD)" section: describe what changed there`,
    ];
  const breaking = changes.filter((change) => change.criticality === 'breaking');
  if (breaking.length === 0) return [];
  if (!isMajorStep(from, to))
    return [
      [
        `${from} → ${to} breaks the contract, which needs a new major version (${parseVersion(from).major + 1}.0.0):`,
        ...listed(breaking),
        `Then ${WHAT_TO_DO}.`,
      ].join('\n'),
    ];
  const unnamed = breaking.filter((change) => !namesChange(section.breaking ?? '', change.name));
  if (unnamed.length === 0) return [];
  return [
    [
      `The "### Breaking" list of ${to} in ${CHANGELOG} does not name every breaking change; name each (as \`GET /api/…\` or \`Type.field\`):`,
      ...listed(unnamed),
    ].join('\n'),
  ];
}

function listed(changes: ContractChange[]): string[] {
  return changes.map((change) => `  - ${change.api} ${change.name}: ${change.message}`);
}

/** The most differences the check lists at once: the breaking ones first, then the rest counted. */
const LISTED = 40;
const ORDER: ContractChange['criticality'][] = ['breaking', 'dangerous', 'non-breaking'];

/** How the current contract differs from a released copy of the same version, as classified changes, or where the texts differ. */
async function differencesFrom(copy: Contract, current: Contract): Promise<string[]> {
  const changes: ContractChange[] = [];
  const lines: string[] = [];
  if (canonicalJson(copy.openapi) !== canonicalJson(current.openapi)) {
    const rest = await openApiChanges(copy.openapi, current.openapi);
    changes.push(...rest);
    if (rest.length === 0)
      lines.push(...differingPointers(copy.openapi, current.openapi, 20).map((pointer) => `REST document differs at ${pointer}`));
  }
  if (normalisedSdl(copy.graphql) !== normalisedSdl(current.graphql)) {
    const graphql = await graphQLChanges(copy.graphql, current.graphql);
    changes.push(...graphql);
    if (graphql.length === 0) lines.push('GraphQL schema.graphql differs in its text (comments, descriptions or order)');
  }
  const ordered = [...changes].sort((a, b) => ORDER.indexOf(a.criticality) - ORDER.indexOf(b.criticality));
  lines.push(...ordered.slice(0, LISTED).map((change) => `${change.api} ${change.name} (${change.criticality}): ${change.message}`));
  if (ordered.length > LISTED) lines.push(`… and ${ordered.length - LISTED} more (${changes.length} changes in all)`);
  return lines;
}

function normalisedSdl(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** The check's short report: each step's counts, then what fails. */
export function contractReport({ steps, failures }: ContractCheckResult, current: string): string {
  const lines = [`API contract ${current}`];
  for (const step of steps) {
    const count = (api: ContractChange['api']) => {
      const of = step.changes.filter((change) => change.api === api);
      const n = (criticality: ContractChange['criticality']) => of.filter((change) => change.criticality === criticality).length;
      return `${api} ${n('breaking')} breaking, ${n('dangerous')} dangerous, ${n('non-breaking')} non-breaking`;
    };
    lines.push(`  ${step.from} → ${step.to}${step.released ? '' : ' (not yet released)'}: ${count('REST')}; ${count('GraphQL')}`);
  }
  lines.push(
    failures.length === 0
      ? 'The contract check passes.'
      : `The contract check fails:\n${failures.map((failure) => `- ${failure}`).join('\n')}`,
  );
  return lines.join('\n');
}
