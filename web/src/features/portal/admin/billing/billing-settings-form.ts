import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingSettingsSchema,
  type BankAccountType,
  type BillingSettingsInput,
  type BillingSettingsValues,
} from '@validation/billing/billing-settings-input';
import { enumName } from '@validation/enum-names';
import type { BillingSettingsFieldsFragment } from '../../../../graphql/generated';

/** The saved settings as the form holds them: text for text, '' for none. */
export function billingSettingsFormValues(settings: BillingSettingsFieldsFragment): BillingSettingsInput {
  return {
    registeredName: settings.registeredName,
    addressLines: [...settings.addressLines],
    vatNumber: settings.vatNumber ?? '',
    registrationNumber: settings.registrationNumber ?? '',
    email: settings.email ?? '',
    phone: settings.phone ?? '',
    bankName: settings.bankName ?? '',
    accountHolder: settings.accountHolder ?? '',
    accountNumber: settings.accountNumber ?? '',
    branchCode: settings.branchCode ?? '',
    accountType: settings.accountType ? (settings.accountType.toLowerCase() as BankAccountType) : null,
    invoicePrefix: settings.invoicePrefix,
    creditNotePrefix: settings.creditNotePrefix,
    numberDigits: settings.numberDigits,
    paymentTermsDays: settings.paymentTermsDays,
  };
}

/** The checked values as updateBillingSettings takes them (the account type as GraphQL names it). */
export function billingSettingsInput(values: BillingSettingsValues) {
  return { ...values, accountType: values.accountType ? enumName(values.accountType) : null };
}

/** The settings form: the shared zod schema checks before anything is sent. */
export function useBillingSettingsForm(defaultValues: BillingSettingsInput) {
  return useForm<BillingSettingsInput, unknown, BillingSettingsValues>({
    resolver: zodResolver(billingSettingsSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
}
