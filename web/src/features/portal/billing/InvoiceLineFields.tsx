import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { vatTreatmentValues } from '@validation/billing/vat';
import { enumName } from '@validation/enum-names';
import { Button } from '../../../components/Button';
import { SelectField, TextField } from '../../../components/Field';
import { media } from '../../../lib/theme';
import { vatTreatmentLabels } from './invoice-labels';

type LineField = 'description' | 'quantity' | 'unitPrice' | 'vatTreatment';

interface InvoiceLineFieldsProps {
  /** The line's name, such as "Line 2" or "Monthly fee 1". */
  legend: string;
  /** Each field's registration with the caller's form (`register(`lines.${index}.quantity`)`). */
  fields: Record<LineField, UseFormRegisterReturn>;
  /** Each field's message, the shared schema's or the server's. */
  errors?: Partial<Record<LineField, { message?: string }>>;
  /** Removes the line; absent when it may not be removed (an invoice's only line). */
  onRemove?: () => void;
}

/**
 * One invoice line as people type it (docs/billing.md#vat-on-an-invoice): a description, the
 * quantity, the unit price in rand excluding VAT and the VAT treatment. The invoice form and a
 * letter template's fees both write lines so, checked by the same shared schema.
 */
export function InvoiceLineFields({ legend, fields, errors, onRemove }: InvoiceLineFieldsProps) {
  return (
    <Line>
      <legend>{legend}</legend>
      <TextField label="Description" required error={errors?.description?.message} {...fields.description} />
      <LineRow>
        <TextField
          label="Quantity"
          inputMode="decimal"
          autoComplete="off"
          required
          error={errors?.quantity?.message}
          {...fields.quantity}
        />
        <TextField
          label="Unit price (R, excl. VAT)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="850.00"
          required
          error={errors?.unitPrice?.message}
          {...fields.unitPrice}
        />
        <SelectField label="VAT" error={errors?.vatTreatment?.message} {...fields.vatTreatment}>
          {vatTreatmentValues.map((treatment) => (
            <option key={treatment} value={treatment}>
              {vatTreatmentLabels[enumName(treatment)]}
            </option>
          ))}
        </SelectField>
      </LineRow>
      {onRemove && (
        <Button $variant="ghost" $size="sm" onClick={onRemove}>
          Remove {legend.toLowerCase()}
        </Button>
      )}
    </Line>
  );
}

const Line = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: 600;
  }
`;

const LineRow = styled.div`
  display: grid;
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1.2fr);
    column-gap: ${({ theme }) => theme.space[3]};
  }
`;
