import { useState } from 'react';
import styled from 'styled-components';
import { VatRatesDocument, useRemoveVatRateMutation, useVatRatesQuery, type VatRateRowFragment } from '../../../../graphql/generated';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { Card, VisuallyHidden } from '../../../../components/Card';
import { ConfirmDialog, type Confirmation } from '../../../../components/ConfirmDialog';
import { DataState } from '../../../../components/DataState';
import { RecordTable, TableScroll } from '../../../../components/RecordTable';
import { toast } from '../../../../components/toast-store';
import { formatCalendarDate } from '../../../../lib/format';
import { formatRate } from '@validation/billing/vat';
import { SectionHead } from '../../shared/PageHeader';
import { AddVatRateDialog } from './AddVatRateDialog';

const HEADING_ID = 'vat-rates-heading';

/** Where a rate stands today: in force, still to come, or before the one in force. */
function standing(rate: VatRateRowFragment) {
  if (rate.inForce) return <Badge $tone="success">In force</Badge>;
  if (rate.removable) return <Badge $tone="info">From {formatCalendarDate(rate.appliesFrom)}</Badge>;
  return <Badge>Earlier</Badge>;
}

/**
 * The standard VAT rate from each day on, the latest first. A change of rate is a new rate from a
 * later day; one that has not come into force may be removed (after a confirmation).
 */
export function VatRatesCard() {
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const { data, loading, error, refetch } = useVatRatesQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useRemoveVatRateMutation();
  const rates = data?.vatRates;

  const askToRemove = (rate: VatRateRowFragment) =>
    setConfirming({
      title: 'Remove this rate?',
      description: `${formatRate(rate.basisPoints)} from ${formatCalendarDate(rate.appliesFrom)} will not apply. Remove it only if it was entered by mistake.`,
      confirmLabel: 'Remove rate',
      busyLabel: 'Removing…',
      run: async () => {
        await remove({ variables: { id: rate.id }, refetchQueries: [VatRatesDocument], awaitRefetchQueries: true });
        toast({
          title: 'VAT rate removed',
          description: `${formatRate(rate.basisPoints)} from ${formatCalendarDate(rate.appliesFrom)}`,
          variant: 'success',
        });
      },
      focusAfter: () => document.getElementById(HEADING_ID),
    });

  return (
    <Card as="section" aria-labelledby={HEADING_ID}>
      <SectionHead>
        <h2 id={HEADING_ID} tabIndex={-1}>
          VAT rates
        </h2>
        <Button $variant="outline" $size="sm" onClick={() => setAdding(true)}>
          Add rate
        </Button>
      </SectionHead>
      <Intro>
        An invoice is charged the rate in force on its day of issue. A change of rate is a new rate from a later day, never an edit, so
        invoices already issued keep theirs.
      </Intro>
      <DataState
        loading={loading}
        error={error}
        empty={rates?.length === 0}
        hasData={!!rates}
        loadingText="Loading the VAT rates…"
        emptyText="No VAT rate is entered."
        errorText="We could not load the VAT rates."
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <TableScroll>
          <RecordTable>
            <caption>
              <VisuallyHidden>VAT rates, the latest first</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Rate</th>
                <th scope="col">Applies from</th>
                <th scope="col">Now</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {rates?.map((rate) => (
                <tr key={rate.id}>
                  <th scope="row">{formatRate(rate.basisPoints)}</th>
                  <td>{formatCalendarDate(rate.appliesFrom)}</td>
                  <td>{standing(rate)}</td>
                  <td>
                    {rate.removable && (
                      <Button $variant="ghost" $size="sm" onClick={() => askToRemove(rate)}>
                        Remove<VisuallyHidden> the rate from {formatCalendarDate(rate.appliesFrom)}</VisuallyHidden>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </RecordTable>
        </TableScroll>
      </DataState>
      {adding && <AddVatRateDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog confirmation={confirming} onClose={() => setConfirming(null)} />
    </Card>
  );
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
