import { vatPeriodContaining, vatPeriods } from './vat-periods';

const spans = (periods: { start: string; end: string }[]) => periods.map((period) => `${period.start}..${period.end}`);

describe('VAT periods (VAT Act s27)', () => {
  it('gives category A two-month periods ending in odd months, labelled across a year end', () => {
    const periods = vatPeriods('A', '2026-12', '2027-05');
    expect(spans(periods)).toEqual(['2026-12..2027-01', '2027-02..2027-03', '2027-04..2027-05']);
    expect(periods[0]).toEqual({ category: 'A', start: '2026-12', end: '2027-01', label: 'Dec 2026–Jan 2027' });
    expect(periods[1].label).toBe('Feb–Mar 2027');
  });

  it('gives category B two-month periods ending in even months', () => {
    expect(spans(vatPeriods('B', '2027-01', '2027-06'))).toEqual(['2027-01..2027-02', '2027-03..2027-04', '2027-05..2027-06']);
    expect(vatPeriods('B', '2027-03', '2027-04')[0].label).toBe('Mar–Apr 2027');
  });

  it('gives category C one month each', () => {
    expect(vatPeriods('C', '2027-11', '2028-01').map((period) => period.label)).toEqual(['Nov 2027', 'Dec 2027', 'Jan 2028']);
  });

  it('gives category D six months ending in February and August, or in months the Commissioner approved', () => {
    expect(spans(vatPeriods('D', '2026-01', '2027-12'))).toEqual([
      '2025-09..2026-02',
      '2026-03..2026-08',
      '2026-09..2027-02',
      '2027-03..2027-08',
    ]);
    expect(spans(vatPeriods('D', '2027-01', '2027-12', { endMonth: 6 }))).toEqual(['2027-01..2027-06', '2027-07..2027-12']);
  });

  it('gives category E a year ending in the vendor’s year-end month, and asks for that month', () => {
    expect(vatPeriods('E', '2027-01', '2027-12', { endMonth: 6 })).toEqual([
      { category: 'E', start: '2026-07', end: '2027-06', label: 'Jul 2026–Jun 2027' },
    ]);
    expect(vatPeriodContaining('E', '2027-05', { endMonth: 12 }).label).toBe('Jan–Dec 2027');
    expect(() => vatPeriods('E', '2027-01', '2027-12')).toThrow('options.endMonth (the year-end month) is required for category E');
  });

  it('gives category F four months ending in February, June and October', () => {
    expect(spans(vatPeriods('F', '2027-01', '2027-12'))).toEqual(['2026-11..2027-02', '2027-03..2027-06', '2027-07..2027-10']);
  });

  it('finds the period a month falls in, and the one ending in an end month', () => {
    expect(vatPeriodContaining('A', '2027-02').label).toBe('Feb–Mar 2027');
    expect(vatPeriodContaining('A', '2027-03').label).toBe('Feb–Mar 2027');
    expect(vatPeriodContaining('B', '2027-01').label).toBe('Jan–Feb 2027');
    expect(vatPeriodContaining('F', '2027-01').label).toBe('Nov 2026–Feb 2027');
  });

  it('lists no period when none ends in the range', () => {
    expect(vatPeriods('D', '2027-03', '2027-07')).toEqual([]);
  });

  it('refuses a month that does not exist, an unknown category and a range backwards, naming the argument', () => {
    expect(() => vatPeriods('A', '2026-13', '2027-01')).toThrow('from must be a month written YYYY-MM, not "2026-13"');
    expect(() => vatPeriodContaining('B', '2026-1')).toThrow('month must be a month written YYYY-MM, not "2026-1"');
    expect(() => vatPeriods('G' as never, '2026-01', '2026-12')).toThrow('category must be one of A, B, C, D, E and F, not "G"');
    expect(() => vatPeriods('A', '2027-01', '2026-01')).toThrow('from (2027-01) must not be after to (2026-01)');
    expect(() => vatPeriods('A', '2027-01', '2027-12', { endMonth: 3 })).toThrow(
      'options.endMonth applies only to categories D and E, not A',
    );
    expect(() => vatPeriods('E', '2027-01', '2027-12', { endMonth: 13 })).toThrow(
      'options.endMonth must be a whole number from 1 to 12, not 13',
    );
  });
});
