import type { SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import type { contactSubmissionFilterSchema } from '../../../../validation/contact';
import { endOfSastDay, startOfSastDay, whereAnyContains } from '../../shared/search';
import type { ContactSubmission } from './contact-submission.entity';

export type ContactSubmissionFilterValues = z.output<typeof contactSubmissionFilterSchema>;

/**
 * The contact tracker's filters (type, service, SAST day range, text), shared by the list and
 * the grouped counts so both read a filter the same way. Expects the submission aliased `submission`.
 */
export function whereSubmissionsMatch(
  query: SelectQueryBuilder<ContactSubmission>,
  { type, service, from, to, search }: ContactSubmissionFilterValues,
): SelectQueryBuilder<ContactSubmission> {
  if (type) query.andWhere('submission.type = :type', { type });
  if (service) query.andWhere('submission.service = :service', { service });
  if (from) query.andWhere('submission.createdAt >= :from', { from: startOfSastDay(from) });
  if (to) query.andWhere('submission.createdAt <= :to', { to: endOfSastDay(to) });
  return whereAnyContains(
    query,
    ['submission.firstName', 'submission.lastName', 'submission.email', 'submission.company', 'submission.message'],
    search,
  );
}
