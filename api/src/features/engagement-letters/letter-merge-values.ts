import type { EntityManager } from 'typeorm';
import {
  clientMergeValues,
  firmMergeValues,
  formatLetterDate,
  type LetterMergeFieldName,
} from '../../../../validation/engagement-letter-values';
import { formatRand } from '../../../../validation/money';
import { User } from '../../accounts/user.entity';
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
