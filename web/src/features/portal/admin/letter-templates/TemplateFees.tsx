import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { LAST_BILLING_DAY, MAX_FEE_LINES } from '@validation/billing/fee-schedule';
import type { LetterTemplateInput } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { CheckboxField } from '../../../../components/Checkbox';
import { SelectField } from '../../../../components/Field';
import { blankLine, InvoiceLineFields } from '../../billing';
import type { FeeKind, TemplateForm } from './template-form';

type Form = Pick<UseFormReturn<TemplateForm, unknown, LetterTemplateInput>, 'control' | 'register' | 'setValue' | 'formState'>;

const DAYS = Array.from({ length: LAST_BILLING_DAY }, (_, index) => String(index + 1));

/**
 * The template's fees (docs/billing.md#fees-that-bill-themselves): ticked, letters sent from it
 * carry once-off, monthly and per-return fees, and signing one starts the engagement's billing plan.
 */
export function TemplateFees({ form }: { form: Form }) {
  const { control, register, setValue, formState } = form;
  const charges = useWatch({ control, name: 'charges' });
  const reviewFirst = useWatch({ control, name: 'feeSchedule.reviewFirst' });
  const errors = formState.errors.feeSchedule;
  const headingId = useId();
  return (
    <Fees aria-labelledby={headingId}>
      <h3 id={headingId}>Fees</h3>
      <CheckboxField
        label="Letters from this template charge fees"
        description="When the client signs such a letter, the engagement bills itself: once-off fees at once, monthly fees on their day, fees per return as each of its returns is filed (its job reaches Submitted or Done)."
        checked={charges}
        onCheckedChange={(checked) => setValue('charges', checked, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
      />
      {charges && (
        <>
          <FeeLines form={form} kind="onceLines" heading="Once-off fees" lineName="Once-off fee" />
          <FeeLines form={form} kind="monthlyLines" heading="Monthly fees" lineName="Monthly fee" />
          <FeeLines form={form} kind="perReturnLines" heading="Fees per return" lineName="Fee per return" />
          <SelectField label="Invoice monthly fees on day" error={errors?.dayOfMonth?.message} {...register('feeSchedule.dayOfMonth')}>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            label="Create drafts for staff to check first"
            description="Unticked, each invoice is issued at once in the name of the staff member who sent the letter."
            checked={reviewFirst}
            onCheckedChange={(checked) => setValue('feeSchedule.reviewFirst', checked, { shouldDirty: true })}
          />
          {errors?.reviewFirst?.message && <Failure role="alert">{errors.reviewFirst.message}</Failure>}
        </>
      )}
    </Fees>
  );
}

interface FeeLinesProps {
  form: Form;
  kind: FeeKind;
  heading: string;
  /** Each line's legend, numbered: "Monthly fee 1". */
  lineName: string;
}

/** One list of fees: none to 20 lines, each as an invoice line. */
function FeeLines({ form, kind, heading, lineName }: FeeLinesProps) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: `feeSchedule.${kind}` });
  const errors = formState.errors.feeSchedule?.[kind];
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <List>
      <h4>{heading}</h4>
      {fields.length === 0 && <None>None.</None>}
      {fields.map((field, index) => (
        <InvoiceLineFields
          key={field.id}
          legend={`${lineName} ${index + 1}`}
          fields={{
            description: register(`feeSchedule.${kind}.${index}.description`),
            quantity: register(`feeSchedule.${kind}.${index}.quantity`),
            unitPrice: register(`feeSchedule.${kind}.${index}.unitPrice`),
            vatTreatment: register(`feeSchedule.${kind}.${index}.vatTreatment`),
          }}
          errors={errors?.[index]}
          onRemove={() => remove(index)}
        />
      ))}
      {listError && <Failure role="alert">{listError}</Failure>}
      <div>
        <Button $variant="outline" $size="sm" disabled={fields.length >= MAX_FEE_LINES} onClick={() => append(blankLine())}>
          Add {lineName.toLowerCase()}
        </Button>
      </div>
    </List>
  );
}

const Fees = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3,
  h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  > * {
    min-width: 0;
  }
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const None = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Failure = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
