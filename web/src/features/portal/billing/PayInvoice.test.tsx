import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { StartPaymentMutation, StartPaymentMutationVariables } from '../../../graphql/generated';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { draftDetail, invoiceDetail, invoiceIs } from './billing-test-kit';
import { browserNavigation } from './start-payment';

const open = (search = '', user = sessionUser()) => renderPortalAs(user, `/portal/billing/invoice-1${search}`);

/** The notice at the top of the page, said politely to a screen reader. */
async function noticeSays(text: string, options?: { timeout: number }) {
  expect(await screen.findByText(text, {}, options)).toHaveAttribute('role', 'status');
}

/** PayFast's form, in the order its signature is worked out over. */
const payfastFields = [
  { __typename: 'PaymentRedirectField' as const, name: 'merchant_id', value: '10000100' },
  { __typename: 'PaymentRedirectField' as const, name: 'merchant_key', value: '46f0cd694581a' },
  {
    __typename: 'PaymentRedirectField' as const,
    name: 'return_url',
    value: 'https://portal.example/portal/billing/invoice-1?payment=returned',
  },
  { __typename: 'PaymentRedirectField' as const, name: 'm_payment_id', value: 'checkout-1' },
  { __typename: 'PaymentRedirectField' as const, name: 'amount', value: '2443.75' },
  { __typename: 'PaymentRedirectField' as const, name: 'item_name', value: 'Invoice INV-00042' },
  { __typename: 'PaymentRedirectField' as const, name: 'signature', value: 'ad8f0d8bd4a6f5d6e1f1c0b1a2b3c4d5' },
];

/** Answers startPayment as the API does for each provider; keeps what was sent. */
function startAnswers() {
  const sent: StartPaymentMutationVariables[] = [];
  const handler = graphql.mutation<StartPaymentMutation, StartPaymentMutationVariables>('StartPayment', ({ variables }) => {
    sent.push(variables);
    const payfast = variables.input.provider === 'PAYFAST';
    return HttpResponse.json({
      data: {
        startPayment: {
          __typename: 'PaymentRedirect',
          provider: variables.input.provider,
          method: payfast ? 'POST' : 'GET',
          url: payfast ? 'https://sandbox.payfast.co.za/eng/process' : 'https://c.yoco.com/checkout/ch_123',
          fields: payfast ? payfastFields : [],
        },
      },
    });
  });
  return { handler, sent };
}

/** Watches the forms the page submits (jsdom cannot post one): where each goes, and its fields in order. */
function watchFormSubmits() {
  const submitted: { action: string; method: string; fields: [string, string][] }[] = [];
  const spy = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    // The inputs as the browser would post them (jest-fixed-jsdom's FormData is Node's, which reads no form).
    const fields = [...this.querySelectorAll('input')].map((input): [string, string] => [input.name, input.value]);
    submitted.push({ action: this.action, method: this.method, fields });
  });
  return { submitted, restore: () => spy.mockRestore() };
}

describe('Pay, on an invoice still owed', () => {
  it('posts PayFast’s form, its fields in order, to PayFast, the button saying it is on its way', async () => {
    const start = startAnswers();
    server.use(invoiceIs(invoiceDetail()).handler, start.handler);
    const forms = watchFormSubmits();
    try {
      open();
      const pay = within(await screen.findByRole('region', { name: 'Pay R\u00a02\u00a0443.75' }));
      expect(pay.getByRole('button', { name: 'Pay with Yoco' })).toBeInTheDocument();
      expect(pay.getByText('Or pay by EFT into the account on the invoice, with INV-00042 as the reference.')).toBeInTheDocument();

      await userEvent.click(pay.getByRole('button', { name: 'Pay with PayFast' }));
      await waitFor(() => expect(forms.submitted).toHaveLength(1));
      expect(start.sent).toEqual([{ input: { invoiceId: 'invoice-1', provider: 'PAYFAST' } }]);
      expect(forms.submitted[0]).toEqual({
        action: 'https://sandbox.payfast.co.za/eng/process',
        method: 'post',
        fields: payfastFields.map(({ name, value }) => [name, value]),
      });
      // Until the browser has left, neither button can start a second checkout.
      expect(pay.getByRole('button', { name: 'Opening PayFast…' })).toBeDisabled();
      expect(pay.getByRole('button', { name: 'Pay with Yoco' })).toBeDisabled();
    } finally {
      forms.restore();
    }
  });

  it('opens Yoco’s page, and staff may pay for the client too', async () => {
    const start = startAnswers();
    server.use(invoiceIs(invoiceDetail()).handler, start.handler);
    const opened = jest.spyOn(browserNavigation, 'open').mockImplementation(() => undefined);
    try {
      open('', adminUser());
      await userEvent.click(await screen.findByRole('button', { name: 'Pay with Yoco' }));
      await waitFor(() => expect(opened).toHaveBeenCalledWith('https://c.yoco.com/checkout/ch_123'));
      expect(start.sent).toEqual([{ input: { invoiceId: 'invoice-1', provider: 'YOCO' } }]);
    } finally {
      opened.mockRestore();
    }
  });

  it('says why a payment could not start beside the buttons, and lets them be pressed again', async () => {
    const held = gate();
    let answer = 0;
    server.use(
      invoiceIs(invoiceDetail()).handler,
      graphql.mutation<StartPaymentMutation, StartPaymentMutationVariables>('StartPayment', async () => {
        answer += 1;
        if (answer === 1) {
          await held.opened;
          return graphqlError('Invalid input', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'invoiceId', message: 'Nothing is owed on INV-00042' }],
          });
        }
        // No database away: the provider is, and the server says which (HTTP 503, as when nothing could run).
        return HttpResponse.json(
          {
            errors: [
              { message: 'PayFast could not be reached. Please try again in a few minutes.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
            ],
          },
          { status: 503 },
        );
      }),
    );
    open();
    const pay = within(await screen.findByRole('region', { name: 'Pay R\u00a02\u00a0443.75' }));
    await userEvent.click(pay.getByRole('button', { name: 'Pay with PayFast' }));
    expect(await pay.findByRole('button', { name: 'Opening PayFast…' })).toBeDisabled();
    held.open();
    expect(await pay.findByRole('alert')).toHaveTextContent('Nothing is owed on INV-00042');
    expect(pay.getByRole('button', { name: 'Pay with PayFast' })).toBeEnabled();

    await userEvent.click(pay.getByRole('button', { name: 'Pay with PayFast' }));
    await waitFor(() =>
      expect(pay.getByRole('alert')).toHaveTextContent('PayFast could not be reached. Please try again in a few minutes.'),
    );
  });

  it('is not offered when nothing is owed, on a draft, or when the firm connected no provider', async () => {
    const paid = invoiceIs(invoiceDetail({ status: 'PAID', paidCents: 244_375, outstandingCents: 0 }));
    server.use(paid.handler);
    const { unmount } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice INV-00042' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Pay / })).not.toBeInTheDocument();
    unmount();

    const none = invoiceIs(invoiceDetail());
    none.providers = [];
    server.use(none.handler);
    const second = open();
    expect(await screen.findByRole('region', { name: 'Pay by EFT' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
    second.unmount();

    server.use(invoiceIs(draftDetail()).handler);
    renderPortalAs(adminUser(), '/portal/billing/draft-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payments' })).not.toBeInTheDocument();
  });
});

describe('The payments of an invoice', () => {
  it('lists each with its day, method, reference and amount, then what was paid and what is still owed', async () => {
    const invoice = invoiceDetail({
      status: 'PART_PAID',
      paidCents: 150_000,
      outstandingCents: 94_375,
      payments: [
        {
          __typename: 'Payment',
          id: 'payment-1',
          method: 'EFT',
          amountCents: 100_000,
          receivedOn: '2026-11-10',
          reference: 'DLAMINI INV42',
        },
        { __typename: 'Payment', id: 'payment-2', method: 'PAYFAST', amountCents: 50_000, receivedOn: '2026-11-12', reference: '1124148' },
      ],
    });
    server.use(invoiceIs(invoice).handler);
    open();
    expect(await screen.findByText('Part paid', { selector: 'span' })).toBeInTheDocument();
    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    const rows = payments
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['10 Nov 2026', 'EFT', 'DLAMINI INV42', 'R\u00a01\u00a0000.00'],
      ['12 Nov 2026', 'PayFast', '1124148', 'R\u00a0500.00'],
    ]);
    expect(payments.getByText('Paid').nextSibling).toHaveTextContent('R 1 500.00');
    expect(payments.getByText('Still owed').nextSibling).toHaveTextContent('R 943.75');
  });

  it('says when none came in yet', async () => {
    server.use(invoiceIs(invoiceDetail()).handler);
    open();
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(payments.getByText('No payments yet.')).toBeInTheDocument();
    expect(payments.getByText('Still owed').nextSibling).toHaveTextContent('R 2 443.75');
  });
});

describe('Back from the provider', () => {
  const paidOnline = () =>
    invoiceDetail({
      status: 'PAID',
      paidCents: 244_375,
      outstandingCents: 0,
      payments: [
        { __typename: 'Payment', id: 'payment-1', method: 'PAYFAST', amountCents: 244_375, receivedOn: '2026-11-12', reference: '1124148' },
      ],
    });

  it('thanks the client for a payment already recorded', async () => {
    server.use(invoiceIs(paidOnline()).handler);
    open('?payment=returned');
    await noticeSays('Thank you: your payment of R 2 443.75 was received.');
  });

  it('while the payment is being confirmed, asks again every few seconds and shows it paid once it is', async () => {
    const invoice = invoiceIs(invoiceDetail());
    server.use(invoice.handler);
    open('?payment=returned');
    await noticeSays('Thank you: your payment is being confirmed. This page updates when it arrives.');
    // Meanwhile no second payment can be started by mistake.
    expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pay by EFT' })).toBeInTheDocument();
    // The provider's notification arrives.
    invoice.documents.set('invoice-1', paidOnline());
    await noticeSays('Thank you: your payment of R 2 443.75 was received.', { timeout: 8_000 });
    expect(screen.getByText('Paid', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
    // Paid: no more asking.
    const asked = invoice.asked;
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(invoice.asked).toBe(asked);
  }, 20_000);

  it('says nothing was charged when the payment was cancelled or failed', async () => {
    server.use(invoiceIs(invoiceDetail()).handler);
    const { unmount } = open('?payment=cancelled');
    await noticeSays('Payment cancelled: nothing was charged.');
    // The buttons are there to try again.
    expect(screen.getByRole('button', { name: 'Pay with PayFast' })).toBeInTheDocument();
    unmount();

    open('?payment=failed');
    await noticeSays('The payment did not go through: nothing was charged. You can try again.');
  });
});
