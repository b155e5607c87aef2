import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import { useStartPaymentMutation, type InvoiceDetailFragment, type PaymentProvider } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { paymentMethodLabels } from './invoice-labels';
import { browserNavigation, isFollowable, startFailure, type PaymentRedirect } from './start-payment';

/**
 * "Pay R x" (docs/billing.md#paying-online): a button for each provider the firm connected, which
 * starts a checkout for what is owed and sends the browser to the provider, by a form posted
 * (PayFast) or a page opened (Yoco); or EFT, with the invoice's number as the reference. A refusal
 * stays beside the buttons until the next press.
 */
export function PayInvoice({ invoice, providers }: { invoice: InvoiceDetailFragment; providers: readonly PaymentProvider[] }) {
  const headingId = useId();
  const [start] = useStartPaymentMutation();
  const [opening, setOpening] = useState<PaymentProvider | null>(null);
  const [posting, setPosting] = useState<PaymentRedirect | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // The form is drawn hidden with the provider's fields in order, then submitted: no script of ours runs on the way.
  useEffect(() => {
    if (posting) form.current?.submit();
  }, [posting]);

  // Back from the provider, a browser may show this page as it was left: the buttons work again.
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setOpening(null);
      setPosting(null);
    };
    window.addEventListener('pageshow', shownAgain);
    return () => window.removeEventListener('pageshow', shownAgain);
  }, []);

  const pay = async (provider: PaymentProvider) => {
    setFailure(null);
    setOpening(provider);
    try {
      const { data } = await start({ variables: { input: { invoiceId: invoice.id, provider } } });
      const redirect = data?.startPayment;
      if (!redirect || !isFollowable(redirect)) throw new Error('No way to the provider');
      // The button stays "Opening…": the browser is on its way.
      if (redirect.method === 'POST') setPosting(redirect);
      else browserNavigation.open(redirect.url);
    } catch (error) {
      setOpening(null);
      setFailure(startFailure(error, provider));
    }
  };

  return (
    <Area aria-labelledby={headingId}>
      <h2 id={headingId}>Pay {formatCents(invoice.outstandingCents)}</h2>
      <Buttons>
        {providers.map((provider) => (
          <Button key={provider} disabled={opening !== null} onClick={() => void pay(provider)}>
            {opening === provider ? `Opening ${paymentMethodLabels[provider]}…` : `Pay with ${paymentMethodLabels[provider]}`}
          </Button>
        ))}
      </Buttons>
      {failure && <Refusal role="alert">{failure}</Refusal>}
      <Eft>Or pay by EFT into the account on the invoice, with {invoice.number} as the reference.</Eft>
      {posting && (
        <form ref={form} method="post" action={posting.url} hidden>
          {posting.fields.map((field, index) => (
            <input key={index} type="hidden" name={field.name} value={field.value} />
          ))}
        </form>
      )}
    </Area>
  );
}

const Area = styled.section`
  max-width: 52rem;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Refusal = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Eft = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
