import type { ContactSubmissionType } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';

/** A submission is badged Consultation or Contact (docs/product.md#portal-shell-and-dashboard). */
export function submissionTypeLabel(type: ContactSubmissionType): string {
  return type === 'SCHEDULED_CONSULTATION' ? 'Consultation' : 'Contact';
}

export function SubmissionTypeBadge({ type }: { type: ContactSubmissionType }) {
  return <Badge $tone={type === 'SCHEDULED_CONSULTATION' ? 'gold' : 'navy'}>{submissionTypeLabel(type)}</Badge>;
}
