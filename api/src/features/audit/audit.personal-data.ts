import type { DataSource } from 'typeorm';
import { LIKE_ESCAPE, escapeLike } from '../../shared/search';
import { records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, erasedValuesOf, personalDataOf } from '../../records/record-privacy';
import { AuditLog } from './audit-log.entity';
import { auditLogDescription } from './audit-log.record';

/** How POPIA treats each column: in the description (audit-log.record.ts). */
export const auditColumns = [personalDataOf(auditLogDescription)];

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
        // Another person's address and browser are theirs, not the subject's.
        return archiveRecordOf(auditLogDescription, entry, {
          byYou,
          ipAddress: byYou ? entry.ipAddress : null,
          userAgent: byYou ? entry.userAgent : null,
        });
      }),
  ),
});

/**
 * The audit log is kept (who did what, when), but the person's name, e-mail, company and file
 * names in its details are replaced wherever they appear (audit-log.record.ts says with what):
 * the entries are found with LIKE, and only those whose details change are written back.
 */
export const pseudonymiseAuditEntries: ErasureStep = {
  action: 'privacy.erasure.audit_entries_pseudonymised',
  run: async (erasure) => {
    const { manager, replacements } = erasure;
    const terms = replacements.filter(([from]) => from.trim().length > 0);
    if (terms.length === 0) return { count: 0 };
    const query = manager.getRepository(AuditLog).createQueryBuilder('entry').select(['entry.id', 'entry.details']);
    const conditions = terms.map((_, index) => `LOWER(entry.details) LIKE :term${index} ${LIKE_ESCAPE}`);
    const parameters = Object.fromEntries(terms.map(([from], index) => [`term${index}`, `%${escapeLike(from.toLowerCase())}%`]));
    const entries = await query.where(`(${conditions.join(' OR ')})`, parameters).getMany();
    let changed = 0;
    for (const entry of entries) {
      const erased = erasedValuesOf(auditLogDescription, erasure, entry);
      if (JSON.stringify(erased.details) === JSON.stringify(entry.details)) continue;
      await manager.update(AuditLog, { id: entry.id }, erased);
      changed += 1;
    }
    return { count: changed };
  },
};
