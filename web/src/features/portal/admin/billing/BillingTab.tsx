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

// One column no wider than the tab: a grid item's least width would otherwise be the rates
// table's, and push the cards past a phone's edge.
const Cards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;
