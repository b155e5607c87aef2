import { contactServiceValues, type ContactServiceValue } from '@validation/contact-values';
import { storedValueOf } from '@validation/enum-names';
import type { BadgeTone } from '../../../components/Badge';
import type { ServiceArea } from '../../../graphql/generated';

/**
 * docs/product.md#screen-shapes (Contact submission): services are stored as slugs (accounting,
 * bookkeeping, management-consulting, taxation, secretarial) and shown title-cased, each in its own
 * colour. GraphQL names them MANAGEMENT_CONSULTING; the texts are made from the slug.
 */
const SERVICE_TONES: Record<ContactServiceValue, BadgeTone> = {
  accounting: 'info',
  bookkeeping: 'success',
  'management-consulting': 'purple',
  taxation: 'teal',
  secretarial: 'rose',
};

export const NO_SERVICE = 'Not specified';

/**
 * The dashboard's form (docs/product.md#portal-shell-and-dashboard): the slug with its hyphens
 * replaced by spaces.
 */
export function serviceWithSpaces(service: ServiceArea | null | undefined): string {
  const slug = slugOf(service);
  return slug ? slug.replace(/-/g, ' ') : NO_SERVICE;
}

/** The tracker's form: "management-consulting" → "Management Consulting"; "Not specified" when empty. */
export function serviceTitle(service: ServiceArea | null | undefined): string {
  const words = (slugOf(service) ?? '').split('-').filter(Boolean);
  if (words.length === 0) return NO_SERVICE;
  return words.map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}

/** Each service has its own tone; a missing one is neutral. */
export function serviceTone(service: ServiceArea | null | undefined): BadgeTone {
  const slug = slugOf(service);
  return slug ? SERVICE_TONES[slug] : 'neutral';
}

const slugOf = (service: ServiceArea | null | undefined) => (service ? storedValueOf(contactServiceValues, service) : undefined);
