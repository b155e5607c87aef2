import fc from 'fast-check';
import { BusinessCalendar } from '../../../../validation/tax-calendar/business-days';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { firmDeadlines } from '../../../../validation/tax-calendar/firm-calendar';

// Any range the portal may ask for (at most 800 days) in any year the rules are written for.
const range = fc
  .record({
    start: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-06-30T00:00:00Z'), noInvalidDate: true }),
    days: fc.nat(800),
  })
  .map(({ start, days }) => {
    const from = start.toISOString().slice(0, 10);
    return { from, to: addDays(from, days) };
  });

describe('firmDeadlines over any range', () => {
  const calendar = new BusinessCalendar();

  it('gives every deadline on a business day, never after the day the law names, inside the range and in order', () => {
    fc.assert(
      fc.property(range, ({ from, to }) => {
        const deadlines = firmDeadlines({ from, to, calendar });
        deadlines.forEach((deadline, index) => {
          expect(calendar.isBusinessDay(deadline.computed)).toBe(true);
          expect(deadline.computed <= deadline.named).toBe(true);
          expect(deadline.movedBecause === null).toBe(deadline.computed === deadline.named);
          expect(deadline.due >= from && deadline.due <= to).toBe(true);
          if (index > 0) expect(deadlines[index - 1].due <= deadline.due).toBe(true);
        });
        // Every month has its EMP201: a month-long range holds at least one.
        if (to >= addDays(from, 31)) expect(deadlines.some((deadline) => deadline.rule === 'emp201')).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
