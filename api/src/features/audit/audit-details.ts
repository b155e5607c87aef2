import type { Replacement } from '../../shared/personal-data';

/**
 * An entry's details with every text by which an erased person could be recognised replaced (any
 * case), wherever it appears in the JSON: the audit log keeps who did what, not who they were.
 */
export function pseudonymisedDetails(details: Record<string, unknown> | null, replacements: Replacement[]): Record<string, unknown> | null {
  const terms = replacements.filter(([from]) => from.trim().length > 0);
  return replaceIn(details, terms) as Record<string, unknown> | null;
}

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
