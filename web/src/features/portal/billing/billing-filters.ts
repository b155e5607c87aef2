import { useSearchParams } from 'react-router-dom';
import type { InvoiceKind, InvoiceStatus, InvoicesQueryVariables } from '../../../graphql/generated';

/** The staff list's filters, as the address keeps them (?status=overdue&kind=credit-notes): Back from a document finds them again. */
export interface BillingFilters {
  status: InvoiceStatus | null;
  kind: InvoiceKind | null;
}

export const statusChoices: { value: string; label: string; status: InvoiceStatus | null }[] = [
  { value: '', label: 'All', status: null },
  { value: 'draft', label: 'Draft', status: 'DRAFT' },
  { value: 'issued', label: 'Issued', status: 'ISSUED' },
  { value: 'part-paid', label: 'Part paid', status: 'PART_PAID' },
  { value: 'paid', label: 'Paid', status: 'PAID' },
  { value: 'overdue', label: 'Overdue', status: 'OVERDUE' },
  { value: 'credited', label: 'Credited', status: 'CREDITED' },
];

export const kindChoices: { value: string; label: string; kind: InvoiceKind | null }[] = [
  { value: '', label: 'Invoices and credit notes', kind: null },
  { value: 'invoices', label: 'Invoices', kind: 'INVOICE' },
  { value: 'credit-notes', label: 'Credit notes', kind: 'CREDIT_NOTE' },
];

/** How many rows a page of the list holds. */
export const INVOICE_PAGE = 25;

/** The filters from the address, an unknown value read as none. */
export function useBillingFilters(): [BillingFilters, (change: Partial<BillingFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: BillingFilters = {
    status: statusChoices.find((choice) => choice.value && choice.value === params.get('status'))?.status ?? null,
    kind: kindChoices.find((choice) => choice.value && choice.value === params.get('kind'))?.kind ?? null,
  };
  const change = (next: Partial<BillingFilters>) => {
    const merged = { ...filters, ...next };
    const written: Record<string, string> = {};
    const status = statusChoices.find((choice) => choice.status === merged.status)?.value;
    const kind = kindChoices.find((choice) => choice.kind === merged.kind)?.value;
    if (status) written.status = status;
    if (kind) written.kind = kind;
    setParams(written, { replace: true });
  };
  return [filters, change];
}

/** The list's first page for the filters (a client has none: the server shows them their own issued ones). */
export const invoiceListVariables = (filters: BillingFilters): InvoicesQueryVariables => ({
  first: INVOICE_PAGE,
  status: filters.status,
  kind: filters.kind,
});
