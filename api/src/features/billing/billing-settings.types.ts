import { Field, InputType, Int } from 'type-graphql';
import { BankAccountTypeKind } from './billing-settings.record';

/** The whole settings, as validation/billing/billing-settings-input.ts reads them. */
@InputType({ description: 'The firm’s billing settings, every field (an empty optional one is none)' })
export class BillingSettingsInput {
  @Field(() => String, { description: 'At most 200 characters' })
  registeredName!: string;

  @Field(() => [String], { description: 'One to six lines of at most 120 characters; empty lines are dropped' })
  addressLines!: string[];

  @Field(() => String, { nullable: true, description: '10 digits beginning with 4; null or empty when the firm is not a VAT vendor' })
  vatNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 40 characters' })
  registrationNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'An e-mail address' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 40 characters' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'The bank: with the account holder, number and branch code, or none of them' })
  bankName?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 120 characters' })
  accountHolder?: string | null;

  @Field(() => String, { nullable: true, description: '6 to 16 digits (spaces are dropped)' })
  accountNumber?: string | null;

  @Field(() => String, { nullable: true, description: '6 digits' })
  branchCode?: string | null;

  @Field(() => BankAccountTypeKind, { nullable: true })
  accountType?: BankAccountTypeKind | null;

  @Field(() => String, { nullable: true, description: 'Capital letters, digits, - and /, at most 10; INV- when left out' })
  invoicePrefix?: string;

  @Field(() => String, { nullable: true, description: 'As invoicePrefix, and not the same; CN- when left out' })
  creditNotePrefix?: string;

  @Field(() => Int, { nullable: true, description: '1 to 10; 5 when left out' })
  numberDigits?: number;

  @Field(() => Int, { nullable: true, description: '0 to 365 days; 30 when left out' })
  paymentTermsDays?: number;
}

@InputType({ description: 'A new standard VAT rate from a day on' })
export class VatRateInput {
  @Field(() => String, { description: 'A percentage such as "15" or "15.5", at most 2 decimals' })
  percent!: string;

  @Field(() => String, { description: 'The first day it applies, YYYY-MM-DD: today or later, after the latest rate’s day' })
  appliesFrom!: string;
}
