import { BusinessCalendar } from './business-days';
import { cipcAnniversary, cipcAnnualReturnDue, emp201Due, itr14Due, provisionalTaxDue, vat201Due } from './deadline-rules';

const calendar = new BusinessCalendar();

describe('deadline rules', () => {
  it('EMP201: the 7th of the next month, or the last business day before it', () => {
    expect(emp201Due('2027-02', calendar)).toBe('2027-03-05'); // 7 March 2027 is a Sunday
    expect(emp201Due('2027-12', calendar)).toBe('2028-01-07'); // into the next year
  });

  it('EMP201: a day the President declares a holiday moves it back (7 May 2027 declared: April is due on the 6th)', () => {
    expect(emp201Due('2027-04', calendar)).toBe('2027-05-07');
    const declared = new BusinessCalendar([{ date: '2027-05-07', name: 'Declared public holiday' }]);
    expect(emp201Due('2027-04', declared)).toBe('2027-05-06');
  });

  it('VAT201: the last business day of the next month on eFiling; the 25th, or before, manually', () => {
    expect(vat201Due('2027-06', 'efiling', calendar)).toBe('2027-07-30'); // 31 July 2027 is a Saturday
    expect(vat201Due('2027-08', 'manual', calendar)).toBe('2027-09-23'); // 25th a Saturday, 24th Heritage Day
    expect(vat201Due('2026-11', 'manual', calendar)).toBe('2026-12-24'); // the 25th is Christmas Day
  });

  it('IRP6: the sixth month, the year-end and the voluntary third payment, on business days', () => {
    expect(provisionalTaxDue('2027-02', calendar)).toEqual({ first: '2026-08-31', second: '2027-02-26', third: '2027-09-30' });
    // Six months, not seven, after a year-end other than February.
    expect(provisionalTaxDue('2027-06', calendar)).toEqual({ first: '2026-12-31', second: '2027-06-30', third: '2027-12-31' });
    expect(provisionalTaxDue('2028-02', calendar).second).toBe('2028-02-29');
  });

  it('ITR14: twelve months after the year-end, on or before', () => {
    expect(itr14Due('2026-06-30', calendar)).toBe('2027-06-30');
    expect(itr14Due('2026-07-31', calendar)).toBe('2027-07-30');
    expect(itr14Due('2027-02-28', calendar)).toBe('2028-02-28'); // the earlier of the two readings
    expect(itr14Due('2028-02-29', calendar)).toBe('2029-02-28');
  });

  it('CIPC annual return: 30 business days after the anniversary of incorporation', () => {
    expect(cipcAnniversary('2019-03-14', 2026)).toBe('2026-03-14');
    expect(cipcAnnualReturnDue('2019-03-14', 2026, calendar)).toBe('2026-04-29');
    expect(cipcAnniversary('2012-02-29', 2027)).toBe('2027-02-28');
    expect(cipcAnniversary('2012-02-29', 2028)).toBe('2028-02-29');
  });

  it('refuses periods that do not exist, naming the argument', () => {
    expect(() => emp201Due('2026-13', calendar)).toThrow('month must be a month written YYYY-MM, not "2026-13"');
    expect(() => vat201Due('2026-00', 'efiling', calendar)).toThrow('periodEnd must be a month written YYYY-MM, not "2026-00"');
    expect(() => vat201Due('2026-06', 'fax' as never, calendar)).toThrow(`filing must be 'efiling' or 'manual', not "fax"`);
    expect(() => provisionalTaxDue('2027-2', calendar)).toThrow('yearEnd must be a month written YYYY-MM, not "2027-2"');
    expect(() => itr14Due('2026-02-30', calendar)).toThrow('yearEnd must be a real calendar day written YYYY-MM-DD, not "2026-02-30"');
    expect(() => cipcAnnualReturnDue('2026-02-30', 2027, calendar)).toThrow('incorporated must be a real calendar day');
    expect(() => cipcAnnualReturnDue('2019-03-14', 2019, calendar)).toThrow(
      'year must be after the year of incorporation (2019), not 2019',
    );
  });
});
