import { BusinessCalendar } from './business-days';
import { firmDeadlines } from './firm-calendar';

const calendar = new BusinessCalendar();
const find = (deadlines: ReturnType<typeof firmDeadlines>, periodKey: string) =>
  deadlines.find((deadline) => deadline.periodKey === periodKey);

describe('firmDeadlines', () => {
  it('lists what falls due in the range, by due day, each moved onto a business day with the reason', () => {
    const march = firmDeadlines({ from: '2027-03-01', to: '2027-03-31', calendar });
    expect(march.map(({ periodKey, due }) => `${due} ${periodKey}`)).toEqual([
      '2027-03-05 emp201:2027-02',
      '2027-03-31 vat201:2027-01..2027-02',
      '2027-03-31 vat201:2027-02..2027-02',
    ]);
    expect(find(march, 'emp201:2027-02')).toMatchObject({
      named: '2027-03-07',
      computed: '2027-03-05',
      movedBecause: '7 Mar 2027 is a Sunday',
      overrideReason: null,
      label: 'EMP201 for Feb 2027',
    });
    expect(find(march, 'vat201:2027-01..2027-02')).toMatchObject({
      label: 'VAT201 for Jan–Feb 2027 (category B, eFiling)',
      movedBecause: null,
    });
  });

  it('finds the provisional tax payments of a February year-end, the first six months before it ends', () => {
    const august = firmDeadlines({ from: '2026-08-01', to: '2026-08-31', calendar });
    expect(find(august, 'irp6-1:2027-02')).toMatchObject({
      due: '2026-08-31',
      label: 'Provisional tax (IRP6), first payment, the year ending Feb 2027',
    });
    const february = firmDeadlines({ from: '2027-02-01', to: '2027-02-28', calendar });
    expect(find(february, 'irp6-2:2027-02')).toMatchObject({
      due: '2027-02-26',
      named: '2027-02-28',
      movedBecause: '28 Feb 2027 is a Sunday',
    });
    const september = firmDeadlines({ from: '2027-09-01', to: '2027-09-30', calendar });
    expect(find(september, 'irp6-3:2027-02')).toMatchObject({ due: '2027-09-30' });
  });

  it('moves a deadline a declared holiday falls on, and names the holiday', () => {
    const declared = new BusinessCalendar([{ date: '2027-05-07', name: 'General election' }]);
    const may = firmDeadlines({ from: '2027-05-01', to: '2027-05-31', calendar: declared });
    expect(find(may, 'emp201:2027-04')).toMatchObject({
      due: '2027-05-06',
      movedBecause: '7 May 2027 is a public holiday (General election)',
    });
  });

  it('takes an override’s day and reason, and lists it where its new day falls', () => {
    const overrides = [
      { rule: 'emp201' as const, periodKey: 'emp201:2025-06', dueDate: '2025-07-14', reason: 'SARS extended it: eFiling was slow' },
    ];
    const july = firmDeadlines({ from: '2025-07-08', to: '2025-07-31', calendar, overrides });
    expect(find(july, 'emp201:2025-06')).toMatchObject({
      due: '2025-07-14',
      computed: '2025-07-07',
      overrideReason: 'SARS extended it: eFiling was slow',
    });
    expect(find(firmDeadlines({ from: '2025-07-01', to: '2025-07-07', calendar, overrides }), 'emp201:2025-06')).toBeUndefined();
  });

  it('lists the closing days SARS announced, and nothing for a year not configured', () => {
    const seasons = [{ year: 2026, opens: '2026-07-13', nonProvisionalCloses: '2026-10-23', provisionalCloses: '2027-01-22' }];
    const windows = [{ year: 2027, kind: 'interim' as const, opens: '2026-09-21', closes: '2026-10-31' }];
    const october = firmDeadlines({ from: '2026-10-01', to: '2026-10-31', calendar, seasons, emp501Windows: windows });
    expect(find(october, 'itr12-non-provisional:2026')).toMatchObject({
      due: '2026-10-23',
      label: 'ITR12, the 2026 year of assessment: non-provisional taxpayers',
    });
    // SARS's day is a Saturday: it moves to the Friday like any other (TAA s244(1)(a)).
    expect(find(october, 'emp501-interim:2027')).toMatchObject({
      due: '2026-10-30',
      named: '2026-10-31',
      movedBecause: '31 Oct 2026 is a Saturday',
    });
    expect(find(firmDeadlines({ from: '2027-10-01', to: '2027-10-31', calendar, seasons }), 'itr12-non-provisional:2027')).toBeUndefined();
  });

  it('refuses a range that is not one, naming the argument', () => {
    expect(() => firmDeadlines({ from: '2027-02-30', to: '2027-03-31', calendar })).toThrow(/from/);
    expect(() => firmDeadlines({ from: '2027-04-01', to: '2027-03-31', calendar })).toThrow(/from \(2027-04-01\) must not be after to/);
  });
});
