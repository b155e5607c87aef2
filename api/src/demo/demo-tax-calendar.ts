import type { DemoContext } from './context';
import { demoId } from './ids';
import { FilingSeason } from '../features/tax-calendar/filing-season.entity';

/*
 * The filing seasons SARS announced that the demo's calendar shows (docs/tax-calendar.md): the
 * 2026 ITR12 season (13 July to 23 October 2026, provisional taxpayers to 22 January 2027) and
 * the interim EMP501 window of the 2026 tax year (22 September to 31 October 2025). A real firm
 * enters each year's as SARS announces it; nothing here is guessed.
 */
const seasons: Pick<FilingSeason, 'kind' | 'year' | 'opens' | 'closes' | 'provisionalCloses'>[] = [
  { kind: 'itr12', year: 2026, opens: '2026-07-13', closes: '2026-10-23', provisionalCloses: '2027-01-22' },
  { kind: 'emp501-interim', year: 2026, opens: '2025-09-22', closes: '2025-10-31', provisionalCloses: null },
];

/** Each season once per kind and year: one an administrator entered or changed is left as it is. */
export async function seedDemoTaxCalendar({ manager }: DemoContext): Promise<void> {
  const repository = manager.getRepository(FilingSeason);
  for (const season of seasons) {
    if (await repository.existsBy({ kind: season.kind, year: season.year })) continue;
    await repository.insert(repository.create({ id: demoId('filing-season', `${season.kind}:${season.year}`), ...season }));
  }
}
