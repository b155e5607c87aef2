import { graphql, HttpResponse } from 'msw';
import type {
  BillingBalanceQuery,
  InvoiceChoicesQuery,
  InvoiceDetailFragment,
  InvoiceQuery,
  InvoiceQueryVariables,
  InvoiceRowFragment,
  InvoicesQuery,
  InvoicesQueryVariables,
  PaymentProvider,
} from '../../../graphql/generated';
import { graphqlError } from '../portal-test-kit';

/** The billing pages' answers, as the API gives them (web/src/test/checked-graphql-answers.ts checks them). */

export const sipho = { __typename: 'User' as const, id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' };
export const ayesha = { __typename: 'User' as const, id: 'client-2', firstName: 'Ayesha', lastName: 'Patel' };

const firm: NonNullable<InvoiceDetailFragment['supplier']> = {
  __typename: 'InvoiceSupplier',
  name: 'Khanya Tax & Advisory (Pty) Ltd',
  addressLines: ['Block C, Grand Central Office Park', 'Midrand, 1685'],
  vatNumber: '4150123456',
  registrationNumber: '2015/123456/07',
  email: 'accounts@khanya-advisory.co.za',
  phone: null,
  bank: {
    __typename: 'InvoiceBank',
    bankName: 'First National Bank',
    accountHolder: 'Khanya Tax & Advisory (Pty) Ltd',
    accountNumber: '62000000001',
    branchCode: '250655',
    accountType: 'CHEQUE',
  },
};

/** An issued tax invoice of Sipho's: 2.5 hours at R 850.00 and VAT at 15 %, nothing paid. */
export function invoiceDetail(overrides: Partial<InvoiceDetailFragment> = {}): InvoiceDetailFragment {
  return {
    __typename: 'Invoice',
    id: 'invoice-1',
    kind: 'INVOICE',
    status: 'ISSUED',
    number: 'INV-00042',
    issuedOn: '2026-11-02',
    dueOn: '2026-12-02',
    createdAt: '2026-11-01T08:00:00.000Z',
    vatBasisPoints: 1500,
    taxInvoiceKind: 'ABRIDGED',
    netCents: 212_500,
    vatCents: 31_875,
    totalCents: 244_375,
    creditedCents: 0,
    paidCents: 0,
    outstandingCents: 244_375,
    refundableCents: 0,
    notes: 'Order 42',
    reason: null,
    lines: [
      {
        __typename: 'InvoiceLine',
        description: 'Tax consulting (hours)',
        quantityThousandths: 2500,
        unitPriceCents: 85_000,
        treatment: 'STANDARD',
        netCents: 212_500,
        vatCents: 31_875,
      },
    ],
    supplier: firm,
    recipient: {
      __typename: 'InvoiceRecipient',
      name: 'Dlamini Logistics (Pty) Ltd',
      addressLines: ['12 Church Street', 'Midrand 1686', 'Gauteng'],
      vatNumber: '4790123456',
    },
    client: { ...sipho, email: 'sipho@example.com' },
    engagement: { __typename: 'Engagement', id: 'engagement-1', title: 'Monthly bookkeeping' },
    creditsInvoice: null,
    payments: [],
    ...overrides,
  };
}

/** A draft of the same invoice: no number, days, firm or recipient yet. */
export const draftDetail = (overrides: Partial<InvoiceDetailFragment> = {}) =>
  invoiceDetail({
    id: 'draft-1',
    status: 'DRAFT',
    number: null,
    issuedOn: null,
    dueOn: null,
    taxInvoiceKind: null,
    supplier: null,
    recipient: null,
    ...overrides,
  });

/** A document as a row of the list. */
export function invoiceRow(overrides: Partial<InvoiceRowFragment> = {}): InvoiceRowFragment {
  const { id, kind, status, number, issuedOn, dueOn, totalCents, paidCents, outstandingCents, createdAt } = invoiceDetail();
  return {
    __typename: 'Invoice',
    id,
    kind,
    status,
    number,
    issuedOn,
    dueOn,
    totalCents,
    paidCents,
    outstandingCents,
    createdAt,
    client: sipho,
    ...overrides,
  };
}

/** Answers the list with `pages` in turn (by the `after` cursor), keeping each request's variables. */
export function invoicesAre(pages: InvoiceRowFragment[][], totalCount = pages.flat().length) {
  const asked: InvoicesQueryVariables[] = [];
  const handler = graphql.query<InvoicesQuery, InvoicesQueryVariables>('Invoices', ({ variables }) => {
    asked.push(variables);
    const index = variables.after ? Number(variables.after) : 0;
    const nodes = pages[index] ?? [];
    const hasNextPage = index + 1 < pages.length;
    return HttpResponse.json({
      data: {
        invoices: {
          __typename: 'InvoiceConnection',
          totalCount,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? String(index + 1) : null },
          nodes,
        },
      },
    });
  });
  return { handler, asked };
}

export const balanceIs = (balanceCents: number) =>
  graphql.query<BillingBalanceQuery>('BillingBalance', () =>
    HttpResponse.json({ data: { billingStatement: { __typename: 'Statement', clientId: sipho.id, balanceCents } } }),
  );

/**
 * Answers each document by its id, as it stands in `documents` (a test's mutations change it),
 * with the providers the firm connected (both, unless a test sets `providers`); any other is not found.
 */
export function invoiceIs(...invoices: InvoiceDetailFragment[]) {
  const documents = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const state = { documents, providers: ['PAYFAST', 'YOCO'] as PaymentProvider[], asked: 0 };
  const handler = graphql.query<InvoiceQuery, InvoiceQueryVariables>('Invoice', ({ variables }) => {
    state.asked += 1;
    const invoice = documents.get(variables.id);
    return invoice
      ? HttpResponse.json({ data: { invoice, paymentProviders: state.providers } })
      : graphqlError('Not found', { code: 'NOT_FOUND' });
  });
  return Object.assign(state, { handler });
}

/** Two clients (Sipho with two engagements), and the standard rate in force. */
export const choicesAre = () =>
  graphql.query<InvoiceChoicesQuery>('InvoiceChoices', () =>
    HttpResponse.json({
      data: {
        documentRequestClients: [sipho, ayesha],
        engagements: [
          { __typename: 'Engagement', id: 'engagement-2', title: 'Payroll', client: { __typename: 'User', id: sipho.id } },
          { __typename: 'Engagement', id: 'engagement-1', title: 'Monthly bookkeeping', client: { __typename: 'User', id: sipho.id } },
          { __typename: 'Engagement', id: 'engagement-3', title: 'VAT registration', client: { __typename: 'User', id: ayesha.id } },
        ],
        vatRates: [
          { __typename: 'VatRate', id: 'rate-15', basisPoints: 1500, inForce: true },
          { __typename: 'VatRate', id: 'rate-14', basisPoints: 1400, inForce: false },
        ],
      },
    }),
  );
