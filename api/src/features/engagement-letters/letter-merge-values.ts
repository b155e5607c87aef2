import type { EntityManager } from 'typeorm';
import {
  clientMergeValues,
  firmMergeValues,
  formatLetterDate,
  mergeFieldsIn,
  type LetterMergeFieldName,
} from '../../../../validation/engagement-letter-values';
import { formatRand } from '../../../../validation/money';
import { User } from '../../accounts/user.entity';
import type { Viewer } from '../../auth/viewer';
import { AppError } from '../../shared/errors';
import { tokenRefusalOfField, type FieldName } from '../api-tokens';
import type { Engagement } from '../engagements';
import { FirmService } from '../firm-services';
import { Company } from '../profile';

/**
 * Every merge field's value for one engagement at `now`, read in three statements (the client,
 * their company, the service); null where the engagement or client has none (no company yet, no
 * total agreed, no due date), which refuses the letter if it uses that field.
 */
export async function mergeValuesFor(
  manager: EntityManager,
  engagement: Engagement,
  now: Date,
): Promise<Record<LetterMergeFieldName, string | null>> {
  const client = await manager.findOneByOrFail(User, { id: engagement.clientId });
  const company = await manager.findOne(Company, { where: { userId: engagement.clientId }, order: { createdAt: 'ASC' } });
  const service = await manager.findOneBy(FirmService, { id: engagement.serviceId });
  return {
    ...clientMergeValues(client),
    'company.name': company?.name ?? null,
    'company.registrationNumber': company?.registrationNumber ?? null,
    'company.taxNumber': company?.taxNumber ?? null,
    'engagement.title': engagement.title,
    'engagement.description': engagement.description,
    'engagement.service': service?.name ?? null,
    'engagement.fee': engagement.totalAmount == null ? null : formatRand(engagement.totalAmount),
    'engagement.startDate': formatLetterDate(engagement.startDate),
    'engagement.dueDate': engagement.dueDate ? formatLetterDate(engagement.dueDate) : null,
    ...firmMergeValues(),
    today: formatLetterDate(now),
  };
}

/**
 * The GraphQL field that shows each merge field's value elsewhere. A request bearing an API token
 * merges a field only where its scopes reach that field (api-tokens' graphql-scopes.ts), so a
 * preview is no way round a scope: the client's name and e-mail need users:read, the company's
 * details are closed to tokens as the Company is. null: the firm's own details and the day, which
 * are no one's.
 */
export const mergeFieldSources: Record<LetterMergeFieldName, FieldName | null> = {
  'client.firstName': 'User.firstName',
  'client.lastName': 'User.lastName',
  'client.fullName': 'User.name',
  'client.email': 'User.email',
  'company.name': 'Company.name',
  'company.registrationNumber': 'Company.registrationNumber',
  'company.taxNumber': 'Company.taxNumber',
  'engagement.title': 'Engagement.title',
  'engagement.description': 'Engagement.description',
  'engagement.service': 'FirmService.name',
  'engagement.fee': 'Engagement.totalAmount',
  'engagement.startDate': 'Engagement.startDate',
  'engagement.dueDate': 'Engagement.dueDate',
  'firm.name': null,
  'firm.address': null,
  'firm.phone': null,
  'firm.email': null,
  today: null,
};

/**
 * Refuses (FORBIDDEN) a text whose merge fields the viewer's API token may not read, naming each
 * on `body` with the scope it needs or that it is for a session only. Nothing for a session.
 */
export function assertMergeFieldsInReach(viewer: Viewer, body: string): void {
  const fieldErrors = mergeFieldsIn(body).flatMap((name) => {
    const source = mergeFieldSources[name];
    const refusal = source ? tokenRefusalOfField(viewer, source) : undefined;
    if (!refusal) return [];
    const message = refusal.missingScope
      ? `{{${name}}} needs the scope ${refusal.missingScope}, which this API token lacks`
      : `{{${name}}} is open to a signed-in session only`;
    return [{ path: 'body', message }];
  });
  if (fieldErrors.length === 0) return;
  throw new AppError(
    'FORBIDDEN',
    `This API token may not read every merge field of this letter: ${fieldErrors.map((error) => error.message).join('; ')}`,
    fieldErrors,
  );
}
