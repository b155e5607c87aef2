import { isReturnPeriod, type FeeSchedule } from '../../../../validation/billing/fee-schedule';
import { formatLetterMonth } from '../../../../validation/engagement-letter-values';

/*
 * The periods a billing plan bills (docs/billing.md#fees-that-bill-themselves): `once` for the
 * once-off fees, and `YYYY-MM` for each month whose billing day (the plan's day of the month) is
 * on or after the day the letter was signed, up to today and, for an ended plan, its last day;
 * and `return:<job id>` for each return filed while the plan bills (billing-plans.service.ts finds
 * them). Pure: days are SAST calendar days as YYYY-MM-DD text.
 */

interface PlanDays {
  schedule: Pick<FeeSchedule, 'onceLines' | 'monthlyLines' | 'dayOfMonth'>;
  startedOn: string;
  endedOn: string | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month after `YYYY-MM`. */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${pad(number + 1)}`;
}

/** Every period due on `today`, oldest first. */
export function billingPeriodsDue(plan: PlanDays, today: string): string[] {
  const last = plan.endedOn !== null && plan.endedOn < today ? plan.endedOn : today;
  const periods: string[] = [];
  if (plan.schedule.onceLines.length > 0 && plan.startedOn <= last) periods.push('once');
  if (plan.schedule.monthlyLines.length === 0) return periods;
  for (let month = plan.startedOn.slice(0, 7); `${month}-01` <= last; month = nextMonth(month)) {
    const billingDay = `${month}-${pad(plan.schedule.dayOfMonth)}`;
    if (billingDay >= plan.startedOn && billingDay <= last) periods.push(month);
  }
  return periods;
}

/**
 * The note printed on a period's invoice: "Monthly fees for December 2026 as agreed …", or, for a
 * return's, "Fee for the return ITR14 2026 as agreed …" (`returnTitle` is the job's title).
 */
export function periodName(period: string, returnTitle: string | null = null): string {
  if (period === 'once') return 'Once-off fees as agreed in the signed engagement letter';
  if (isReturnPeriod(period)) {
    return `Fee for ${returnTitle ? `the return ${returnTitle}` : 'a return'} as agreed in the signed engagement letter`;
  }
  return `Monthly fees for ${formatLetterMonth(period)} as agreed in the signed engagement letter`;
}
