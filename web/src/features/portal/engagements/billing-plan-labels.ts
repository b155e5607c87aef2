import { invoiceTotals } from '@validation/billing/invoice-totals';
import { formatCents } from '@validation/billing/money';

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
  dayOfMonth: number;
}

const netOf = (lines: readonly PricedLine[]) =>
  invoiceTotals(
    lines.map(({ quantityThousandths, unitPriceCents }) => ({ quantityThousandths, unitPriceCents, treatment: 'exempt' as const })),
    0,
  ).netCents;

/** "1st", "2nd", "3rd", "5th", "11th", "21st": the plan's day of the month (1 to 28). */
export function ordinalDay(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** "Once-off: R 1 500.00 excl. VAT" and "R 2 000.00 a month excl. VAT, on the 5th", for the lists that have lines. */
export function scheduleCharges(schedule: Schedule): string[] {
  const charges: string[] = [];
  if (schedule.onceLines.length > 0) charges.push(`Once-off: ${formatCents(netOf(schedule.onceLines))} excl. VAT`);
  if (schedule.monthlyLines.length > 0)
    charges.push(`${formatCents(netOf(schedule.monthlyLines))} a month excl. VAT, on the ${ordinalDay(schedule.dayOfMonth)}`);
  return charges;
}

/** A run's period: "Once-off fees" for `once`, "December 2026" for `2026-12`. */
export function periodLabel(period: string): string {
  if (period === 'once') return 'Once-off fees';
  const [year, month] = period.split('-').map(Number);
  return MONTHS[month - 1] ? `${MONTHS[month - 1]} ${year}` : period;
}
