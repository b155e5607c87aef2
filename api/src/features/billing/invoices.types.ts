import { ArgsType, Field, InputType } from 'type-graphql';
import { ListPageArgs, ListPageType } from '../changes';
import { InvoiceKindKind, InvoiceStatusKind, InvoiceType, VatTreatmentKind } from './invoice.record';

/** A page of invoices, or their changes since a time with the deleted drafts (`invoices`). */
export const InvoiceConnection = ListPageType('Invoice', InvoiceType, 'InvoiceConnection');

@ArgsType()
export class InvoiceListArgs extends ListPageArgs {
  @Field(() => String, { nullable: true, description: 'Only this client’s (a user id)' })
  clientId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this engagement’s' })
  engagementId?: string | null;

  @Field(() => InvoiceKindKind, { nullable: true, description: 'Only invoices, or only credit notes' })
  kind?: InvoiceKindKind | null;

  @Field(() => InvoiceStatusKind, { nullable: true, description: 'Only those standing so today' })
  status?: InvoiceStatusKind | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only those each of whose words is part of the number or the client’s first or last name (any case)',
  })
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only issued invoices with something still owed (ISSUED, PART_PAID or OVERDUE)',
  })
  unpaidOnly?: boolean | null;
}

@InputType({ description: 'A line of an invoice as typed: the quantity and unit price as exact decimal text' })
export class InvoiceLineInput {
  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'More than 0, at most 3 decimals: "2.5"' })
  quantity!: string;

  @Field(() => String, { description: 'Rand excluding VAT, at most 2 decimals: "850.00"' })
  unitPrice!: string;

  @Field(() => VatTreatmentKind, { nullable: true, description: 'Default STANDARD' })
  vatTreatment?: VatTreatmentKind | null;
}

@InputType({ description: 'A new draft invoice for a client' })
export class CreateInvoiceInput {
  @Field(() => String, { description: 'The client billed (a user id)' })
  clientId!: string;

  @Field(() => String, { nullable: true, description: 'One of the client’s engagements' })
  engagementId?: string | null;

  @Field(() => [InvoiceLineInput], { description: '1 to 100 lines' })
  lines!: InvoiceLineInput[];

  @Field(() => String, { nullable: true, description: 'A note printed on the invoice, such as a purchase order number' })
  notes?: string | null;
}

@InputType({ description: 'A change to a draft; a field left out stays as it is' })
export class UpdateInvoiceInput {
  @Field(() => String, { nullable: true, description: 'An invoice: one of the client’s engagements; empty for none' })
  engagementId?: string | null;

  @Field(() => [InvoiceLineInput], { nullable: true })
  lines?: InvoiceLineInput[] | null;

  @Field(() => String, { nullable: true, description: 'Empty for none' })
  notes?: string | null;

  @Field(() => String, { nullable: true, description: 'A credit note: why it is issued' })
  reason?: string | null;
}

@InputType({ description: 'A draft credit note against an issued invoice' })
export class CreateCreditNoteInput {
  @Field(() => String)
  invoiceId!: string;

  @Field(() => String, { description: 'Why it is issued (section 21(3) of the VAT Act)' })
  reason!: string;

  @Field(() => [InvoiceLineInput], { nullable: true, description: 'The lines credited; none for the whole invoice' })
  lines?: InvoiceLineInput[] | null;
}
