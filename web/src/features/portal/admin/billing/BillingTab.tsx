import styled from 'styled-components';
import { BillingSettingsCard } from './BillingSettingsCard';
import { VatRatesCard } from './VatRatesCard';

/**
 * Admin panel, Billing (docs/billing.md): what the firm's invoices say about the firm, where
 * clients pay by EFT, how documents are numbered, and the VAT rate from each day on.
 */
export function BillingTab() {
  return (
    <Cards>
      <BillingSettingsCard />
      <VatRatesCard />
    </Cards>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
