import type { BadgeTone } from '../../../components/Badge';

/**
 * docs/product.md#screen-shapes (Contact submission): services are stored as slugs (accounting,
 * bookkeeping, management-consulting, taxation, secretarial) and shown title-cased, each in its own
 * colour.
 */
const SERVICE_TONES: Record<string, BadgeTone> = {
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
export function serviceWithSpaces(service: string | null | undefined): string {
  return service ? service.replace(/-/g, ' ') : NO_SERVICE;
}

/** The tracker's form: "management-consulting" → "Management Consulting"; "Not specified" when empty. */
export function serviceTitle(service: string | null | undefined): string {
  const words = (service ?? '').split('-').filter(Boolean);
  if (words.length === 0) return NO_SERVICE;
  return words.map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}

/** Each known service has its own tone; an unknown or missing one is neutral. */
export function serviceTone(service: string | null | undefined): BadgeTone {
  return (service && SERVICE_TONES[service]) || 'neutral';
}
