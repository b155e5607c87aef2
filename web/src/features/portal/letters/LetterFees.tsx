import { useId } from 'react';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import { formatQuantity } from '@validation/billing/quantity-text';
import type { FeeLineFieldsFragment, FeeScheduleFieldsFragment } from '../../../graphql/generated';
import { ordinalDay } from './fee-words';

const TREATMENTS: Record<FeeLineFieldsFragment['treatment'], string> = {
  STANDARD: 'plus VAT',
  ZERO_RATED: 'VAT at 0 %',
  EXEMPT: 'no VAT',
};

/**
 * What a letter bills once signed (docs/billing.md#fees-that-bill-themselves), beside its text:
 * the fees its signature agrees to, as the billing plan will invoice them, so that the client
 * reads the amounts and not only the letter's words about them. Staff see it when sending.
 */
export function LetterFees({ schedule }: { schedule: FeeScheduleFieldsFragment }) {
  const headingId = useId();
  const groups = [
    { name: 'Once-off, invoiced when the letter is signed', lines: schedule.onceLines },
    { name: `Every month, invoiced on the ${ordinalDay(schedule.dayOfMonth)}`, lines: schedule.monthlyLines },
    { name: 'For each return, invoiced when it is filed with SARS', lines: schedule.perReturnLines },
  ].filter((group) => group.lines.length > 0);
  return (
    <Fees aria-labelledby={headingId}>
      <h2 id={headingId}>Fees this letter bills</h2>
      {groups.map((group) => (
        <div key={group.name}>
          <h3>{group.name}</h3>
          <ul>
            {group.lines.map((line, index) => (
              <li key={index}>
                {line.description}: {line.quantityThousandths === 1000 ? '' : `${formatQuantity(line.quantityThousandths)} × `}
                {formatCents(line.unitPriceCents)} {TREATMENTS[line.treatment]}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Note>Prices exclude VAT; VAT is added at the rate on the day each invoice is issued.</Note>
    </Fees>
  );
}

const Fees = styled.section`
  display: grid;
  /* As wide as the letter above it (LetterBody). */
  max-width: 46rem;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2,
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy700};
  }
  ul {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
