import type { DataSource } from 'typeorm';
import { staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { parseInput } from '../../shared/validate';
import { SERVED_CLIENTS_SQL } from '../../accounts/served-clients';
import { ageingInputSchema } from '../../../../validation/billing/receivables-input';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { billsEveryClient } from './invoice-access';
import { creditedSql, paidSql } from './invoice-standing';

/** What a client owes by how long past due, in cents (docs/billing.md#receivables-ageing). */
export interface AgeingAmounts {
  /** Not yet due (due on the day itself included). */
  currentCents: number;
  days1To30Cents: number;
  days31To60Cents: number;
  days61To90Cents: number;
  over90Cents: number;
  /** The five buckets together: what is owed on invoices. */
  totalCents: number;
  /** Paid or credited beyond their invoices: the client's credit. */
  creditCents: number;
  /** What is owed less the credit: the client's statement balance on the day (below 0 in credit). */
  balanceCents: number;
}

export interface AgeingRow extends AgeingAmounts {
  clientId: string;
}

export interface ReceivablesAgeing {
  /** YYYY-MM-DD (SAST). */
  asOf: string;
  /** One per client owing something or in credit, who owes most first. */
  rows: AgeingRow[];
  totals: AgeingAmounts;
}

/**
 * The most rows an ageing lists: the clients who owe most (those in credit come last). The totals
 * still count every client, so a firm with more sees what is owed in all.
 */
export const AGEING_MAX_ROWS = 1000;

const BUCKETS = ['currentCents', 'days1To30Cents', 'days31To60Cents', 'days61To90Cents', 'over90Cents'] as const;

/**
 * One SELECT: each issued invoice as it stood at the end of `:asOf` (its credit notes and payments
 * of that day or before), summed by client into the buckets of its days past due. Day strings
 * compare as dates in both databases, so the buckets' edges are days worked out here, not SQL date
 * arithmetic, which SQLite and MariaDB write differently.
 */
const AGEING_SQL = (visible: string) => `
  SELECT owing.clientId AS clientId,
    SUM(CASE WHEN owing.owed > 0 AND owing.dueOn >= :asOf THEN owing.owed ELSE 0 END) AS currentCents,
    SUM(CASE WHEN owing.owed > 0 AND owing.dueOn < :asOf AND owing.dueOn >= :past30 THEN owing.owed ELSE 0 END) AS days1To30Cents,
    SUM(CASE WHEN owing.owed > 0 AND owing.dueOn < :past30 AND owing.dueOn >= :past60 THEN owing.owed ELSE 0 END) AS days31To60Cents,
    SUM(CASE WHEN owing.owed > 0 AND owing.dueOn < :past60 AND owing.dueOn >= :past90 THEN owing.owed ELSE 0 END) AS days61To90Cents,
    SUM(CASE WHEN owing.owed > 0 AND owing.dueOn < :past90 THEN owing.owed ELSE 0 END) AS over90Cents,
    SUM(CASE WHEN owing.owed < 0 THEN 0 - owing.owed ELSE 0 END) AS creditCents
  FROM (
    SELECT invoice.clientId AS clientId, invoice.dueOn AS dueOn,
      invoice.totalCents - ${creditedSql('invoice', ':asOf')} - ${paidSql('invoice', ':asOf')} AS owed
    FROM invoices invoice
    WHERE invoice.kind = 'invoice' AND invoice.status = 'issued' AND invoice.issuedOn <= :asOf ${visible}
  ) owing
  WHERE owing.owed <> 0
  GROUP BY owing.clientId`;

const amountsOf = (row: Record<string, unknown>): AgeingAmounts => {
  const buckets = Object.fromEntries(BUCKETS.map((name) => [name, Number(row[name] ?? 0)])) as Record<(typeof BUCKETS)[number], number>;
  const totalCents = BUCKETS.reduce((sum, name) => sum + buckets[name], 0);
  const creditCents = Number(row.creditCents ?? 0);
  return { ...buckets, totalCents, creditCents, balanceCents: totalCents - creditCents };
};

const sumOf = (rows: AgeingAmounts[]): AgeingAmounts =>
  amountsOf(Object.fromEntries([...BUCKETS, 'creditCents' as const].map((name) => [name, rows.reduce((sum, row) => sum + row[name], 0)])));

/**
 * The receivables ageing for staff (docs/billing.md#receivables-ageing): administrators see every
 * client, an advisor the clients they serve. The answer is one row per client, never per invoice,
 * and no invoice's lines are read.
 */
export class ReceivablesAgeingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly maxRows = AGEING_MAX_ROWS,
  ) {}

  async ageing(viewer: Viewer | null, input: unknown, now = new Date()): Promise<ReceivablesAgeing> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const { asOf } = parseInput(ageingInputSchema(todayInSouthAfrica(now)), input ?? {});
    const visible = billsEveryClient(staff) ? '' : `AND invoice.clientId IN (${SERVED_CLIENTS_SQL})`;
    const parameters = { asOf, past30: addDays(asOf, -30), past60: addDays(asOf, -60), past90: addDays(asOf, -90), viewerId: staff.id };
    const [sql, values] = this.dataSource.driver.escapeQueryWithParameters(AGEING_SQL(visible), parameters);
    const found: Record<string, unknown>[] = await this.dataSource.query(sql, values);
    const rows = found
      .map((row): AgeingRow => ({ clientId: String(row.clientId), ...amountsOf(row) }))
      .filter((row) => row.totalCents > 0 || row.creditCents > 0)
      .sort((a, b) => b.balanceCents - a.balanceCents || a.clientId.localeCompare(b.clientId));
    return { asOf, rows: rows.slice(0, this.maxRows), totals: sumOf(rows) };
  }
}
