import { fullNameOf } from '@validation/people';
import {
  documentCategoryValues,
  documentStatusValues,
  type DocumentCategoryValue,
  type DocumentStatusValue,
} from '@validation/document-values';
import type { BadgeTone } from '../../../components/Badge';

/**
 * "tax-returns" → "Tax Returns": the categories of docs/product.md#screen-shapes as people read
 * them.
 */
export function categoryLabel(category: string): string {
  return category
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

export const categoryOptions = documentCategoryValues.map((value) => ({ value, label: categoryLabel(value) }));

export const statusLabels: Record<DocumentStatusValue, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
export const statusOptions = documentStatusValues.map((value) => ({ value, label: statusLabels[value] }));

export const statusTones: Record<DocumentStatusValue, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

const categoryTones: Record<DocumentCategoryValue, BadgeTone> = {
  general: 'neutral',
  'tax-returns': 'navy',
  'financial-statements': 'teal',
  correspondence: 'info',
  contracts: 'purple',
  compliance: 'gold',
};

export function categoryTone(category: string): BadgeTone {
  return categoryTones[category as DocumentCategoryValue] ?? 'neutral';
}

export function personName(person: { firstName: string; lastName: string } | null | undefined): string {
  return person ? fullNameOf(person) : 'Unknown';
}
