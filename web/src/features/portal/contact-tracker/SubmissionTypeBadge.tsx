import type { ContactSubmissionType } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';

/** A submission is badged Consultation or Contact (docs/product.md#portal-shell-and-dashboard). */
export function submissionTypeLabel(type: ContactSubmissionType): string {
  return type === 'scheduled_consultation' ? 'Consultation' : 'Contact';
}

export function SubmissionTypeBadge({ type }: { type: ContactSubmissionType }) {
  return <Badge $tone={type === 'scheduled_consultation' ? 'gold' : 'navy'}>{submissionTypeLabel(type)}</Badge>;
}
