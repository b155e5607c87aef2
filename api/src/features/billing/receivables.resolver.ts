import { Arg, Ctx, FieldResolver, Query, registerEnumType, Resolver, Root } from 'type-graphql';
import { staffRoles } from '../../accounts/roles';
import { UserType } from '../../accounts/user.types';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../context/request-context';
import { enumOf } from '../../graphql/enum-of';
import { accountingExportFormatValues } from '../../../../validation/billing/receivables-input';
import type { AgeingRow } from './receivables-ageing';
import { AccountingExportType, AgeingRowType, ReceivablesAgeingType } from './receivables-ageing.record';

export const AccountingExportFormatKind = enumOf(accountingExportFormatValues);
export type AccountingExportFormatKind = (typeof accountingExportFormatValues)[number];
registerEnumType(AccountingExportFormatKind, {
  name: 'AccountingExportFormat',
  description: 'XERO: Xero’s sales invoice import; SAGE: Sage Business Cloud Accounting’s sales quick entry import',
});

/** The receivables ageing and the accounting export (docs/billing.md#receivables-ageing); the rules are in their services. */
@Resolver()
export class ReceivablesResolver {
  @Auth(...staffRoles)
  @Query(() => ReceivablesAgeingType, {
    description: 'What the clients the staff member bills owe on a day (today unless asOf), by days past due, with each one’s credit',
  })
  receivablesAgeing(
    @Arg('asOf', () => String, { nullable: true, description: 'YYYY-MM-DD (SAST), not in the future; today when left out' })
    asOf: string | null,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.receivablesAgeing.ageing(viewer, { asOf });
  }

  @Auth(...staffRoles)
  @Query(() => AccountingExportType, {
    description:
      'The issued invoices and credit notes of some days as a CSV file for Xero or Sage (the same bytes as GET /api/invoices/export)',
  })
  accountingExport(
    @Arg('format', () => AccountingExportFormatKind) format: AccountingExportFormatKind,
    @Arg('from', () => String, { description: 'The first day, YYYY-MM-DD (SAST)' }) from: string,
    @Arg('to', () => String, { description: 'The last day, YYYY-MM-DD (SAST); at most 366 days after from' }) to: string,
    @Arg('accountCode', () => String, { nullable: true, description: 'The revenue account; Xero 200, Sage 4000 when left out' })
    accountCode: string | null,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.accountingExport.export(viewer, { format, from, to, accountCode });
  }
}

/** The client of an ageing's row. */
@Resolver(() => AgeingRowType)
export class AgeingRowResolver {
  @FieldResolver(() => UserType, { nullable: true, description: 'The client' })
  client(@Root() row: AgeingRow, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(row.clientId);
  }
}
