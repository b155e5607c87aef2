import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ListPageArgs, ListPageType } from '../../changes';
import { BankLineStatusKind, BankStatementLineType } from './bank-statements.record';

/** A page of statement lines, or those changed since a time (`bankStatementLines`). */
export const BankStatementLineConnection = ListPageType('BankStatementLine', BankStatementLineType, 'BankStatementLineConnection');

@ArgsType()
export class BankStatementLineListArgs extends ListPageArgs {
  @Field(() => String, { nullable: true, description: 'Only this account’s' })
  accountId?: string | null;

  @Field(() => BankLineStatusKind, { nullable: true, description: 'Only lines standing so' })
  status?: BankLineStatusKind | null;
}

@InputType({ description: 'Which column of a bank’s CSV export holds what: a header’s name, or a position from 1 ("3")' })
export class CsvMappingInput {
  @Field(() => Int, { nullable: true, description: 'Rows before the header (0 unless given)' })
  skipRows?: number | null;

  @Field(() => String)
  dateColumn!: string;

  @Field(() => String, { description: 'YYYY-MM-DD, DD/MM/YYYY, YYYYMMDD or DD MMM YYYY' })
  dateFormat!: string;

  @Field(() => String, { nullable: true, description: 'One signed amount; or leave it out and give credit and debit columns' })
  amountColumn?: string | null;

  @Field(() => String, { nullable: true })
  creditColumn?: string | null;

  @Field(() => String, { nullable: true })
  debitColumn?: string | null;

  @Field(() => [String], { description: '1 to 5 columns joined into the reference' })
  referenceColumns!: string[];

  @Field(() => [String], { nullable: true, description: 'Up to 5 columns joined into the description' })
  descriptionColumns?: string[] | null;

  @Field(() => String, { nullable: true, description: 'The bank’s own id of each line, where it gives one' })
  idColumn?: string | null;

  @Field(() => String, { nullable: true, description: '. (unless given) or ,' })
  decimalSeparator?: string | null;
}

@InputType({ description: 'One of the firm’s bank accounts, kept by administrators' })
export class BankAccountInput {
  @Field(() => String, { description: 'Such as FNB cheque' })
  name!: string;

  @Field(() => String)
  bankName!: string;

  @Field(() => String, { description: 'The last 4 digits of the account number, never the whole number' })
  accountLast4!: string;

  @Field(() => CsvMappingInput, { nullable: true, description: 'How its CSV export reads; none for OFX only' })
  csvMapping?: CsvMappingInput | null;
}
