import { useState } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import {
  ADDRESS_MAX_LINES,
  bankAccountTypeValues,
  billingSettingsFieldNames,
  documentNumber,
  type BillingSettingsInput,
} from '@validation/billing/billing-settings-input';
import {
  BillingSettingsDocument,
  useUpdateBillingSettingsMutation,
  type BillingSettingsFieldsFragment,
} from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Field, SelectField, TextField, Textarea } from '../../../../components/Field';
import { Failure } from '../../../../components/ConfirmDialog';
import { toast } from '../../../../components/toast-store';
import { formatDateTime } from '../../../../lib/format';
import { fieldErrorsOf, formFailureMessage } from '../../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { billingSettingsFormValues, billingSettingsInput, useBillingSettingsForm } from './billing-settings-form';

const accountTypeNames: Record<(typeof bankAccountTypeValues)[number], string> = {
  cheque: 'Cheque (current)',
  savings: 'Savings',
  transmission: 'Transmission',
};

/**
 * The billing settings as one form in three parts: the firm as its invoices name it, its bank
 * for EFT, and numbering and terms. A refusal goes beneath the field it names; what was typed stays.
 */
export function BillingSettingsForm({ settings }: { settings: BillingSettingsFieldsFragment }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading: saving }] = useUpdateBillingSettingsMutation();
  const { register, control, handleSubmit, setError, watch, formState } = useBillingSettingsForm(billingSettingsFormValues(settings));
  const { errors } = formState;
  const [invoicePrefix, creditNotePrefix, digits] = watch(['invoicePrefix', 'creditNotePrefix', 'numberDigits']);
  const width = Number.isInteger(digits) && Number(digits) >= 1 && Number(digits) <= 10 ? Number(digits) : 5;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save({
        variables: { input: billingSettingsInput(values) },
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: BillingSettingsDocument, data: { billingSettings: data.updateBillingSettings } });
        },
      });
    } catch (error) {
      showServerFieldErrors<BillingSettingsInput>(error, billingSettingsFieldNames, setError);
      setFailure(fieldErrorsOf(error).length > 0 ? null : formFailureMessage(error, 'The settings could not be saved. Please try again.'));
      return;
    }
    toast({ title: 'Billing settings saved', description: 'Invoices issued from now on use them.', variant: 'success' });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Billing settings">
      <Intro>
        {settings.updatedAt
          ? `Last saved ${formatDateTime(settings.updatedAt)}.`
          : 'Not saved yet: the firm’s name and head office stand in, with no VAT number and no bank.'}
      </Intro>
      <Part>
        <legend>The firm on its invoices</legend>
        <TextField
          label="Registered name"
          required
          autoComplete="organization"
          error={errors.registeredName?.message}
          {...register('registeredName')}
        />
        <Controller
          control={control}
          name="addressLines"
          render={({ field }) => (
            <Field
              label={`Address (one line per line, at most ${ADDRESS_MAX_LINES})`}
              error={errors.addressLines?.message ?? errors.addressLines?.root?.message}
            >
              {(controlProps) => (
                <Textarea
                  {...controlProps}
                  rows={4}
                  autoComplete="street-address"
                  $invalid={!!errors.addressLines}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={(field.value ?? []).join('\n')}
                  onChange={(event) => field.onChange(event.target.value.split('\n'))}
                />
              )}
            </Field>
          )}
        />
        <TextField
          label="VAT number (empty when the firm is not a VAT vendor)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.vatNumber?.message}
          {...register('vatNumber')}
        />
        <TextField
          label="Registration number (optional)"
          autoComplete="off"
          error={errors.registrationNumber?.message}
          {...register('registrationNumber')}
        />
        <Pair>
          <TextField
            label="Billing e-mail (optional)"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Billing telephone (optional)"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </Pair>
      </Part>
      <Part>
        <legend>Payment by EFT (all four, or none)</legend>
        <Pair>
          <TextField label="Bank" autoComplete="off" error={errors.bankName?.message} {...register('bankName')} />
          <TextField label="Account holder" autoComplete="off" error={errors.accountHolder?.message} {...register('accountHolder')} />
        </Pair>
        <Pair>
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <TextField
            label="Branch code"
            inputMode="numeric"
            autoComplete="off"
            error={errors.branchCode?.message}
            {...register('branchCode')}
          />
        </Pair>
        <SelectField
          label="Account type (optional)"
          error={errors.accountType?.message}
          {...register('accountType', { setValueAs: (value: string) => value || null })}
        >
          <option value="">Not given</option>
          {bankAccountTypeValues.map((type) => (
            <option key={type} value={type}>
              {accountTypeNames[type]}
            </option>
          ))}
        </SelectField>
      </Part>
      <Part>
        <legend>Numbering and terms</legend>
        <Pair>
          <TextField label="Invoice prefix" autoComplete="off" error={errors.invoicePrefix?.message} {...register('invoicePrefix')} />
          <TextField
            label="Credit note prefix"
            autoComplete="off"
            error={errors.creditNotePrefix?.message}
            {...register('creditNotePrefix')}
          />
        </Pair>
        <Pair>
          <TextField
            label="Number width (digits)"
            type="number"
            min={1}
            max={10}
            error={errors.numberDigits?.message}
            {...register('numberDigits', { valueAsNumber: true })}
          />
          <TextField
            label="Payment terms (days to pay)"
            type="number"
            min={0}
            max={365}
            error={errors.paymentTermsDays?.message}
            {...register('paymentTermsDays', { valueAsNumber: true })}
          />
        </Pair>
        <Intro aria-live="polite">
          Numbers look like {documentNumber(invoicePrefix ?? '', width, 42)} and {documentNumber(creditNotePrefix ?? '', width, 7)}.
        </Intro>
      </Part>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save billing settings'}
      </Button>
    </form>
  );
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Part = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0 ${({ theme }) => theme.space[4]};
`;
