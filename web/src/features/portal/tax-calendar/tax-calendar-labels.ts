import type { FilingSeasonKind } from '../../../graphql/generated';

/** The filing windows SARS announces, as the page names them, in the order the kind select offers them. */
export const filingSeasonKindLabels: Record<FilingSeasonKind, string> = {
  ITR12: 'ITR12 filing season',
  EMP501_INTERIM: 'EMP501 interim reconciliation',
  EMP501_ANNUAL: 'EMP501 annual reconciliation',
};

export const filingSeasonKinds = ['ITR12', 'EMP501_INTERIM', 'EMP501_ANNUAL'] as const satisfies readonly FilingSeasonKind[];

/** "ITR12 filing season 2026": a season in a sentence or a button's name. */
export const seasonName = (season: { kind: FilingSeasonKind; year: number }) => `${filingSeasonKindLabels[season.kind]} ${season.year}`;
