import { graphql, HttpResponse } from 'msw';
import type {
  DeclaredHolidayFieldsFragment,
  DeclaredHolidaysQuery,
  FilingSeasonFieldsFragment,
  FilingSeasonsQuery,
  PublicHolidayRowFragment,
  TaxCalendarQuery,
  TaxCalendarQueryVariables,
  TaxDeadlineRowFragment,
} from '../../../graphql/generated';

export function deadline(overrides: Partial<TaxDeadlineRowFragment> = {}): TaxDeadlineRowFragment {
  return {
    __typename: 'TaxDeadline',
    periodKey: 'vat201:2027-01..2027-02',
    rule: 'VAT201',
    label: 'VAT201 for Jan–Feb 2027 (category B, eFiling)',
    due: '2027-03-31',
    computed: '2027-03-31',
    named: '2027-03-31',
    movedBecause: null,
    overrideReason: null,
    ...overrides,
  };
}

/** Due on Friday 5 March 2027, because 7 March is a Sunday (docs/tax-calendar.md). */
export const emp201February = () =>
  deadline({
    periodKey: 'emp201:2027-02',
    rule: 'EMP201',
    label: 'EMP201 for Feb 2027',
    due: '2027-03-05',
    computed: '2027-03-05',
    named: '2027-03-07',
    movedBecause: '7 Mar 2027 is a Sunday',
  });

/** The rule's Wednesday 7 April 2027, extended by SARS to the 14th. */
export const emp201MarchExtended = () =>
  deadline({
    periodKey: 'emp201:2027-03',
    rule: 'EMP201',
    label: 'EMP201 for Mar 2027',
    due: '2027-04-14',
    computed: '2027-04-07',
    named: '2027-04-07',
    overrideReason: 'eFiling was down from 5 to 7 April',
  });

export const holiday = (date: string, name: string, reason: PublicHolidayRowFragment['reason'] = 'SCHEDULE'): PublicHolidayRowFragment => ({
  __typename: 'PublicHoliday',
  date,
  name,
  reason,
});

export const generalElection = (): DeclaredHolidayFieldsFragment => ({
  __typename: 'DeclaredHoliday',
  id: 'declared-1',
  date: '2027-05-07',
  name: 'General election',
});

/** March to May 2027 as the API answers it. */
export function marchToMay(): TaxCalendarQuery['taxCalendar'] {
  return {
    __typename: 'TaxCalendar',
    from: '2027-03-01',
    to: '2027-05-31',
    deadlines: [emp201February(), deadline(), emp201MarchExtended()],
    holidays: [
      holiday('2027-03-21', 'Human Rights Day'),
      holiday('2027-03-22', 'Human Rights Day (Monday after)', 'SUNDAY'),
      holiday('2027-05-07', 'General election', 'DECLARED'),
    ],
  };
}

/** Answers TaxCalendar with `answer` for the range asked, recording the variables of each ask. */
export function calendarFrom(answer: (variables: TaxCalendarQueryVariables) => TaxCalendarQuery['taxCalendar'] = marchToMay) {
  const asked: TaxCalendarQueryVariables[] = [];
  const handler = graphql.query<TaxCalendarQuery, TaxCalendarQueryVariables>('TaxCalendar', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { taxCalendar: { ...answer(variables), from: variables.from, to: variables.to } } });
  });
  return { handler, asked };
}

export const itr12Season2026 = (): FilingSeasonFieldsFragment => ({
  __typename: 'FilingSeason',
  id: 'season-1',
  kind: 'ITR12',
  year: 2026,
  opens: '2026-07-13',
  closes: '2026-10-23',
  provisionalCloses: '2027-01-22',
});

export const declaredHolidaysAre = (holidays: DeclaredHolidayFieldsFragment[]) =>
  graphql.query<DeclaredHolidaysQuery>('DeclaredHolidays', () => HttpResponse.json({ data: { declaredHolidays: holidays } }));

export const filingSeasonsAre = (seasons: FilingSeasonFieldsFragment[]) =>
  graphql.query<FilingSeasonsQuery>('FilingSeasons', () => HttpResponse.json({ data: { filingSeasons: seasons } }));
