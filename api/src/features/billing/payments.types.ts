import { ArgsType, Field, InputType } from 'type-graphql';
import { ListPageArgs, ListPageType } from '../changes';
import { PaymentProviderKind, PaymentType } from './payment.record';

/** A page of payments, or those recorded since a time (`payments`). */
export const PaymentConnection = ListPageType('Payment', PaymentType, 'PaymentConnection');

@ArgsType()
export class PaymentListArgs extends ListPageArgs {
  @Field(() => String, { nullable: true, description: 'Only this client’s (a user id)' })
  clientId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this invoice’s' })
  invoiceId?: string | null;
}

@InputType({ description: 'Money that came in by EFT or in cash, recorded by staff against an issued invoice' })
export class RecordPaymentInput {
  @Field(() => String, { description: 'The invoice paid' })
  invoiceId!: string;

  @Field(() => String, { description: 'EFT or CASH, written eft or cash' })
  method!: string;

  @Field(() => String, { description: 'Rand, at most 2 decimals: "1500.00"; more than is owed is kept as the client’s credit' })
  amount!: string;

  @Field(() => String, { description: 'The day it came in (YYYY-MM-DD, SAST), not after today' })
  receivedOn!: string;

  @Field(() => String, { nullable: true, description: 'The bank statement’s reference or a receipt number' })
  reference?: string | null;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@InputType({ description: 'Money paid back to a client from what they paid beyond an invoice, recorded by staff' })
export class RecordRefundInput {
  @Field(() => String, { description: 'The invoice paid beyond what it asks' })
  invoiceId!: string;

  @Field(() => String, { description: 'How the money went back: payfast, yoco, eft or cash' })
  method!: string;

  @Field(() => String, { description: 'Rand, at most 2 decimals: "200.00"; at most the invoice’s refundableCents' })
  amount!: string;

  @Field(() => String, { description: 'The day it was paid back (YYYY-MM-DD, SAST), not after today' })
  refundedOn!: string;

  @Field(() => String, { nullable: true, description: 'The bank’s reference or the provider’s refund id' })
  reference?: string | null;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@InputType({ description: 'A client starts paying what is owed on an invoice through a payment provider' })
export class StartPaymentInput {
  @Field(() => String, { description: 'The invoice to pay' })
  invoiceId!: string;

  @Field(() => PaymentProviderKind)
  provider!: PaymentProviderKind;
}
