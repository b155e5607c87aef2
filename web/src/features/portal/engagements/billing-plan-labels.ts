import { invoiceTotals } from '@validation/billing/invoice-totals';
import { isReturnPeriod } from '@validation/billing/fee-schedule';
import { formatCents } from '@validation/billing/money';
import { ordinalDay } from '../letters';

/*
 * How a billing plan reads on the engagement's card (docs/billing.md#fees-that-bill-themselves):
 * what it charges, excluding VAT as its lines are priced, and the periods it billed.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The lines' total excluding VAT, rounded line by line as an invoice rounds them. */
interface PricedLine {
  quantityThousandths: number;
  unitPriceCents: number;
}

interface Schedule {
  onceLines: readonly PricedLine[];
  monthlyLines: readonly PricedLine[];
  perReturnLines: readonly PricedLine[];
  dayOfMonth: number;
}

const netOf = (lines: readonly PricedLine[]) =>
  invoiceTotals(
    lines.map(({ quantityThousandths, unitPriceCents }) => ({ quantityThousandths, unitPriceCents, treatment: 'exempt' as const })),
    0,
  ).netCents;

/**
 * "Once-off: R 1 500.00 excl. VAT", "R 2 000.00 a month excl. VAT, on the 5th" and "R 450.00 per
 * return filed excl. VAT", for the lists that have lines.
 */
export function scheduleCharges(schedule: Schedule): string[] {
  const charges: string[] = [];
  if (schedule.onceLines.length > 0) charges.push(`Once-off: ${formatCents(netOf(schedule.onceLines))} excl. VAT`);
  if (schedule.monthlyLines.length > 0)
    charges.push(`${formatCents(netOf(schedule.monthlyLines))} a month excl. VAT, on the ${ordinalDay(schedule.dayOfMonth)}`);
  if (schedule.perReturnLines.length > 0) charges.push(`${formatCents(netOf(schedule.perReturnLines))} per return filed excl. VAT`);
  return charges;
}

/** A run's period: "Once-off fees" for `once`, "December 2026" for `2026-12`, "Return EMP201 Jan 2027" for a return's. */
export function periodLabel(period: string, returnTitle: string | null = null): string {
  if (period === 'once') return 'Once-off fees';
  if (isReturnPeriod(period)) return returnTitle ? `Return ${returnTitle}` : 'A return';
  const [year, month] = period.split('-').map(Number);
  return MONTHS[month - 1] ? `${MONTHS[month - 1]} ${year}` : period;
}
