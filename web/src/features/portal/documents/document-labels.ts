import { fullNameOf } from '@validation/people';
import {
  documentCategoryValues,
  documentStatusValues,
  type DocumentCategoryValue,
  type DocumentStatusValue,
} from '@validation/document-values';
import { enumName, type EnumName } from '@validation/enum-names';
import type { BadgeTone } from '../../../components/Badge';

/**
 * "tax-returns" (a form's value) or TAX_RETURNS (GraphQL's) → "Tax Returns": the categories of
 * docs/product.md#screen-shapes as people read them.
 */
export function categoryLabel(category: string): string {
  return category
    .toLowerCase()
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

export const categoryOptions = documentCategoryValues.map((value) => ({ value, label: categoryLabel(value) }));

// Labels are keyed by GraphQL's names (PENDING), as documents arrive; options carry the stored
// values (pending) that forms and their zod schemas use, and are named for GraphQL when sent.
export const statusLabels: Record<EnumName<DocumentStatusValue>, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
export const statusOptions = documentStatusValues.map((value) => ({ value, label: statusLabels[enumName(value)] }));

export const statusTones: Record<EnumName<DocumentStatusValue>, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

const categoryTones: Record<EnumName<DocumentCategoryValue>, BadgeTone> = {
  GENERAL: 'neutral',
  TAX_RETURNS: 'navy',
  FINANCIAL_STATEMENTS: 'teal',
  CORRESPONDENCE: 'info',
  CONTRACTS: 'purple',
  COMPLIANCE: 'gold',
};

/** A category's badge colour, spelt either way (enumName leaves a GraphQL name as it is). */
export function categoryTone(category: string): BadgeTone {
  return categoryTones[enumName(category) as EnumName<DocumentCategoryValue>] ?? 'neutral';
}

export function personName(person: { firstName: string; lastName: string } | null | undefined): string {
  return person ? fullNameOf(person) : 'Unknown';
}
