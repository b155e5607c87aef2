import { billingPeriodsDue, periodName } from './billing-periods';

const line = { description: 'Retainer', quantityThousandths: 1000, unitPriceCents: 200_000, treatment: 'standard' as const };
const plan = (fields: { startedOn: string; endedOn?: string | null; once?: boolean; monthly?: boolean; dayOfMonth?: number }) => ({
  schedule: {
    onceLines: fields.once === false ? [] : [line],
    monthlyLines: fields.monthly === false ? [] : [line],
    dayOfMonth: fields.dayOfMonth ?? 5,
  },
  startedOn: fields.startedOn,
  endedOn: fields.endedOn ?? null,
});

describe('the periods a billing plan bills', () => {
  it('bills the once-off fees from the signing day, and a month from its billing day on or after the signing', () => {
    expect(billingPeriodsDue(plan({ startedOn: '2026-11-05' }), '2026-11-05')).toEqual(['once', '2026-11']);
    expect(billingPeriodsDue(plan({ startedOn: '2026-11-06' }), '2026-12-04')).toEqual(['once']);
    expect(billingPeriodsDue(plan({ startedOn: '2026-11-06' }), '2026-12-05')).toEqual(['once', '2026-12']);
    expect(billingPeriodsDue(plan({ startedOn: '2026-11-29', once: false }), '2027-02-05')).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(billingPeriodsDue(plan({ startedOn: '2026-11-29', monthly: false }), '2027-02-05')).toEqual(['once']);
  });

  it('bills nothing after the day a plan ended, and nothing before it started', () => {
    expect(billingPeriodsDue(plan({ startedOn: '2026-11-01', endedOn: '2027-01-04' }), '2027-06-30')).toEqual([
      'once',
      '2026-11',
      '2026-12',
    ]);
    expect(billingPeriodsDue(plan({ startedOn: '2026-11-01' }), '2026-10-31')).toEqual([]);
    expect(billingPeriodsDue(plan({ startedOn: '2026-12-28', dayOfMonth: 28, once: false }), '2027-02-28')).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('names the period on the invoice', () => {
    expect(periodName('once')).toBe('Once-off fees as agreed in the signed engagement letter');
    expect(periodName('2027-01')).toBe('Monthly fees for January 2027 as agreed in the signed engagement letter');
  });
});
