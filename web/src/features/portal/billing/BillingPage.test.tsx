import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { staticMatchMedia } from '../../../test/match-media';
import { renderPortalAs } from '../portal-test-kit';
import { ayesha, balanceIs, invoiceRow, invoicesAre } from './billing-test-kit';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** An overdue invoice, one credited in full, and the credit note that did it. */
const someDocuments = () => [
  invoiceRow({
    id: 'invoice-3',
    number: 'INV-00044',
    status: 'OVERDUE',
    issuedOn: '2026-09-01',
    dueOn: '2026-10-01',
    totalCents: 100_000,
    outstandingCents: 100_000,
  }),
  invoiceRow({
    id: 'credit-1',
    kind: 'CREDIT_NOTE',
    number: 'CN-00007',
    issuedOn: '2026-11-05',
    dueOn: null,
    totalCents: 50_000,
    outstandingCents: 0,
  }),
  invoiceRow({ id: 'invoice-2', number: 'INV-00043', status: 'CREDITED', totalCents: 50_000, outstandingCents: 0 }),
  invoiceRow(),
];

describe('Billing, for a client', () => {
  it('lists their issued invoices and credit notes with what they owe, and is in the sidebar', async () => {
    const list = invoicesAre([someDocuments()]);
    server.use(list.handler, balanceIs(344_375));
    renderPortalAs(sessionUser(), '/portal/billing');

    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    const balance = within(await screen.findByRole('region', { name: 'Balance owing' }));
    // Testing Library reads the non-breaking spaces formatCents prints as plain ones.
    expect(balance.getByText('R 3 443.75')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Your invoices and credit notes, the most recent first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Number', 'Issued', 'Due', 'Total', 'Outstanding', 'Status']);
    expect(rowsOf(table)).toEqual([
      ['INV-00044', '1 Sep 2026', '1 Oct 2026', 'R\u00a01\u00a0000.00', 'R\u00a01\u00a0000.00', 'Overdue'],
      ['CN-00007', '5 Nov 2026', '—', '-R\u00a0500.00', '—', 'Credit note'],
      ['INV-00043', '2 Nov 2026', '2 Dec 2026', 'R\u00a0500.00', 'R\u00a00.00', 'Credited'],
      ['INV-00042', '2 Nov 2026', '2 Dec 2026', 'R\u00a02\u00a0443.75', 'R\u00a02\u00a0443.75', 'Issued'],
    ]);
    expect(within(table).getByRole('link', { name: 'INV-00044' })).toHaveAttribute('href', '/portal/billing/invoice-3');
    expect(screen.getByText('Showing 4 of 4.')).toBeInTheDocument();
    // Clients neither filter nor write invoices; the server shows them their own.
    expect(screen.queryByRole('button', { name: 'New invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search', { name: 'Filter invoices' })).not.toBeInTheDocument();
    expect(list.asked[0]).toEqual({ first: 25, status: null, kind: null });

    const sidebar = screen.getByRole('navigation', { name: 'Portal sections' });
    expect(within(sidebar).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/portal/billing');
  });

  it('says so when there is nothing to pay and no invoice yet', async () => {
    server.use(invoicesAre([[]]).handler, balanceIs(0));
    renderPortalAs(sessionUser(), '/portal/billing');
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
    expect(await screen.findByText('Nothing is owing. Thank you.')).toBeInTheDocument();
  });

  it('shows invoices part paid and paid, and a balance below zero as their credit', async () => {
    server.use(
      invoicesAre([
        [
          invoiceRow({ id: 'invoice-5', number: 'INV-00046', status: 'PAID', paidCents: 244_375, outstandingCents: 0 }),
          invoiceRow({ id: 'invoice-4', number: 'INV-00045', status: 'PART_PAID', paidCents: 100_000, outstandingCents: 144_375 }),
          invoiceRow({ id: 'invoice-2', number: 'INV-00043', status: 'CREDITED', outstandingCents: 0 }),
        ],
      ]).handler,
      balanceIs(-50_000),
    );
    renderPortalAs(sessionUser(), '/portal/billing');
    const credit = within(await screen.findByRole('region', { name: 'In credit' }));
    expect(credit.getByText('R 500.00')).toBeInTheDocument();
    expect(credit.getByText(/You have paid more than we billed/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Balance owing' })).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Your invoices and credit notes, the most recent first' });
    expect(rowsOf(table).map((row) => [row[0], row[4], row[5]])).toEqual([
      ['INV-00046', 'R\u00a00.00', 'Paid'],
      ['INV-00045', 'R\u00a01\u00a0443.75', 'Part paid'],
      ['INV-00043', 'R\u00a00.00', 'Credited'],
    ]);
  });

  it('shows a card for each document on a phone, so nothing is pushed past its edge', async () => {
    const phone = jest.spyOn(window, 'matchMedia').mockImplementation(staticMatchMedia((query) => query.includes('max-width')));
    try {
      server.use(invoicesAre([someDocuments()]).handler, balanceIs(344_375));
      renderPortalAs(sessionUser(), '/portal/billing');
      const cards = await screen.findByRole('list', { name: 'Your invoices and credit notes, the most recent first' });
      const overdue = within(cards).getByRole('article', { name: 'INV-00044' });
      expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
      expect(within(overdue).getByText('Outstanding').nextSibling).toHaveTextContent('R 1 000.00');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });
});

describe('Billing, for staff', () => {
  it('lists every client’s documents, drafts too, filtered by status and kind, a page at a time', async () => {
    const draft = invoiceRow({ id: 'draft-1', status: 'DRAFT', number: null, issuedOn: null, dueOn: null, client: ayesha });
    const list = invoicesAre([[draft, invoiceRow()], [invoiceRow({ id: 'invoice-0', number: 'INV-00041' })]]);
    server.use(list.handler);
    renderPortalAs(adminUser(), '/portal/billing');

    const table = await screen.findByRole('table', { name: 'Invoices and credit notes, the most recent first' });
    expect(rowsOf(table)).toEqual([
      ['Draft invoice for Ayesha Patel', 'Ayesha Patel', 'Not issued', '—', 'R\u00a02\u00a0443.75', '—', 'Draft'],
      ['INV-00042', 'Sipho Dlamini', '2 Nov 2026', '2 Dec 2026', 'R\u00a02\u00a0443.75', 'R\u00a02\u00a0443.75', 'Issued'],
    ]);
    expect(screen.getByRole('button', { name: 'New invoice' })).toBeInTheDocument();
    expect(screen.getByText(/Showing 2 of 3/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByRole('link', { name: 'INV-00041' })).toBeInTheDocument();
    expect(rowsOf(table)).toHaveLength(3);
    expect(list.asked[1]).toMatchObject({ after: '1' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    const filters = within(screen.getByRole('search', { name: 'Filter invoices' }));
    await waitFor(() => expect(filters.getByLabelText('Status')).toBeEnabled());
    expect(
      within(filters.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Draft', 'Issued', 'Part paid', 'Paid', 'Overdue', 'Credited']);
    await userEvent.selectOptions(filters.getByLabelText('Status'), 'Part paid');
    await waitFor(() => expect(list.asked.at(-1)).toEqual({ first: 25, status: 'PART_PAID', kind: null }));
    await userEvent.selectOptions(filters.getByLabelText('Status'), 'Overdue');
    await waitFor(() => expect(list.asked.at(-1)).toEqual({ first: 25, status: 'OVERDUE', kind: null }));
    await userEvent.selectOptions(filters.getByLabelText('Kind'), 'Credit notes');
    await waitFor(() => expect(list.asked.at(-1)).toEqual({ first: 25, status: 'OVERDUE', kind: 'CREDIT_NOTE' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/billing');
  });
});
