import path from 'node:path';
import { parseChangelog } from './changelog';
import { checkContract, contractReport, type Contract } from './contract-check';
import { readReleased, writeReleased } from './released-copies';

/**
 * Keeps `current` as the copy released at its version under `folder` (`npm run contract:release`).
 * Refuses while the changelog has no section for the version, or while the contract check would
 * fail with the new copy among the released ones (a breaking change without a new major version, a
 * version already released with another contract). Says what it did or why not.
 */
export async function releaseContract(folder: string, current: Contract, changelog: string): Promise<{ ok: boolean; message: string }> {
  if (!parseChangelog(changelog).sections.some((section) => section.version === current.version))
    return {
      ok: false,
      message: `docs/api-changelog.md has no section for ${current.version}: add "## ${current.version} (YYYY-MM-DD)" at its top with what changed, then release`,
    };
  const released = readReleased(folder);
  if (released.length > 0) {
    const result = await checkContract({ released, current, changelog });
    if (result.failures.length > 0) return { ok: false, message: `Not released:\n${contractReport(result, current.version)}` };
    if (released.some((copy) => copy.version === current.version))
      return { ok: true, message: `${current.version} is already released as the contract is now (${path.join(folder, current.version)})` };
  }
  return { ok: true, message: `Released ${current.version}: wrote ${writeReleased(folder, current)}` };
}
