import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { releaseContract } from '../contract/release';
import { changelogPath, releasedFolder } from '../contract/released-copies';
import { currentContract } from './current-contract';

// `npm run contract:release [-- --out <folder>]`: keeps the contract as it is now as the copy released
// at API_VERSION, in api/contract/released/<version>/ or under the folder given (contract/release.ts).
const args = process.argv.slice(2);
const out = args.indexOf('--out');
const folder = out >= 0 && args[out + 1] ? path.resolve(args[out + 1]) : releasedFolder();
releaseContract(folder, currentContract(), fs.readFileSync(changelogPath(), 'utf8'))
  .then(({ ok, message }) => {
    if (ok) console.log(message);
    else console.error(message);
    process.exit(ok ? 0 : 1);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
