import { BusinessCalendar } from '../tax-calendar/business-days';
import { jobDeadline, jobPeriods, periodFitsTemplate, periodOfKey } from './job-periods';
import { builtInJobTemplates, jobTemplateOf } from './job-templates';
import { jobStageValues } from './job-stages';

const calendar = new BusinessCalendar();
const template = (key: string) => {
  const found = jobTemplateOf(key);
  if (!found) throw new Error(`no template ${key}`);
  return found;
};
const keys = (periods: { periodKey: string }[]) => periods.map((period) => period.periodKey);

describe('a job period read from its key', () => {
  it.each([
    ['emp201:2027-02', 'emp201', 'Feb 2027', '2027-02-28'],
    ['vat201:2027-05..2027-06', 'vat201', 'May–Jun 2027', '2027-06-30'],
    ['vat201:2026-12..2027-01', 'vat201', 'Dec 2026–Jan 2027', '2027-01-31'],
    ['irp6-1:2027-02', 'irp6-1', 'year ending Feb 2027', '2026-08-31'],
    ['irp6-2:2027-02', 'irp6-2', 'year ending Feb 2027', '2027-02-28'],
    ['itr14:2026-06-30', 'itr14', 'year ended 30 Jun 2026', '2026-06-30'],
    ['cipc-annual-return:2027-03-14', 'cipc-annual-return', '2027 (anniversary 14 Mar 2027)', '2027-03-14'],
    ['itr12-provisional:2027', 'itr12-provisional', '2027 tax year (Mar 2026–Feb 2027)', '2027-02-28'],
    ['emp501-interim:2027', 'emp501-interim', 'interim, Mar–Aug 2026', '2026-08-31'],
    ['emp501-annual:2027', 'emp501-annual', 'annual, Mar 2026–Feb 2027', '2027-02-28'],
  ])('%s is %s for %s, ending %s', (periodKey, rule, label, ends) => {
    expect(periodOfKey(periodKey)).toEqual({ periodKey, rule, label, ends });
  });

  it.each(['emp201:2027-13', 'vat201:2027-05', 'itr14:2026-02-30', 'nothing:2027', '', 'emp201'])('refuses %j by name', (periodKey) => {
    expect(() => periodOfKey(periodKey)).toThrow(/periodKey/);
  });
});

describe("a job's due day", () => {
  it('is the rule’s business day, as the docs’ table gives it', () => {
    expect(jobDeadline('emp201:2027-02', { calendar })).toEqual({ due: '2027-03-05', missing: null, overrideReason: null });
    expect(jobDeadline('vat201:2027-05..2027-06', { calendar }).due).toBe('2027-07-30');
    expect(jobDeadline('irp6-1:2027-02', { calendar }).due).toBe('2026-08-31');
    expect(jobDeadline('itr14:2026-06-30', { calendar }).due).toBe('2027-06-30');
  });

  it('moves with a declared holiday and with an extension', () => {
    // 5 Mar 2027 declared a holiday: the EMP201 due that day moves to Thursday the 4th.
    const withHoliday = new BusinessCalendar([{ date: '2027-03-05', name: 'Election day' }]);
    expect(jobDeadline('emp201:2027-02', { calendar: withHoliday }).due).toBe('2027-03-04');
    const overrides = [{ rule: 'emp201' as const, periodKey: 'emp201:2027-02', dueDate: '2027-03-12', reason: 'eFiling was down' }];
    expect(jobDeadline('emp201:2027-02', { calendar, overrides })).toEqual({
      due: '2027-03-12',
      missing: null,
      overrideReason: 'eFiling was down',
    });
  });

  it('waits for the season SARS announces, and an extension stands in for it', () => {
    expect(jobDeadline('itr12-provisional:2027', { calendar })).toEqual({
      due: null,
      missing: 'The ITR12 filing season for 2027 is not set yet',
      overrideReason: null,
    });
    const seasons = [{ year: 2027, opens: '2027-07-12', nonProvisionalCloses: '2027-10-22', provisionalCloses: '2028-01-21' }];
    expect(jobDeadline('itr12-provisional:2027', { calendar, seasons }).due).toBe('2028-01-21');
    const overrides = [{ rule: 'emp501-interim' as const, periodKey: 'emp501-interim:2027', dueDate: '2026-10-30', reason: 'Announced' }];
    expect(jobDeadline('emp501-interim:2027', { calendar, overrides }).due).toBe('2026-10-30');
  });
});

describe('the periods a template makes jobs for', () => {
  it('EMP201: every month', () => {
    expect(keys(jobPeriods(template('emp201'), {}, '2027-01-01', '2027-03-31'))).toEqual([
      'emp201:2027-01',
      'emp201:2027-02',
      'emp201:2027-03',
    ]);
  });

  it('VAT201: the category’s periods that end in the range', () => {
    expect(keys(jobPeriods(template('vat201-a'), {}, '2027-01-01', '2027-06-30'))).toEqual([
      'vat201:2026-12..2027-01',
      'vat201:2027-02..2027-03',
      'vat201:2027-04..2027-05',
    ]);
    expect(keys(jobPeriods(template('vat201-b'), {}, '2027-01-01', '2027-06-30'))).toEqual([
      'vat201:2027-01..2027-02',
      'vat201:2027-03..2027-04',
      'vat201:2027-05..2027-06',
    ]);
    expect(keys(jobPeriods(template('vat201-e'), { yearEndMonth: 6 }, '2026-01-01', '2027-12-31'))).toEqual([
      'vat201:2025-07..2026-06',
      'vat201:2026-07..2027-06',
    ]);
    expect(() => jobPeriods(template('vat201-e'), {}, '2026-01-01', '2027-12-31')).toThrow('yearEndMonth is needed for this template');
  });

  it('IRP6, ITR14, CIPC, ITR12 and EMP501 from the client’s settings', () => {
    expect(keys(jobPeriods(template('irp6-1'), {}, '2026-01-01', '2027-12-31'))).toEqual(['irp6-1:2027-02', 'irp6-1:2028-02']);
    expect(keys(jobPeriods(template('irp6-2'), { yearEndMonth: 6 }, '2026-01-01', '2027-12-31'))).toEqual([
      'irp6-2:2026-06',
      'irp6-2:2027-06',
    ]);
    expect(keys(jobPeriods(template('itr14'), { financialYearEnd: '2019-06-30' }, '2026-01-01', '2027-12-31'))).toEqual([
      'itr14:2026-06-30',
      'itr14:2027-06-30',
    ]);
    expect(keys(jobPeriods(template('cipc-annual-return'), { incorporated: '2026-03-14' }, '2026-01-01', '2027-12-31'))).toEqual([
      'cipc-annual-return:2027-03-14',
    ]);
    expect(keys(jobPeriods(template('itr12'), { provisionalTaxpayer: true }, '2026-01-01', '2027-12-31'))).toEqual([
      'itr12-provisional:2026',
      'itr12-provisional:2027',
    ]);
    expect(keys(jobPeriods(template('itr12'), {}, '2027-01-01', '2027-12-31'))).toEqual(['itr12-non-provisional:2027']);
    expect(keys(jobPeriods(template('emp501'), {}, '2026-06-01', '2027-05-31'))).toEqual(['emp501-interim:2027', 'emp501-annual:2027']);
    expect(() => jobPeriods(template('itr14'), {}, '2026-01-01', '2027-12-31')).toThrow('financialYearEnd is needed');
  });

  it('every period it offers fits the template, and no other template’s', () => {
    const settings = { yearEndMonth: 2, financialYearEnd: '2020-02-29', incorporated: '2015-03-14' };
    for (const each of builtInJobTemplates) {
      for (const period of jobPeriods(each, settings, '2026-01-01', '2027-12-31')) {
        expect(periodFitsTemplate(period.periodKey, each)).toBe(true);
        expect(jobDeadline(period.periodKey, { calendar }).missing ?? '').toMatch(/^$|not set yet/);
      }
    }
    expect(periodFitsTemplate('vat201:2027-03..2027-04', template('vat201-a'))).toBe(false);
    expect(periodFitsTemplate('vat201:2027-03..2027-04', template('vat201-b'))).toBe(true);
    expect(periodFitsTemplate('emp201:2027-03', template('vat201-c'))).toBe(false);
  });
});

describe('the built-in templates', () => {
  it('end in Done, use the firm’s stages in order, and add tasks only on stages they have', () => {
    expect(new Set(builtInJobTemplates.map((each) => each.key)).size).toBe(builtInJobTemplates.length);
    for (const each of builtInJobTemplates) {
      const stages = each.stages.map((stage) => stage.stage);
      expect(stages[stages.length - 1]).toBe('done');
      expect([...stages].sort((a, b) => jobStageValues.indexOf(a) - jobStageValues.indexOf(b))).toEqual(stages);
      for (const task of each.tasks) {
        expect(stages).toContain(task.stage);
        expect(task.daysBeforeDue).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
