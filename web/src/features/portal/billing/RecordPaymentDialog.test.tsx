import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import type {
  RecordPaymentMutation,
  RecordPaymentMutationVariables,
  RecordRefundMutation,
  RecordRefundMutationVariables,
} from '../../../graphql/generated';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { invoiceDetail, invoiceIs } from './billing-test-kit';

const optionsOf = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options, (option) => option.text);

/** R 1 150.00 in cash against INV-00042 (R 2 443.75): part paid, R 1 293.75 left. */
const partPaid = () =>
  invoiceDetail({
    status: 'PART_PAID',
    paidCents: 115_000,
    outstandingCents: 129_375,
    payments: [
      { __typename: 'Payment', id: 'payment-1', method: 'CASH', amountCents: 115_000, receivedOn: '2026-11-10', reference: 'Receipt 7' },
    ],
  });

/** Answers recordPayment with the invoice part paid, or with `refuse` once; keeps what was sent. */
function recordAnswers(refuse: { path: string; message: string } | null = null) {
  const sent: RecordPaymentMutationVariables[] = [];
  let refusal = refuse;
  const handler = graphql.mutation<RecordPaymentMutation, RecordPaymentMutationVariables>('RecordPayment', ({ variables }) => {
    sent.push(variables);
    if (refusal) {
      const fieldErrors = [refusal];
      refusal = null;
      return graphqlError('Invalid input', { code: 'BAD_USER_INPUT', fieldErrors });
    }
    return HttpResponse.json({
      data: { recordPayment: { __typename: 'Payment', id: 'payment-1', amountCents: 115_000, invoice: partPaid() } },
    });
  });
  return { handler, sent };
}

/** The invoice's page as staff open it, with Record payment pressed. */
async function openRecordPayment() {
  renderPortalAs(adminUser(), '/portal/billing/invoice-1');
  await userEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
  return within(await screen.findByRole('form', { name: 'Record payment for INV-00042' }));
}

describe('Record payment', () => {
  it('opens at EFT, what is owed and today, and checks the amount by the shared schema before sending anything', async () => {
    const record = recordAnswers();
    server.use(invoiceIs(invoiceDetail()).handler, record.handler);
    const form = await openRecordPayment();
    expect(form.getByLabelText('Method')).toHaveDisplayValue('EFT');
    expect(form.getByLabelText('Amount (R)')).toHaveValue('2443.75');
    expect(form.getByLabelText('Received on')).toHaveValue(todayInSouthAfrica(new Date()));

    await userEvent.clear(form.getByLabelText('Amount (R)'));
    await userEvent.type(form.getByLabelText('Amount (R)'), '0');
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    expect(await form.findByText('Amount must be more than R 0.00')).toBeInTheDocument();
    expect(form.getByLabelText('Amount (R)')).toHaveAttribute('aria-invalid', 'true');
    expect(record.sent).toEqual([]);
  });

  it('shows what the server refuses beneath its field, then records it and shows the invoice part paid', async () => {
    const record = recordAnswers({ path: 'receivedOn', message: 'Received on cannot be a day still to come' });
    server.use(invoiceIs(invoiceDetail()).handler, record.handler);
    const form = await openRecordPayment();
    await userEvent.selectOptions(form.getByLabelText('Method'), 'Cash');
    await userEvent.clear(form.getByLabelText('Amount (R)'));
    await userEvent.type(form.getByLabelText('Amount (R)'), 'R 1 150');
    await userEvent.clear(form.getByLabelText('Received on'));
    await userEvent.type(form.getByLabelText('Received on'), '2099-01-01');
    await userEvent.type(form.getByLabelText('Reference (optional)'), ' Receipt 7 ');
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));

    expect(await form.findByText('Received on cannot be a day still to come')).toBeInTheDocument();
    expect(form.getByLabelText('Received on')).toHaveAccessibleDescription('Received on cannot be a day still to come');
    expect(record.sent).toEqual([
      {
        input: { invoiceId: 'invoice-1', method: 'cash', amount: '1150.00', receivedOn: '2099-01-01', reference: 'Receipt 7', note: null },
      },
    ]);

    await userEvent.clear(form.getByLabelText('Received on'));
    await userEvent.type(form.getByLabelText('Received on'), '2026-11-10');
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(screen.getByText('R 1 150.00 against INV-00042. R 1 293.75 still owed.')).toBeInTheDocument();
    expect(record.sent[1]).toMatchObject({ input: { receivedOn: '2026-11-10', amount: '1150.00' } });

    // The answer carries the invoice: its status, payments and what is owed change at once.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record payment for INV-00042' })).not.toBeInTheDocument());
    expect(screen.getByText('Part paid', { selector: 'span' })).toBeInTheDocument();
    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    expect(payments.getByText('Receipt 7')).toBeInTheDocument();
    expect(payments.getByText('Still owed').nextSibling).toHaveTextContent('R 1 293.75');
  });

  it('is for staff only, and not on an invoice paid in full', async () => {
    server.use(invoiceIs(invoiceDetail()).handler);
    const { unmount } = renderPortalAs(sessionUser(), '/portal/billing/invoice-1');
    expect(await screen.findByRole('button', { name: 'Pay with PayFast' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    unmount();

    server.use(invoiceIs(invoiceDetail({ status: 'PAID', paidCents: 244_375, outstandingCents: 0 })).handler);
    renderPortalAs(adminUser(), '/portal/billing/invoice-1');
    expect(await screen.findByText('Paid', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });
});

describe('Record refund', () => {
  /** R 2 543.75 paid by EFT on INV-00042 (R 2 443.75): R 100.00 paid beyond it. */
  const overpaid = () =>
    invoiceDetail({
      status: 'PAID',
      paidCents: 254_375,
      outstandingCents: 0,
      refundableCents: 10_000,
      payments: [
        { __typename: 'Payment', id: 'payment-1', method: 'EFT', amountCents: 254_375, receivedOn: '2026-11-10', reference: 'SIPHO' },
      ],
    });
  const refunded = () =>
    invoiceDetail({
      status: 'PAID',
      paidCents: 244_375,
      outstandingCents: 0,
      refundableCents: 0,
      payments: [
        { __typename: 'Payment', id: 'payment-1', method: 'EFT', amountCents: 254_375, receivedOn: '2026-11-10', reference: 'SIPHO' },
        {
          __typename: 'Payment',
          id: 'refund-1',
          method: 'EFT',
          amountCents: -10_000,
          receivedOn: '2026-11-12',
          reference: 'Back to Sipho',
        },
      ],
    });

  it('pays back what was paid beyond the invoice, refusing more by the server’s rule beneath the amount', async () => {
    const sent: RecordRefundMutationVariables[] = [];
    let refuse = true;
    server.use(
      invoiceIs(overpaid()).handler,
      graphql.mutation<RecordRefundMutation, RecordRefundMutationVariables>('RecordRefund', ({ variables }) => {
        sent.push(variables);
        if (refuse) {
          refuse = false;
          const fieldErrors = [{ path: 'amount', message: 'At most R 100.00 was paid beyond what INV-00042 asks' }];
          return graphqlError('Invalid input', { code: 'BAD_USER_INPUT', fieldErrors });
        }
        return HttpResponse.json({
          data: { recordRefund: { __typename: 'Payment', id: 'refund-1', amountCents: -10_000, invoice: refunded() } },
        });
      }),
    );
    renderPortalAs(adminUser(), '/portal/billing/invoice-1');
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(payments.getByText('Credit (paid beyond it)').nextSibling).toHaveTextContent('R 100.00');
    // Paid in full: nothing to record, but a credit note and the refund remain.
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credit note' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    const form = within(await screen.findByRole('form', { name: 'Record refund for INV-00042' }));
    expect(form.getByLabelText('Amount (R)')).toHaveValue('100.00');
    expect(form.getByLabelText('Refunded on')).toHaveValue(todayInSouthAfrica(new Date()));
    expect(optionsOf(form.getByLabelText('Method'))).toEqual(['PayFast', 'Yoco', 'EFT', 'Cash']);

    await userEvent.clear(form.getByLabelText('Amount (R)'));
    await userEvent.type(form.getByLabelText('Amount (R)'), '150');
    await userEvent.click(form.getByRole('button', { name: 'Record refund' }));
    expect(await form.findByText('At most R 100.00 was paid beyond what INV-00042 asks')).toBeInTheDocument();
    expect(form.getByLabelText('Amount (R)')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(form.getByLabelText('Amount (R)'));
    await userEvent.type(form.getByLabelText('Amount (R)'), '100');
    await userEvent.type(form.getByLabelText('Reference (optional)'), 'Back to Sipho');
    await userEvent.click(form.getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(screen.getByText('R 100.00 from INV-00042.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      input: {
        invoiceId: 'invoice-1',
        method: 'eft',
        amount: '100.00',
        refundedOn: todayInSouthAfrica(new Date()),
        reference: 'Back to Sipho',
        note: null,
      },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Payments' })).getByText('Refund (EFT)')).toBeInTheDocument();
  });
});
