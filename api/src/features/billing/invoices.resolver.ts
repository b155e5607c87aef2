import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { staffRoles } from '../../accounts/roles';
import { UserType } from '../../accounts/user.types';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { withoutNulls } from '../../graphql/without-nulls';
import { listPagingOf } from '../../shared/list-paging';
import { EngagementType, type Engagement } from '../engagements';
import { InvoiceType, StatementType } from './invoice.record';
import type { InvoiceView } from './invoice-standing';
import {
  CreateCreditNoteInput,
  CreateInvoiceInput,
  InvoiceConnection,
  InvoiceLineInput,
  InvoiceListArgs,
  UpdateInvoiceInput,
} from './invoices.types';

/** A line as the schema reads it: GraphQL's null treatment is the default, as a left-out one is in REST. */
const linesOf = (lines: InvoiceLineInput[] | null | undefined) => lines?.map((line) => withoutNulls(line, ['vatTreatment']));

/** Invoices and credit notes in the graph (docs/billing.md#invoices-and-credit-notes); every rule is in InvoicesService. */
@Resolver(() => InvoiceType)
export class InvoicesResolver {
  @Auth()
  @Query(() => InvoiceConnection, {
    description:
      'A page of the invoices and credit notes the viewer sees (a client their own issued ones), most recent first; with updatedSince what changed since then (deleted drafts too, to staff), oldest change first',
  })
  invoices(
    @Args(() => InvoiceListArgs) { first, after, updatedSince, ...filter }: InvoiceListArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.invoices.page(viewer, { ...filter }, listPagingOf({ first, after, updatedSince }));
  }

  @Auth()
  @Query(() => InvoiceType, { description: 'One invoice or credit note the viewer sees' })
  invoice(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.invoices.get(viewer, id);
  }

  @Auth()
  @Query(() => StatementType, {
    description: 'A statement of account: the client’s own, or for staff a client they bill (clientId), with the running balance',
  })
  billingStatement(
    @Arg('clientId', () => String, { nullable: true }) clientId: string | null,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.invoices.statement(viewer, clientId);
  }

  @Auth(...staffRoles)
  @Mutation(() => InvoiceType, { description: 'Starts a draft invoice for a client the staff member bills' })
  createInvoice(@Arg('input', () => CreateInvoiceInput) input: CreateInvoiceInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.invoices.create(viewer, { ...input, lines: linesOf(input.lines) }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => InvoiceType, { description: 'Changes a draft invoice or credit note; an issued one is never changed' })
  updateInvoice(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateInvoiceInput) input: UpdateInvoiceInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    const values = withoutNulls({ ...input, lines: linesOf(input.lines) }, ['lines', 'reason']);
    return services.invoices.update(viewer, id, values, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => InvoiceType, { description: 'Deletes a draft; answers it as it was' })
  deleteInvoice(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.invoices.remove(viewer, id, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => InvoiceType, {
    description:
      'Issues a draft: the next number of its kind, today’s date and rate, and the firm and client as they stand; never changed after',
  })
  issueInvoice(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.invoices.issue(viewer, id, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => InvoiceType, { description: 'Starts a draft credit note against an issued invoice, at its rate' })
  createCreditNote(
    @Arg('input', () => CreateCreditNoteInput) input: CreateCreditNoteInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.invoices.createCreditNote(viewer, { ...input, lines: linesOf(input.lines) }, requestOrigin(req));
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client billed' })
  client(@Root() invoice: InvoiceView, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(invoice.clientId);
  }

  @FieldResolver(() => EngagementType, { nullable: true, description: 'The engagement billed, if any' })
  engagement(@Root() invoice: InvoiceView, @Ctx() { loaders }: RequestContext) {
    return invoice.engagementId ? loaders.engagementById.load(invoice.engagementId) : null;
  }

  @FieldResolver(() => InvoiceType, { nullable: true, description: 'A credit note: the invoice it corrects' })
  creditsInvoice(@Root() invoice: InvoiceView, @Ctx() { loaders }: RequestContext) {
    return invoice.creditsInvoiceId ? loaders.invoiceById.load(invoice.creditsInvoiceId) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The staff member who started it' })
  createdBy(@Root() invoice: InvoiceView, @Ctx() { loaders }: RequestContext) {
    return invoice.createdById ? loaders.userById.load(invoice.createdById) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The staff member who issued it' })
  issuedBy(@Root() invoice: InvoiceView, @Ctx() { loaders }: RequestContext) {
    return invoice.issuedById ? loaders.userById.load(invoice.issuedById) : null;
  }
}

/** An engagement's invoices and credit notes. */
@Resolver(() => EngagementType)
export class EngagementInvoicesResolver {
  @FieldResolver(() => [InvoiceType], {
    description: 'Its invoices and credit notes the viewer sees (a client only issued ones), most recent first',
  })
  invoices(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.invoicesByEngagementId.load(engagement.id);
  }
}

/** A client's invoices and credit notes. */
@Resolver(() => UserType)
export class UserInvoicesResolver {
  @FieldResolver(() => [InvoiceType], {
    description: 'The invoices and credit notes billed to this person that the viewer sees, most recent first',
  })
  invoices(@Root() user: UserType, @Ctx() { loaders }: RequestContext) {
    return loaders.invoicesByClientId.load(user.id);
  }
}
