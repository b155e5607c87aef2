/**
 * The tables of docs/tax-calendar.md, dates worked out by hand, are the oracle: every row is
 * checked against the code, and the tables must cover what the page says they cover, so the page
 * and the code cannot drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BusinessCalendar } from './business-days';
import { addDays, dayOfWeek } from './calendar-days';
import { cipcAnnualReturnDue, emp201Due, itr14Due, provisionalTaxDue, vat201Due } from './deadline-rules';
import { publicHolidays } from './public-holidays';
import { type VatCategory, vatPeriodContaining, vatPeriods } from './vat-periods';

const page = fs.readFileSync(path.join(__dirname, '../../docs/tax-calendar.md'), 'utf8');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The rows of the Markdown table whose header is exactly `columns`, each as a record by column. */
function tableRows(columns: string[]): Record<string, string>[] {
  const cellsOf = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const lines = page.split('\n');
  const header = lines.findIndex((line) => line.trim().startsWith('|') && cellsOf(line).join('|') === columns.join('|'));
  if (header === -1) throw new Error(`docs/tax-calendar.md has no table with the columns ${columns.join(', ')}`);
  const rows: Record<string, string>[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.trim().startsWith('|')) break;
    const cells = cellsOf(line);
    rows.push(Object.fromEntries(columns.map((column, index) => [column, cells[index]])));
  }
  return rows;
}

const calendar = new BusinessCalendar();
const holidayRows = tableRows(['date', 'day', 'holiday', 'why']);
const deadlineRows = tableRows(['rule', 'period', 'due', 'day', 'why']);

describe('docs/tax-calendar.md: public holidays of 2026 and 2027', () => {
  it.each([2026, 2027])('lists exactly the holidays of %i, with their names and reasons', (year) => {
    const fromPage = holidayRows
      .filter((row) => row.date.startsWith(`${year}-`))
      .map((row) => ({ date: row.date, name: row.holiday, reason: row.why.startsWith('s2(1)') ? 'sunday' : 'schedule' }));
    expect(fromPage).toEqual(publicHolidays(year));
  });

  it.each(holidayRows.map((row) => [row.date, row.day]))('%s is a %s', (date, day) => {
    expect(WEEKDAYS[dayOfWeek(date)]).toBe(day);
  });
});

describe('docs/tax-calendar.md: due dates', () => {
  it.each(deadlineRows.map((row) => [row.rule, row.period, row.due]))('%s for %s is due on %s', (rule, period, due) => {
    expect(computedDue(rule, period)).toBe(due);
  });

  it('names each due date’s weekday right, and every due date is a business day', () => {
    for (const row of deadlineRows) {
      expect(`${row.due} ${WEEKDAYS[dayOfWeek(row.due)]}`).toBe(`${row.due} ${row.day}`);
      expect(`${row.due} ${calendar.isBusinessDay(row.due)}`).toBe(`${row.due} true`);
    }
  });

  it('says rightly which days a moved due date passed over, and why', () => {
    const moved = deadlineRows.filter((row) => row.why.startsWith('moved: '));
    expect(moved.length).toBeGreaterThan(20);
    for (const row of moved) {
      // "moved: 7 Mar is a Sunday, 6 Mar is a Saturday": the rule's own day first, back to the day after the due date.
      const passedOver = row.why
        .slice('moved: '.length)
        .split(', ')
        .map((part) => {
          const [, day, month, reason] = /^(\d{1,2}) (\w{3}) is (.+)$/.exec(part) ?? [];
          const date = `${row.due.slice(0, 4)}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
          const actual = calendar.holidayOn(date)?.name ?? `a ${WEEKDAYS[dayOfWeek(date)]}`;
          return `${date} is ${actual === reason ? reason : `${actual}, not ${reason}`}`;
        });
      const expected = Array.from({ length: passedOver.length }, (_, index) => addDays(row.due, passedOver.length - index));
      expect(passedOver.map((line) => line.slice(0, 10))).toEqual(expected);
      expect(passedOver.filter((line) => line.includes(', not '))).toEqual([]);
    }
  });

  it('covers every EMP201 month of 2026 and 2027', () => {
    const expected = Array.from(
      { length: 24 },
      (_, index) => `${2026 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
    );
    expect(deadlineRows.filter((row) => row.rule === 'EMP201').map((row) => row.period)).toEqual(expected);
  });

  it.each(['A', 'B'] as const)('covers every category %s period ending in 2026 and 2027, on eFiling', (category) => {
    const expected = vatPeriods(category, '2026-01', '2027-12').map((period) => `${period.start}..${period.end}`);
    const listed = deadlineRows.filter((row) => row.rule === `VAT201 eFiling, category ${category}`).map((row) => row.period);
    expect(listed).toEqual(expected);
  });
});

/** The due date the code gives for one row of the table. */
function computedDue(rule: string, period: string): string {
  const vat = /^VAT201 (eFiling|manual), category ([A-F])$/.exec(rule);
  if (vat) {
    const [start, end] = period.split('..');
    // The row's period must be a real period of its category.
    const real = vatPeriodContaining(vat[2] as VatCategory, end);
    if (real.start !== start || real.end !== end) throw new Error(`${period} is not a category ${vat[2]} period`);
    return vat201Due(end, vat[1] === 'eFiling' ? 'efiling' : 'manual', calendar);
  }
  const irp6 = /^IRP6 (first|second|third)$/.exec(rule);
  if (irp6) return provisionalTaxDue(period, calendar)[irp6[1] as 'first' | 'second' | 'third'];
  if (rule === 'EMP201') return emp201Due(period, calendar);
  if (rule === 'ITR14') return itr14Due(period, calendar);
  const cipc = /^(\d{4}) \(incorporated (\d{4}-\d{2}-\d{2})\)$/.exec(period);
  if (rule === 'CIPC annual return' && cipc) return cipcAnnualReturnDue(cipc[2], Number(cipc[1]), calendar);
  throw new Error(`docs/tax-calendar.md: no rule "${rule}" for the period "${period}"`);
}
