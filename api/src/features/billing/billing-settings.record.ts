import { registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { enumOf } from '../../graphql/enum-of';
import { RecordObjectType } from '../../records/graphql-object-type';
import {
  choiceField,
  customField,
  dayField,
  describeRecord,
  flagField,
  idField,
  instantField,
  integerField,
  privacy,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { ADDRESS_LINE_MAX_LENGTH, ADDRESS_MAX_LINES, bankAccountTypeValues } from '../../../../validation/billing/billing-settings-input';
import { BillingSettings } from './billing-settings.entity';
import { VatRate } from './vat-rate.entity';

export const BankAccountTypeKind = enumOf(bankAccountTypeValues);
export type BankAccountTypeKind = (typeof bankAccountTypeValues)[number];
registerEnumType(BankAccountTypeKind, { name: 'BankAccountType', description: 'The kind of bank account a client pays into by EFT' });

/** The firm's address as billingSettingsSchema takes it (or the firm's identity, shorter, stands in). */
export const firmAddressLines = z.array(z.string().max(ADDRESS_LINE_MAX_LENGTH)).max(ADDRESS_MAX_LINES);

// The firm's own details: nothing in them is about a client.
const FIRMS = { privacy: privacy.notPersonal } as const;
const FIRMS_OR_NONE = { nullable: true, ...FIRMS } as const;

/** The firm's billing settings as both APIs show them (/api/billing/settings). */
export const billingSettingsDescription = describeRecord({
  name: 'BillingSettings',
  description:
    'What the firm’s invoices say about the firm, where clients pay by EFT, how documents are numbered and when an invoice is due',
  entity: BillingSettings,
  deletedWithTheRowOnErasure: false,
  fields: {
    registeredName: textField('The firm’s registered name, as its invoices name the supplier', FIRMS),
    addressLines: customField(firmAddressLines, () => [String], 'The firm’s address, line by line, as its invoices print it', FIRMS),
    vatNumber: textField(
      'The firm’s VAT registration number (10 digits beginning with 4); null when it is not a VAT vendor',
      FIRMS_OR_NONE,
    ),
    vatVendor: flagField('Whether the firm is a VAT vendor: its invoices are tax invoices and charge VAT', {
      computedBy: 'billing-settings.service.ts, from vatNumber',
    }),
    registrationNumber: textField('The firm’s company registration number, such as 2015/123456/07', FIRMS_OR_NONE),
    email: textField('Where clients write about invoices', FIRMS_OR_NONE),
    phone: textField('Where clients call about invoices', FIRMS_OR_NONE),
    bankName: textField('The bank clients pay into by EFT; null when the firm takes no EFT', FIRMS_OR_NONE),
    accountHolder: textField('The account’s holder', FIRMS_OR_NONE),
    accountNumber: textField('The account number, digits only', FIRMS_OR_NONE),
    branchCode: textField('The branch code, six digits', FIRMS_OR_NONE),
    accountType: choiceField(bankAccountTypeValues, BankAccountTypeKind, 'The kind of account', FIRMS_OR_NONE),
    invoicePrefix: textField('What each invoice number starts with, such as INV-', FIRMS),
    creditNotePrefix: textField('What each credit note number starts with, such as CN-', FIRMS),
    numberDigits: integerField('The least number of digits of a document’s serial: 5 makes INV-00042', FIRMS),
    paymentTermsDays: integerField('Days from an invoice’s issue to its due date', FIRMS),
    updatedAt: instantField('When an administrator last saved them; null while the firm’s identity stands in', FIRMS_OR_NONE),
  },
  internal: {
    id: { privacy: privacy.notPersonal, because: 'the one row needs no id of its own in the APIs' },
    key: { privacy: privacy.notPersonal, because: 'always "firm": a unique key keeps the settings one row' },
    createdAt: { privacy: privacy.notPersonal, because: 'when the settings were first saved; updatedAt says when they last changed' },
  },
});
export const billingSettingsRecord = restShapeOf(billingSettingsDescription);

@RecordObjectType(billingSettingsDescription)
export class BillingSettingsType {}

const FROM_TODAY = { computedBy: 'billing-settings.service.ts, from the rates and today (SAST)' } as const;

/** A VAT rate from a day on (/api/billing/vat-rates). */
export const vatRateDescription = describeRecord({
  name: 'VatRate',
  description: 'The standard VAT rate from a day on; a change of rate is a new one, never an edit',
  entity: VatRate,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The rate’s id', FIRMS),
    basisPoints: integerField('The rate in hundredths of a per cent: 1500 is 15 %', FIRMS),
    // 0 to 100 % to two decimals (vatRateSchema): "99.99" at the longest.
    percent: textField('The rate as a percentage, such as "15" or "15.5"', { ...FROM_TODAY, maxLength: '99.99'.length }),
    appliesFrom: dayField(
      'The first day it applies (YYYY-MM-DD, SAST): an invoice issued on or after it, before the next rate, charges it',
      FIRMS,
    ),
    inForce: flagField('Whether it is the rate that applies today', FROM_TODAY),
    removable: flagField('Whether it may still be removed: only a rate that has not yet come into force', FROM_TODAY),
    createdAt: instantField('When it was entered', FIRMS),
  },
});
export const vatRateRecord = restShapeOf(vatRateDescription);

@RecordObjectType(vatRateDescription)
export class VatRateType {}
