import { z } from 'zod';
import { GraphQLJSONObject } from 'graphql-scalars';
import { customField, describeRecord, idField, instantField, privacy, textField } from '../../records/record-description';
import type { Erasure } from '../../shared/personal-data';
import { AuditLog } from './audit-log.entity';
import { pseudonymisedDetails } from './audit-details';

const NO_REST = 'no REST route reads the audit log: the admin panel reads it through the graph';

/**
 * An audit-log entry, as the graph, the personal-data declaration and the "My data" archive show it
 * (docs/product.md#audit-logs-record). Kept on erasure (who did what, when); the person's name,
 * e-mail, company and file names in its details are replaced.
 */
export const auditLogDescription = describeRecord({
  name: 'AuditLogEntry',
  description: 'Something a person did: who, what, which record, from where',
  entity: AuditLog,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The entry id', { privacy: privacy.exported, notInRest: NO_REST }),
    // Exported as `byYou` (audit.personal-data.ts).
    userId: textField('Who did it (a user id); empty for an anonymous action or once that user is deleted', {
      nullable: true,
      privacy: privacy.notPersonal,
      notInRest: NO_REST,
    }),
    action: textField('For example auth.login, user.create, user.roles_update, document.approve', {
      privacy: privacy.exported,
      notInRest: NO_REST,
    }),
    resourceType: textField('The kind of record it was done to, such as user or document', {
      nullable: true,
      privacy: privacy.exported,
      notInRest: NO_REST,
    }),
    resourceId: textField('The id of that record', { nullable: true, privacy: privacy.exported, notInRest: NO_REST }),
    details: customField(
      z.record(z.string(), z.unknown()),
      () => GraphQLJSONObject,
      'What else the action recorded, such as the fields changed',
      {
        nullable: true,
        privacy: privacy.exportedAndAnonymised((erasure: Erasure, entry: AuditLog) =>
          pseudonymisedDetails(entry.details, erasure.replacements),
        ),
        notInRest: NO_REST,
      },
    ),
    // In the archive only of what the person did themselves (audit.personal-data.ts).
    ipAddress: textField('The network address it came from', { nullable: true, privacy: privacy.exported, notInRest: NO_REST }),
    userAgent: textField('The browser or program it came from', { nullable: true, privacy: privacy.exported, notInRest: NO_REST }),
    createdAt: instantField('When it happened', { privacy: privacy.exported, notInRest: NO_REST }),
  },
  archiveOrder: ['id', 'action', 'byYou', 'resourceType', 'resourceId', 'details', 'ipAddress', 'userAgent', 'createdAt'],
});
