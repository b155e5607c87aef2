import 'reflect-metadata';
import fs from 'node:fs';
import { checkContract, contractReport } from '../contract/contract-check';
import { changelogPath, readReleased, releasedFolder } from '../contract/released-copies';
import { currentContract } from './current-contract';

// `npm run contract:check`, part of `npm run lint`: the REST and GraphQL contract against its released
// copies and docs/api-changelog.md (contract/contract-check.ts says what it holds them to).
async function main(): Promise<number> {
  const current = currentContract();
  const result = await checkContract({
    released: readReleased(releasedFolder()),
    current,
    changelog: fs.readFileSync(changelogPath(), 'utf8'),
  });
  const report = contractReport(result, current.version);
  if (result.failures.length > 0) console.error(report);
  else console.log(report);
  return result.failures.length > 0 ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
