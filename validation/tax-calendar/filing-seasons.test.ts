import { BusinessCalendar } from './business-days';
import { type Emp501Window, type FilingSeason, emp501Due, itr12Due } from './filing-seasons';

const calendar = new BusinessCalendar();

// SARS's announced dates for the 2025 filing season and the 2026 interim reconciliation, as examples of the data.
const seasons: FilingSeason[] = [{ year: 2025, opens: '2025-07-07', nonProvisionalCloses: '2025-10-20', provisionalCloses: '2026-01-19' }];
const windows: Emp501Window[] = [{ year: 2026, kind: 'interim', opens: '2025-09-22', closes: '2025-10-31' }];

describe('ITR12 filing seasons and EMP501 windows (data, not rules)', () => {
  it('reads the due date of each kind of taxpayer from the configured season', () => {
    expect(itr12Due(seasons, 2025, 'non-provisional', calendar)).toBe('2025-10-20');
    expect(itr12Due(seasons, 2025, 'provisional', calendar)).toBe('2026-01-19');
    expect(emp501Due(windows, 2026, 'interim', calendar)).toBe('2025-10-31');
  });

  it('moves a day SARS announced on a weekend to the business day before (TAA s244(1)(a))', () => {
    const saturday: Emp501Window[] = [{ year: 2027, kind: 'interim', opens: '2026-09-21', closes: '2026-10-31' }];
    expect(emp501Due(saturday, 2027, 'interim', calendar)).toBe('2026-10-30');
  });

  it('says clearly when a year is not configured, instead of guessing', () => {
    expect(() => itr12Due(seasons, 2027, 'provisional', calendar)).toThrow('The ITR12 filing season for 2027 is not set yet');
    expect(() => emp501Due(windows, 2026, 'annual', calendar)).toThrow('The annual EMP501 window for the 2026 tax year is not set yet');
  });

  it('refuses a year configured twice and data that is not a date', () => {
    expect(() => itr12Due([...seasons, ...seasons], 2025, 'provisional', calendar)).toThrow(
      'The ITR12 filing season for 2025 is set more than once',
    );
    const broken = [{ ...seasons[0], provisionalCloses: '2026-02-30' }];
    expect(() => itr12Due(broken, 2025, 'provisional', calendar)).toThrow(
      'seasons[0].provisionalCloses must be a real calendar day written YYYY-MM-DD, not "2026-02-30"',
    );
    const backwards = [{ ...windows[0], closes: '2025-09-01' }];
    expect(() => emp501Due(backwards, 2026, 'interim', calendar)).toThrow(
      'windows[0].closes (2025-09-01) must not be before windows[0].opens (2025-09-22)',
    );
    expect(() => itr12Due(seasons, 2025, 'company' as never, calendar)).toThrow(
      `kind must be 'non-provisional' or 'provisional', not "company"`,
    );
  });
});
