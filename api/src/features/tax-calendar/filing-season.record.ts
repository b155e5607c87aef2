import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { choiceField, dayField, describeRecord, idField, instantField, integerField, privacy } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { filingSeasonKindValues } from '../../../../validation/tax-calendar-inputs';
import { FilingSeason } from './filing-season.entity';

export const FilingSeasonKind = enumOf(filingSeasonKindValues);
export type FilingSeasonKind = (typeof filingSeasonKindValues)[number];
registerEnumType(FilingSeasonKind, {
  name: 'FilingSeasonKind',
  description: 'ITR12 (the individual filing season), EMP501_INTERIM or EMP501_ANNUAL (the employer reconciliations)',
});

const FIRMS = { privacy: privacy.notPersonal } as const;

/** A filing window SARS announced, as both APIs show it (/api/tax-calendar/filing-seasons). */
export const filingSeasonDescription = describeRecord({
  name: 'FilingSeason',
  description: 'A filing window SARS announces each year: the ITR12 season or an EMP501 reconciliation window',
  entity: FilingSeason,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The season’s id', FIRMS),
    kind: choiceField(filingSeasonKindValues, FilingSeasonKind, 'Which window: the ITR12 season or an EMP501 reconciliation', FIRMS),
    year: integerField('ITR12: the year of assessment it files (2026 ends in February 2026). EMP501: the tax year', FIRMS),
    opens: dayField('The first day, YYYY-MM-DD', FIRMS),
    closes: dayField('The last day, YYYY-MM-DD; for ITR12, non-provisional taxpayers’', FIRMS),
    provisionalCloses: dayField('ITR12 only: the last day for provisional taxpayers', { nullable: true, ...FIRMS }),
    createdAt: instantField('When it was entered', FIRMS),
    updatedAt: instantField('When it last changed', FIRMS),
  },
});

export const filingSeasonRecord = restShapeOf(filingSeasonDescription);
