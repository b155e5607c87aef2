import type { DataSource } from 'typeorm';
import { contactServiceValues, contactSubmissionTypeValues } from '../../../../validation/contact';
import { ContactSubmission } from './contact-submission.entity';
import { whereSubmissionsMatch, type ContactSubmissionFilterValues } from './contact-queries';

/** What submissions can be counted by. */
export const contactStatsGroupings = {
  SERVICE: { column: 'service', knownKeys: contactServiceValues },
  TYPE: { column: 'type', knownKeys: contactSubmissionTypeValues },
} as const;
export type ContactStatsGrouping = keyof typeof contactStatsGroupings;

export interface ContactStatsGroup {
  /** The service or type; null for submissions without one. */
  key: string | null;
  count: number;
}

/**
 * Submissions matching the tracker's filters, counted per service or type in one grouped
 * statement. Every known service (or type) is listed, with 0 where none came in, largest first.
 */
export async function countSubmissionsBy(
  dataSource: DataSource,
  grouping: ContactStatsGrouping,
  filter: ContactSubmissionFilterValues,
): Promise<{ total: number; groups: ContactStatsGroup[] }> {
  const { column, knownKeys } = contactStatsGroupings[grouping];
  const rows = await whereSubmissionsMatch(dataSource.getRepository(ContactSubmission).createQueryBuilder('submission'), filter)
    .select(`submission.${column}`, 'key')
    .addSelect('COUNT(*)', 'count')
    .groupBy(`submission.${column}`)
    .getRawMany<{ key: string | null; count: number | string }>();
  const counts = new Map<string | null, number>(knownKeys.map((key) => [key, 0]));
  for (const row of rows) counts.set(row.key || null, (counts.get(row.key || null) ?? 0) + Number(row.count));
  const groups = [...counts].map(([key, count]) => ({ key, count }));
  const order = (key: string | null) => (key === null ? knownKeys.length : (knownKeys as readonly string[]).indexOf(key));
  groups.sort((a, b) => b.count - a.count || order(a.key) - order(b.key));
  return { total: groups.reduce((sum, group) => sum + group.count, 0), groups };
}
