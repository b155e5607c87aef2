import { BusinessCalendar } from './business-days';
import { emp201Due } from './deadline-rules';
import { type DeadlineOverride, PERIOD_KEY_MAX_LENGTH, PERIOD_KEY_PATTERN, applyOverrides, periodKeys, ruleOfPeriodKey } from './overrides';

const calendar = new BusinessCalendar();
// SARS extended the June 2025 EMP201 from 7 to 14 July 2025 after eFiling slowed down.
const june2025: DeadlineOverride = {
  rule: 'emp201',
  periodKey: 'emp201:2025-06',
  dueDate: '2025-07-14',
  reason: 'SARS extended it after eFiling slowed down',
};

describe('overrides and period keys', () => {
  it('gives one stable key per rule and period', () => {
    expect(periodKeys.emp201('2025-06')).toBe('emp201:2025-06');
    expect(periodKeys.vat201({ start: '2027-05', end: '2027-06' })).toBe('vat201:2027-05..2027-06');
    expect(periodKeys.provisionalTax(1, '2027-02')).toBe('irp6-1:2027-02');
    expect(periodKeys.itr14('2026-06-30')).toBe('itr14:2026-06-30');
    expect(periodKeys.cipcAnnualReturn('2019-03-14', 2026)).toBe('cipc-annual-return:2026-03-14');
    expect(periodKeys.itr12(2026, 'provisional')).toBe('itr12-provisional:2026');
    expect(periodKeys.emp501(2027, 'interim')).toBe('emp501-interim:2027');
  });

  it('puts an override’s day in place of the computed one, keeping both and the reason', () => {
    const computed = emp201Due('2025-06', calendar);
    expect(computed).toBe('2025-07-07');
    expect(applyOverrides(periodKeys.emp201('2025-06'), computed, [june2025])).toEqual({
      periodKey: 'emp201:2025-06',
      due: '2025-07-14',
      computed: '2025-07-07',
      overrideReason: 'SARS extended it after eFiling slowed down',
    });
  });

  it('leaves other periods alone', () => {
    const key = periodKeys.emp201('2025-07');
    expect(applyOverrides(key, emp201Due('2025-07', calendar), [june2025])).toEqual({
      periodKey: key,
      due: '2025-08-07',
      computed: '2025-08-07',
    });
  });

  it('refuses overrides that could never match or contradict each other', () => {
    const apply = (overrides: DeadlineOverride[]) => () => applyOverrides('emp201:2025-06', '2025-07-07', overrides);
    expect(apply([{ ...june2025, periodKey: 'emp201:2025-6' }])).toThrow('overrides[0].periodKey is not a key of emp201: "emp201:2025-6"');
    expect(apply([{ ...june2025, rule: 'vat201' }])).toThrow('overrides[0].periodKey is not a key of vat201');
    expect(apply([{ ...june2025, rule: 'paye' as never }])).toThrow('overrides[0].rule is not a deadline rule: "paye"');
    expect(apply([{ ...june2025, dueDate: '2025-07-32' }])).toThrow('overrides[0].dueDate must be a real calendar day');
    expect(apply([{ ...june2025, reason: ' ' }])).toThrow('overrides[0].reason must say why the deadline moved');
    expect(apply([june2025, { ...june2025, dueDate: '2025-07-15' }])).toThrow('emp201:2025-06 has 2 overrides; keep one');
  });

  it('refuses keys of periods that do not exist', () => {
    expect(() => periodKeys.emp201('2025-13')).toThrow('month must be a month written YYYY-MM, not "2025-13"');
    expect(() => periodKeys.vat201({ start: '2027-06', end: '2027-05' })).toThrow(
      'period.start (2027-06) must not be after period.end (2027-05)',
    );
    expect(() => periodKeys.provisionalTax(4 as never, '2027-02')).toThrow('payment must be 1, 2 or 3, not 4');
  });
});

describe('ruleOfPeriodKey', () => {
  it('names the rule of a real period key, and refuses anything else', () => {
    expect(ruleOfPeriodKey('emp201:2025-06')).toBe('emp201');
    expect(ruleOfPeriodKey('vat201:2027-05..2027-06')).toBe('vat201');
    expect(ruleOfPeriodKey('itr12-provisional:2026')).toBe('itr12-provisional');
    expect(ruleOfPeriodKey('cipc-annual-return:2026-03-14')).toBe('cipc-annual-return');
    for (const wrong of ['emp201:2025-13', 'emp201', 'vat201:2027-05', 'itr14:2026-02-30', 'nothing:2026', '', 'toString:x']) {
      expect(ruleOfPeriodKey(wrong)).toBeNull();
    }
  });

  it('holds every key it names to the one pattern and length the APIs state', () => {
    const named = [
      periodKeys.emp201('9999-12'),
      periodKeys.vat201({ start: '9999-11', end: '9999-12' }),
      periodKeys.provisionalTax(3, '1995-02'),
      periodKeys.itr14('2028-02-29'),
      periodKeys.cipcAnnualReturn('2019-03-14', 9999),
      periodKeys.itr12(9999, 'non-provisional'),
      periodKeys.emp501(1995, 'interim'),
    ];
    for (const key of named) {
      expect(ruleOfPeriodKey(key)).not.toBeNull();
      expect(key).toMatch(PERIOD_KEY_PATTERN);
      expect(key.length).toBeLessThanOrEqual(PERIOD_KEY_MAX_LENGTH);
    }
    expect(PERIOD_KEY_MAX_LENGTH).toBe('cipc-annual-return:2026-03-14'.length);
    // A key the pattern refuses is never a rule's; the pattern cannot tell a real month from 13.
    for (const wrong of ['emp201:12025-06', 'vat201:2027-05.2027-06', 'itr14:2026-6-30', 'emp201:2025-06 ', 'EMP201:2025-06']) {
      expect(wrong).not.toMatch(PERIOD_KEY_PATTERN);
      expect(ruleOfPeriodKey(wrong)).toBeNull();
    }
  });
});
