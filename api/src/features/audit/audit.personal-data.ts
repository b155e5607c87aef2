import type { DataSource } from 'typeorm';
import { LIKE_ESCAPE, escapeLike } from '../../shared/search';
import { personalData, records, type DataSection, type ErasureStep, type Replacement } from '../../shared/personal-data';
import { AuditLog } from './audit-log.entity';

// Kept on erasure (who did what, when); the person's name, address, company and file names in the details are replaced.
export const auditColumns = [
  personalData(AuditLog, {
    // The address and browser only of what the person did themselves.
    exported: ['id', 'action', 'resourceType', 'resourceId', 'details', 'ipAddress', 'userAgent', 'createdAt'],
    anonymisedOnErasure: ['details'],
    deletedWithTheRowOnErasure: false,
    // Exported as `byYou`.
    notPersonal: ['userId'],
  }),
];

/** audit-log.json: what the person did, and what staff did to their account. */
export const auditLogSection = (dataSource: DataSource): DataSection => ({
  key: 'auditLog',
  file: 'audit-log.json',
  label: 'Activity log',
  explains:
    'The firm’s audit-log entries about you: what you did (with the address and browser) and what staff did to your account (without theirs).',
  ...records(
    ({ id }) =>
      dataSource
        .getRepository(AuditLog)
        .createQueryBuilder('entry')
        .where("(entry.userId = :id OR (entry.resourceType = 'user' AND entry.resourceId = :id))", { id }),
    (entries, { id }) =>
      entries.map((entry) => {
        const byYou = entry.userId === id;
        return {
          id: entry.id,
          action: entry.action,
          byYou,
          resourceType: entry.resourceType,
          resourceId: entry.resourceId,
          details: entry.details,
          // Another person's address and browser are theirs, not the subject's.
          ipAddress: byYou ? entry.ipAddress : null,
          userAgent: byYou ? entry.userAgent : null,
          createdAt: entry.createdAt,
        };
      }),
  ),
});

/**
 * The audit log is kept (who did what, when), but the person's name, e-mail, company and file
 * names in its details are replaced wherever they appear: found with LIKE, replaced in the
 * parsed details (any case), written back.
 */
export const pseudonymiseAuditEntries: ErasureStep = {
  action: 'privacy.erasure.audit_entries_pseudonymised',
  run: async ({ manager, replacements }) => {
    const terms = replacements.filter(([from]) => from.trim().length > 0);
    if (terms.length === 0) return { count: 0 };
    const query = manager.getRepository(AuditLog).createQueryBuilder('entry').select(['entry.id', 'entry.details']);
    const conditions = terms.map((_, index) => `LOWER(entry.details) LIKE :term${index} ${LIKE_ESCAPE}`);
    const parameters = Object.fromEntries(terms.map(([from], index) => [`term${index}`, `%${escapeLike(from.toLowerCase())}%`]));
    const entries = await query.where(`(${conditions.join(' OR ')})`, parameters).getMany();
    let changed = 0;
    for (const entry of entries) {
      const details = replaceIn(entry.details, terms);
      if (JSON.stringify(details) === JSON.stringify(entry.details)) continue;
      await manager.update(AuditLog, { id: entry.id }, { details: details as never });
      changed += 1;
    }
    return { count: changed };
  },
};

function replaceIn(value: unknown, terms: Replacement[]): unknown {
  if (typeof value === 'string') return terms.reduce((text, [from, to]) => replaceAll(text, from, to), value);
  if (Array.isArray(value)) return value.map((item) => replaceIn(item, terms));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceIn(item, terms)]));
  return value;
}

function replaceAll(text: string, from: string, to: string): string {
  const pattern = new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  return text.replace(pattern, to);
}
