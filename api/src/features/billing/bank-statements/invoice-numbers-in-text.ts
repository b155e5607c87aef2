/*
 * Which invoices a bank line names (docs/billing.md#bank-statements): a client types the number
 * as they like, so case, spaces and hyphens are ignored ("inv 2026 0001" names INV-2026-0001),
 * but a digit right after it makes it another number (INV-00012 does not name INV-0001).
 */

export interface NumberedInvoice {
  id: string;
  number: string;
}

const normalised = (text: string) => text.toUpperCase().replace(/[\s-]+/g, '');

/** Prepares the invoices once for many lines. */
export function invoiceNumberIndex<T extends NumberedInvoice>(invoices: T[]) {
  const keyed = invoices.map((invoice) => ({ invoice, key: normalised(invoice.number) })).filter(({ key }) => key.length >= 3);
  return {
    /** The invoices whose number is in `text`, each once. */
    namedIn(text: string): T[] {
      const haystack = normalised(text);
      return keyed
        .filter(({ key }) => {
          for (let at = haystack.indexOf(key); at !== -1; at = haystack.indexOf(key, at + 1)) {
            if (!/\d/.test(haystack[at + key.length] ?? '')) return true;
          }
          return false;
        })
        .map(({ invoice }) => invoice);
    },
  };
}
