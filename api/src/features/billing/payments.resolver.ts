import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { staffRoles } from '../../accounts/roles';
import { UserType } from '../../accounts/user.types';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { listPagingOf } from '../../shared/list-paging';
import { InvoiceType } from './invoice.record';
import type { InvoiceView } from './invoice-standing';
import { PaymentProviderKind, PaymentRedirectType, PaymentType } from './payment.record';
import type { PaymentView } from './payments.service';
import { PaymentConnection, PaymentListArgs, RecordPaymentInput, RecordRefundInput, StartPaymentInput } from './payments.types';

/** Payments in the graph (docs/billing.md#payments); every rule is in PaymentsService. */
@Resolver(() => PaymentType)
export class PaymentsResolver {
  @Auth()
  @Query(() => PaymentConnection, {
    description:
      'A page of the payments the viewer sees (those of the invoices they see), newest first; with updatedSince those recorded since then, oldest first',
  })
  payments(
    @Args(() => PaymentListArgs) { first, after, updatedSince, ...filter }: PaymentListArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.payments.page(viewer, { ...filter }, listPagingOf({ first, after, updatedSince }));
  }

  @Auth()
  @Query(() => PaymentType, { description: 'One payment the viewer sees' })
  payment(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.payments.get(viewer, id);
  }

  @Auth()
  @Query(() => [PaymentProviderKind], { description: 'The payment providers a client may pay an invoice through now' })
  paymentProviders(@Ctx() { services }: RequestContext) {
    return services.payments.availableProviders();
  }

  @Auth(...staffRoles)
  @Mutation(() => PaymentType, { description: 'Records money that came in by EFT or in cash against an issued invoice' })
  recordPayment(@Arg('input', () => RecordPaymentInput) input: RecordPaymentInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.payments.record(viewer, input, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => PaymentType, {
    description: 'Records money paid back to a client from what they paid beyond an invoice: a payment of a negative amount',
  })
  recordRefund(@Arg('input', () => RecordRefundInput) input: RecordRefundInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.refunds.record(viewer, input, requestOrigin(req));
  }

  @Auth()
  @Mutation(() => PaymentRedirectType, {
    description: 'Starts paying what is owed on an invoice through a provider: answers where to send the browser',
  })
  startPayment(@Arg('input', () => StartPaymentInput) input: StartPaymentInput, @Ctx() { viewer, services }: RequestContext) {
    return services.payments.startCheckout(viewer, input);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client who paid' })
  client(@Root() payment: PaymentView, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(payment.clientId);
  }

  @FieldResolver(() => InvoiceType, { nullable: true, description: 'The invoice paid' })
  invoice(@Root() payment: PaymentView, @Ctx() { loaders }: RequestContext) {
    return loaders.invoiceById.load(payment.invoiceId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The staff member who recorded it' })
  recordedBy(@Root() payment: PaymentView, @Ctx() { loaders }: RequestContext) {
    return payment.recordedById ? loaders.userById.load(payment.recordedById) : null;
  }
}

/** An invoice's payments. */
@Resolver(() => InvoiceType)
export class InvoicePaymentsResolver {
  @FieldResolver(() => [PaymentType], { description: 'The payments against it, oldest first (none on a draft or a credit note)' })
  payments(@Root() invoice: InvoiceView, @Ctx() { loaders }: RequestContext) {
    return loaders.paymentsByInvoiceId.load(invoice.id);
  }
}
