import type { EntityManager } from 'typeorm';
import type { ErasedPerson, ErasureIdentifiers, ErasureStep, Replacement } from '../../shared/personal-data';

/** The name an erased client goes by from now on, e.g. "Erased client 7f3a", made from their id. */
export function erasedLabelOf(userId: string): string {
  return `Erased client ${userId.replace(/-/g, '').slice(0, 4)}`;
}

/** An address that can never receive mail (.invalid, RFC 2606) and stays unique like the id. */
export function erasedEmailOf(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}

/** What an erasure runs: the features' contributions, in order (personal-data-contributions.ts). */
export interface ErasurePlan {
  identifiers: ErasureIdentifiers[];
  erasure: ErasureStep[];
}

/** How many records a recorded step touched: written to the audit log, one entry per step. */
export interface ErasureStepCount {
  action: string;
  count: number;
}

export interface ErasureOutcome {
  steps: ErasureStepCount[];
  /** Storage keys of the deleted documents' and message attachments' files: removed once the transaction has committed. */
  fileKeys: string[];
}

/**
 * Erases a client's personal information inside the caller's transaction, keeping what the firm
 * must retain (SARS: five years of tax records): engagements with their amounts and dates, tasks,
 * appointments' times, messages' dates and parties, and the audit log, in which the person's
 * name, e-mail, company and file names are replaced. The account is deactivated and signed out
 * everywhere. Each feature's part is its own (`<feature>.personal-data.ts`): first every text that
 * names the person is read, then the steps run in order. Files are not touched here: the caller
 * removes `fileKeys` after the commit, so a rollback never loses a file whose row survives.
 */
export async function anonymiseClient(manager: EntityManager, user: ErasedPerson, now: Date, plan: ErasurePlan): Promise<ErasureOutcome> {
  const named = { manager, person: user, now, label: erasedLabelOf(user.id), erasedEmail: erasedEmailOf(user.id) };
  const replacements: Replacement[] = [];
  for (const identifiers of plan.identifiers) replacements.push(...(await identifiers(named)));

  const outcome: ErasureOutcome = { steps: [], fileKeys: [] };
  for (const step of plan.erasure) {
    const { count, fileKeys = [] } = await step.run({ ...named, replacements });
    if (step.action) outcome.steps.push({ action: step.action, count });
    outcome.fileKeys.push(...fileKeys);
  }
  return outcome;
}
