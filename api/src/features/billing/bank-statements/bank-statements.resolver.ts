import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { adminRoles, staffRoles } from '../../../accounts/roles';
import { UserType } from '../../../accounts/user.types';
import { Auth } from '../../../auth/auth-directive';
import { requestOrigin } from '../../../auth/session';
import type { RequestContext } from '../../../context/request-context';
import { listPagingOf } from '../../../shared/list-paging';
import { incomingUpload, UploadScalar } from '../../documents';
import { InvoiceType } from '../invoice.record';
import { PaymentType } from '../payment.record';
import { BankAccountRecordType, BankStatementImportType, BankStatementLineType } from './bank-statements.record';
import type { BankLineView } from './bank-statements.service';
import { BankAccountInput, BankStatementLineConnection, BankStatementLineListArgs } from './bank-statements.types';

/** Bank statements in the graph (docs/billing.md#bank-statements); every rule is in BankStatementsService. */
@Resolver(() => BankStatementLineType)
export class BankStatementsResolver {
  @Auth(...staffRoles)
  @Query(() => [BankAccountRecordType], { description: 'The firm’s bank accounts whose statements staff import' })
  bankAccounts(@Ctx() { viewer, services }: RequestContext) {
    return services.bankStatements.listAccounts(viewer);
  }

  @Auth(...adminRoles)
  @Mutation(() => BankAccountRecordType, { description: 'Adds one of the firm’s bank accounts (administrators)' })
  createBankAccount(@Arg('input', () => BankAccountInput) input: BankAccountInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.bankStatements.createAccount(viewer, input, requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => BankAccountRecordType, { description: 'Changes a bank account, every field (administrators)' })
  updateBankAccount(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BankAccountInput) input: BankAccountInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.bankStatements.updateAccount(viewer, id, input, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Query(() => BankStatementLineConnection, {
    description: 'A page of imported statement lines, newest first; with updatedSince those changed since then, oldest change first',
  })
  bankStatementLines(
    @Args(() => BankStatementLineListArgs) { first, after, updatedSince, ...filter }: BankStatementLineListArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.bankStatements.pageLines(viewer, { ...filter }, listPagingOf({ first, after, updatedSince }));
  }

  @Auth(...staffRoles)
  @Mutation(() => BankStatementImportType, {
    description: 'Imports a statement file (OFX, or CSV read by the account’s mapping); lines imported before are skipped',
  })
  async importBankStatement(
    @Arg('accountId', () => ID) accountId: string,
    @Arg('file', () => UploadScalar) file: Promise<FileUpload>,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.bankStatements.importStatement(viewer, accountId, await incomingUpload(file), requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => BankStatementLineType, { description: 'Matches a money-in line to an issued invoice: it becomes an EFT payment, once' })
  matchBankStatementLine(
    @Arg('lineId', () => ID) lineId: string,
    @Arg('invoiceId', () => ID) invoiceId: string,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.bankStatements.match(viewer, { lineId, invoiceId }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => BankStatementLineType, { description: 'Sets an unmatched line aside as no client’s payment' })
  ignoreBankStatementLine(@Arg('lineId', () => ID) lineId: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.bankStatements.ignore(viewer, lineId, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => BankStatementLineType, { description: 'Takes an ignored line back among the unmatched' })
  restoreBankStatementLine(@Arg('lineId', () => ID) lineId: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.bankStatements.restore(viewer, lineId, requestOrigin(req));
  }

  @FieldResolver(() => BankAccountRecordType, { nullable: true, description: 'The bank account' })
  account(@Root() line: BankLineView, @Ctx() { viewer, services }: RequestContext) {
    return services.bankStatements
      .listAccounts(viewer)
      .then((accounts) => accounts.find((account) => account.id === line.accountId) ?? null);
  }

  @FieldResolver(() => PaymentType, { nullable: true, description: 'The payment it became' })
  payment(@Root() line: BankLineView, @Ctx() { services, viewer }: RequestContext) {
    return line.paymentId ? services.payments.get(viewer, line.paymentId).catch(() => null) : null;
  }

  @FieldResolver(() => InvoiceType, { nullable: true, description: 'The invoice it paid' })
  invoice(@Root() line: BankLineView, @Ctx() { loaders }: RequestContext) {
    return line.invoiceId ? loaders.invoiceById.load(line.invoiceId) : null;
  }

  @FieldResolver(() => [InvoiceType], { description: 'Open invoices it may pay: those it names, then those owed exactly its amount' })
  async suggestions(@Root() line: BankLineView, @Ctx() { loaders }: RequestContext) {
    const invoices = await Promise.all(line.suggestedInvoiceIds.map((id) => loaders.invoiceById.load(id)));
    return invoices.filter((invoice) => invoice !== null && invoice !== undefined);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who matched it' })
  matchedBy(@Root() line: BankLineView, @Ctx() { loaders }: RequestContext) {
    return line.matchedById ? loaders.userById.load(line.matchedById) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who imported it' })
  importedBy(@Root() line: BankLineView, @Ctx() { loaders }: RequestContext) {
    return line.importedById ? loaders.userById.load(line.importedById) : null;
  }
}
