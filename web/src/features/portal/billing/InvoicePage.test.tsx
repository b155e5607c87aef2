import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateCreditNoteMutation,
  CreateCreditNoteMutationVariables,
  DeleteInvoiceMutation,
  DeleteInvoiceMutationVariables,
  InvoiceDetailFragment,
  IssueInvoiceMutation,
  IssueInvoiceMutationVariables,
} from '../../../graphql/generated';
import { staticMatchMedia } from '../../../test/match-media';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { renderPortalAs } from '../portal-test-kit';
import { draftDetail, invoiceDetail, invoiceIs, invoicesAre } from './billing-test-kit';

const open = (user = sessionUser(), id = 'invoice-1') => renderPortalAs(user, `/portal/billing/${id}`);

/** Answers issueInvoice with the document numbered and dated; keeps the ids issued. */
function issueAnswers(issued: (id: string) => InvoiceDetailFragment) {
  const ids: string[] = [];
  const handler = graphql.mutation<IssueInvoiceMutation, IssueInvoiceMutationVariables>('IssueInvoice', ({ variables }) => {
    ids.push(variables.id);
    return HttpResponse.json({ data: { issueInvoice: issued(variables.id) } });
  });
  return { handler, ids };
}

describe('An invoice’s page', () => {
  it('shows the client the tax invoice as issued: the parties, lines, VAT at its rate, and where to pay', async () => {
    server.use(invoiceIs(invoiceDetail()).handler);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice INV-00042' })).toBeInTheDocument();
    expect(screen.getByText('Issued', { selector: 'span' })).toBeInTheDocument();
    const document = within(screen.getByRole('article', { name: 'Tax invoice' }));
    expect(document.getByText('Date of issue').nextSibling).toHaveTextContent('2 Nov 2026');
    expect(document.getByText('Due date').nextSibling).toHaveTextContent('2 Dec 2026');
    const from = within(document.getByRole('region', { name: 'From' }));
    expect(from.getByText('Khanya Tax & Advisory (Pty) Ltd')).toBeInTheDocument();
    expect(from.getByText('VAT number 4150123456')).toBeInTheDocument();
    const to = within(document.getByRole('region', { name: 'To' }));
    expect(to.getByText('Dlamini Logistics (Pty) Ltd')).toBeInTheDocument();
    expect(to.getByText('VAT number 4790123456')).toBeInTheDocument();

    const line = document.getByRole('row', { name: /Tax consulting/ });
    expect([...line.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Tax consulting (hours)',
      '2.5',
      'R\u00a0850.00',
      'Standard',
      'R\u00a02\u00a0125.00',
      'R\u00a0318.75',
    ]);
    expect(document.getByText('VAT at 15 %').nextSibling).toHaveTextContent('R 318.75');
    expect(document.getByText('Total').nextSibling).toHaveTextContent('R 2 443.75');
    expect(document.getByText('Outstanding').nextSibling).toHaveTextContent('R 2 443.75');
    expect(document.getByText('Order 42')).toBeInTheDocument();

    const payment = within(document.getByRole('region', { name: 'Pay by EFT' }));
    expect(payment.getByText('Account number').nextSibling).toHaveTextContent('62000000001');
    expect(payment.getByText('Branch code').nextSibling).toHaveTextContent('250655');
    expect(payment.getByText('Reference: INV-00042')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Download PDF: a copy of Tax invoice INV-00042' })).toHaveAttribute(
      'href',
      '/api/invoices/invoice-1/pdf',
    );
    // A client changes nothing.
    expect(screen.queryByRole('button', { name: 'Credit note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue' })).not.toBeInTheDocument();
  });

  it('shows each line and each payment as a card on a phone, so that no amount is past its edge', async () => {
    const phone = jest.spyOn(window, 'matchMedia').mockImplementation(staticMatchMedia((query) => query.includes('max-width')));
    try {
      server.use(
        invoiceIs(
          invoiceDetail({
            status: 'PAID',
            paidCents: 244_375,
            outstandingCents: 0,
            payments: [
              { __typename: 'Payment', id: 'payment-1', method: 'EFT', amountCents: 254_375, receivedOn: '2026-11-10', reference: 'SIPHO' },
              { __typename: 'Payment', id: 'refund-1', method: 'EFT', amountCents: -10_000, receivedOn: '2026-11-12', reference: null },
            ],
          }),
        ).handler,
      );
      open();
      const lines = await screen.findByRole('list', { name: 'What was supplied, line by line' });
      const line = within(within(lines).getByRole('article', { name: 'Tax consulting (hours)' }));
      expect(line.getByText('Quantity').nextSibling).toHaveTextContent('2.5');
      expect(line.getByText('Unit price').nextSibling).toHaveTextContent('R 850.00');
      expect(line.getByText('VAT').nextSibling).toHaveTextContent('Standard');
      expect(line.getByText('Excl. VAT').nextSibling).toHaveTextContent('R 2 125.00');
      expect(line.getByText('VAT amount').nextSibling).toHaveTextContent('R 318.75');

      const payments = screen.getByRole('list', { name: 'The payments against INV-00042, oldest first' });
      const refund = within(within(payments).getByRole('article', { name: 'Refund (EFT) 12 Nov 2026' }));
      expect(refund.getByText('Reference').nextSibling).toHaveTextContent('—');
      expect(refund.getByText('Amount').nextSibling).toHaveTextContent('-R 100.00');
      expect(within(payments).getByRole('article', { name: 'EFT 10 Nov 2026' })).toBeInTheDocument();
      // Neither scrolls sideways: there is no table left to.
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });

  it('calls a document without VAT an invoice, and a credit note one, with its reason and the invoice it corrects', async () => {
    server.use(
      invoiceIs(invoiceDetail({ vatBasisPoints: 0, vatCents: 0, taxInvoiceKind: null, outstandingCents: 0, status: 'CREDITED' })).handler,
    );
    const { unmount } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-00042' })).toBeInTheDocument();
    // Nothing owed: no bank details to pay into.
    expect(screen.queryByRole('region', { name: 'Pay by EFT' })).not.toBeInTheDocument();
    unmount();

    const creditNote = invoiceDetail({
      id: 'credit-1',
      kind: 'CREDIT_NOTE',
      number: 'CN-00007',
      dueOn: null,
      outstandingCents: 0,
      notes: null,
      reason: 'Billed twice for the same hours',
      creditsInvoice: { __typename: 'Invoice', id: 'invoice-1', number: 'INV-00042' },
    });
    server.use(invoiceIs(creditNote).handler);
    open(sessionUser(), 'credit-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit note CN-00007' })).toBeInTheDocument();
    const document = within(screen.getByRole('article', { name: 'Credit note' }));
    expect(document.getByRole('link', { name: 'INV-00042' })).toHaveAttribute('href', '/portal/billing/invoice-1');
    expect(document.getByText('Billed twice for the same hours')).toBeInTheDocument();
    expect(document.getByText('Total credited').nextSibling).toHaveTextContent('R 2 443.75');
    expect(document.queryByText('Due date')).not.toBeInTheDocument();
    expect(document.queryByRole('region', { name: 'Pay by EFT' })).not.toBeInTheDocument();
  });

  it('says plainly when the invoice is not one of the viewer’s', async () => {
    server.use(invoiceIs(invoiceDetail()).handler);
    open(sessionUser(), 'someone-elses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/portal/billing');
  });
});

describe('A draft, for staff', () => {
  it('is issued after a confirmation that says it can no longer be changed', async () => {
    const draft = invoiceIs(draftDetail());
    const issue = issueAnswers(() => invoiceDetail({ id: 'draft-1', number: 'INV-00045' }));
    server.use(draft.handler, issue.handler, invoicesAre([[]]).handler);
    open(adminUser(), 'draft-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft invoice' })).toBeInTheDocument();
    expect(screen.getByText(/A draft: only staff see it/)).toBeInTheDocument();
    const document = within(screen.getByRole('article', { name: 'Tax invoice' }));
    expect(document.getByText('Number').nextSibling).toHaveTextContent('Given when issued');
    expect(within(document.getByRole('region', { name: 'To' })).getByText('Sipho Dlamini')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();

    // Staff's buttons come with their own code, which a client's page never loads.
    await userEvent.click(await screen.findByRole('button', { name: 'Issue' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Issue this invoice?' }));
    expect(confirm.getByText(/An issued invoice can no longer be changed or deleted/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Not yet' }));
    expect(issue.ids).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Issue this invoice?' })).getByRole('button', { name: 'Issue invoice' }),
    );
    expect(await screen.findByText('Tax invoice INV-00045 issued')).toBeInTheDocument();
    expect(issue.ids).toEqual(['draft-1']);
    // The answer is the issued invoice, which the page shows at once: numbered, with no draft's buttons.
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice INV-00045' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credit note' })).toBeInTheDocument();
  });

  it('says why the server would not issue it, and stays a draft', async () => {
    const message = 'A full tax invoice (above R 5 000) shows the client’s address: add it to their profile or company first';
    server.use(
      invoiceIs(draftDetail()).handler,
      graphql.mutation<IssueInvoiceMutation, IssueInvoiceMutationVariables>('IssueInvoice', () =>
        HttpResponse.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'clientId', message }] } }] }),
      ),
    );
    open(adminUser(), 'draft-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Issue' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Issue this invoice?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Issue invoice' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent(message);
  });

  it('is deleted after a confirmation, back to the list', async () => {
    const deleted: string[] = [];
    server.use(
      invoiceIs(draftDetail()).handler,
      invoicesAre([[]]).handler,
      graphql.mutation<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>('DeleteInvoice', ({ variables }) => {
        deleted.push(variables.id);
        return HttpResponse.json({ data: { deleteInvoice: { __typename: 'Invoice', id: variables.id } } });
      }),
    );
    open(adminUser(), 'draft-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this draft invoice?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('Draft deleted')).toBeInTheDocument();
    expect(deleted).toEqual(['draft-1']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/portal\/billing$/));
  });
});

describe('Credit note, on an issued invoice', () => {
  it('asks why and which lines, saves the draft, then issues it at once if staff choose', async () => {
    const twoLines = invoiceDetail({
      lines: [
        ...invoiceDetail().lines,
        {
          __typename: 'InvoiceLine',
          description: 'CIPC annual return filing',
          quantityThousandths: 1000,
          unitPriceCents: 120_000,
          treatment: 'ZERO_RATED',
          netCents: 120_000,
          vatCents: 0,
        },
      ],
      netCents: 332_500,
      totalCents: 364_375,
      outstandingCents: 364_375,
    });
    const creditNote = (status: 'DRAFT' | 'ISSUED') =>
      invoiceDetail({
        id: 'credit-1',
        kind: 'CREDIT_NOTE',
        status,
        number: status === 'DRAFT' ? null : 'CN-00007',
        dueOn: null,
        lines: [twoLines.lines[1]],
        netCents: 120_000,
        vatCents: 0,
        totalCents: 120_000,
        outstandingCents: 0,
        notes: null,
        reason: 'Filed by the client themselves',
        creditsInvoice: { __typename: 'Invoice', id: 'invoice-1', number: 'INV-00042' },
      });
    const sent: CreateCreditNoteMutationVariables[] = [];
    const pages = invoiceIs(twoLines);
    const issue = issueAnswers(() => {
      pages.documents.set('credit-1', creditNote('ISSUED'));
      return creditNote('ISSUED');
    });
    server.use(
      pages.handler,
      invoicesAre([[]]).handler,
      issue.handler,
      graphql.mutation<CreateCreditNoteMutation, CreateCreditNoteMutationVariables>('CreateCreditNote', ({ variables }) => {
        sent.push(variables);
        pages.documents.set('credit-1', creditNote('DRAFT'));
        return HttpResponse.json({ data: { createCreditNote: creditNote('DRAFT') } });
      }),
    );
    open(adminUser());
    await userEvent.click(await screen.findByRole('button', { name: 'Credit note' }));
    const form = within(await screen.findByRole('form', { name: 'Credit note for INV-00042' }));
    expect(form.getByText(/Credits/)).toHaveTextContent('Credits R 3 643.75 (the whole invoice).');
    await userEvent.click(form.getByRole('button', { name: 'Save draft credit note' }));
    expect(await form.findByText('Reason is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(form.getByLabelText('Reason'), 'Filed by the client themselves');
    await userEvent.click(form.getByRole('checkbox', { name: 'CIPC annual return filing' }));
    expect(form.getByText(/Credits/)).toHaveTextContent('Credits R 1 200.00.');
    await userEvent.click(form.getByRole('button', { name: 'Save draft credit note' }));

    const offer = within(await screen.findByRole('dialog', { name: 'Issue the credit note now?' }));
    expect(sent).toEqual([
      {
        input: {
          invoiceId: 'invoice-1',
          reason: 'Filed by the client themselves',
          lines: [{ description: 'CIPC annual return filing', quantity: '1', unitPrice: '1200.00', vatTreatment: 'ZERO_RATED' }],
        },
      },
    ]);
    await userEvent.click(offer.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Credit note CN-00007 issued')).toBeInTheDocument();
    expect(issue.ids).toEqual(['credit-1']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal/billing/credit-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit note CN-00007' })).toBeInTheDocument();
  });
});
