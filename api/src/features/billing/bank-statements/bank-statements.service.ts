import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { adminRoles, staffRoles } from '../../../accounts/roles';
import { assertAllowed } from '../../../auth/access';
import type { RequestOrigin } from '../../../auth/session';
import type { Viewer } from '../../../auth/viewer';
import { newId } from '../../../db/base-entity';
import { invalidInput, isAppError, notFound } from '../../../shared/errors';
import { toConnection, type Connection, type PageWindow, pageWindow } from '../../../shared/pagination';
import { parseInput } from '../../../shared/validate';
import type { ListPaging } from '../../../shared/list-paging';
import { deletionAudienceOf, listPage, pageOf, pageViews, type ListPage } from '../../changes';
import type { AuditService } from '../../audit';
import { SERVED_CLIENTS_SQL } from '../../../accounts/served-clients';
import { bankAccountSchema, bankLineFilterSchema, matchBankLineSchema } from '../../../../../validation/billing/bank-statement-input';
import { billsEveryClient, whereInvoiceVisible } from '../invoice-access';
import { creditedSql, owedSql, paidSql } from '../invoice-standing';
import { Invoice } from '../invoice.entity';
import type { PaymentsService } from '../payments.service';
import { BankAccount } from './bank-account.entity';
import { BankStatementLine } from './bank-statement-line.entity';
import { invoiceNumberIndex } from './invoice-numbers-in-text';
import { MAX_STATEMENT_BYTES, MAX_SUGGESTED_INVOICES, StatementFileError, type RefusedRow } from './statement-bounds';
import { readStatementFile } from './statement-file';

/** A line as the APIs show it, with the invoices it may pay (none once matched or ignored, or for money out). */
export type BankLineView = Omit<BankStatementLine, 'account' | 'payment' | 'invoice' | 'matchedBy' | 'importedBy'> & {
  suggestedInvoiceIds: string[];
};
export type BankAccountView = Omit<BankAccount, 'createdBy'>;

/** What an import came to. */
export interface StatementImport {
  format: 'ofx' | 'csv';
  newLines: number;
  skippedLines: number;
  matchedLines: number;
  unmatchedLines: number;
  refusedRows: RefusedRow[];
}

/** A file as either API receives it (documents' IncomingDocumentFile). */
export interface StatementUpload {
  open(): Readable;
}

interface OpenInvoice {
  id: string;
  number: string;
  owedCents: number;
}

const CHUNK = 200;

const accountView = ({ createdBy: _by, ...kept }: BankAccount): BankAccountView => kept;
const lineView = (line: BankStatementLine, suggestedInvoiceIds: string[] = []): BankLineView => {
  const { account: _a, payment: _p, invoice: _i, matchedBy: _m, importedBy: _b, ...kept } = line;
  return { ...kept, suggestedInvoiceIds };
};

/**
 * The firm's bank statements (docs/billing.md#bank-statements): administrators keep the accounts
 * and how their CSV reads; staff import statements and match money that came in to invoices, each
 * line at most once, through PaymentsService like a payment typed by hand. GraphQL and REST both call this.
 */
export class BankStatementsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly payments: PaymentsService,
  ) {}

  private get accounts() {
    return this.dataSource.getRepository(BankAccount);
  }

  private get lines() {
    return this.dataSource.getRepository(BankStatementLine);
  }

  async listAccounts(viewer: Viewer | null): Promise<BankAccountView[]> {
    assertAllowed(viewer, [...staffRoles]);
    return (await this.accounts.find({ order: { name: 'ASC', id: 'ASC' } })).map(accountView);
  }

  async createAccount(viewer: Viewer | null, input: unknown, origin: RequestOrigin): Promise<BankAccountView> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const values = parseInput(bankAccountSchema, input ?? {});
    const saved = await this.accounts.save(this.accounts.create({ ...values, createdById: admin.id }));
    await this.auditAccount(admin, 'bank_account.create', saved, origin);
    return accountView(saved);
  }

  async updateAccount(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin): Promise<BankAccountView> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const account = await this.accountOf(id);
    const values = parseInput(bankAccountSchema, input ?? {});
    const saved = await this.accounts.save(Object.assign(account, values));
    await this.auditAccount(admin, 'bank_account.update', saved, origin);
    return accountView(saved);
  }

  /**
   * Reads a statement file (OFX or CSV, told from its content) into the account's lines: a line
   * kept before is skipped, a bad row refused with its reason, and each new money-in line that
   * names exactly one open invoice for no more than is owed on it is matched at once.
   */
  async importStatement(viewer: Viewer | null, accountId: string, file: StatementUpload, origin: RequestOrigin, now = new Date()) {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const account = await this.accountOf(accountId);
    const text = await textOf(file.open());
    let read: ReturnType<typeof readStatementFile>;
    try {
      read = readStatementFile(text, account.csvMapping);
    } catch (error) {
      if (error instanceof StatementFileError) throw invalidInput([{ path: 'file', message: error.message }]);
      throw error;
    }
    if (read.format === 'ofx' && !(read.accountId ?? '').replace(/\D/g, '').endsWith(account.accountLast4)) {
      throw invalidInput([
        { path: 'file', message: `The statement is of account ${read.accountId}, not the one ending in ${account.accountLast4}` },
      ]);
    }

    // The bank's id of a line, or a digest of what it says and how often the file said it before.
    const seen = new Map<string, number>();
    const keyed = new Map<string, (typeof read.lines)[number] & { externalId: string }>();
    for (const line of read.lines) {
      let externalId = line.externalId;
      if (externalId === null) {
        const said = [account.id, line.postedOn, line.amountCents, line.reference, line.description].join('\u001f');
        const occurrence = (seen.get(said) ?? 0) + 1;
        seen.set(said, occurrence);
        externalId = `sha256:${crypto.createHash('sha256').update(`${said}\u001f${occurrence}`).digest('hex')}`;
      }
      if (!keyed.has(externalId)) keyed.set(externalId, { ...line, externalId });
    }
    const known = new Set<string>();
    const ids = [...keyed.keys()];
    for (let at = 0; at < ids.length; at += CHUNK) {
      const found = await this.lines.find({
        where: { accountId: account.id, externalId: In(ids.slice(at, at + CHUNK)) },
        select: { externalId: true },
      });
      for (const { externalId } of found) known.add(externalId);
    }
    const fresh = [...keyed.values()]
      .filter((line) => !known.has(line.externalId))
      .map((line) => ({
        id: newId(),
        createdAt: now,
        accountId: account.id,
        postedOn: line.postedOn,
        amountCents: line.amountCents,
        reference: line.reference,
        description: line.description,
        externalId: line.externalId,
        status: 'unmatched' as const,
        paymentId: null,
        invoiceId: null,
        matchedById: null,
        matchedAt: null,
        importedById: staff.id,
        importedAt: now,
      }));
    // The same file imported twice at once: whichever comes second ignores the lines the first kept.
    for (let at = 0; at < fresh.length; at += CHUNK) {
      await this.lines
        .createQueryBuilder()
        .insert()
        .into(BankStatementLine)
        .values(fresh.slice(at, at + CHUNK))
        .orIgnore()
        .execute();
    }
    const added: BankStatementLine[] = [];
    for (let at = 0; at < fresh.length; at += CHUNK) {
      added.push(...(await this.lines.findBy({ id: In(fresh.slice(at, at + CHUNK).map((line) => line.id)) })));
    }

    const matched = await this.matchWhenCertain(staff, added, origin, now);
    await this.audit.record({
      actorId: staff.id,
      action: 'bank_statement.import',
      resourceType: 'bank_account',
      resourceId: account.id,
      details: { format: read.format, newLines: added.length, matchedLines: matched, refusedRows: read.refused.length },
      ...origin,
    });
    return {
      format: read.format,
      newLines: added.length,
      skippedLines: read.lines.length - added.length,
      matchedLines: matched,
      unmatchedLines: added.length - matched,
      refusedRows: read.refused,
    } satisfies StatementImport;
  }

  /** A page of the lines the viewer sees, newest first, each unmatched money-in line with the invoices it may pay. */
  async listLines(viewer: Viewer | null, filters: unknown, window: PageWindow = pageWindow()): Promise<Connection<BankLineView>> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const [rows, total] = await this.matchingLines(staff, filters)
      .orderBy('line.postedOn', 'DESC')
      .addOrderBy('line.createdAt', 'DESC')
      .addOrderBy('line.id', 'ASC')
      .offset(window.offset)
      .limit(window.limit)
      .getManyAndCount();
    return toConnection(await this.lineViews(staff, rows), total, window);
  }

  /**
   * The lines as `paging` asks (features/changes): a page as `listLines` answers it, or the lines
   * imported, matched, ignored or restored since a time (none is deleted). A line's suggestions
   * follow the open invoices and are worked out as it is read, not a change of the line.
   */
  async pageLines(viewer: Viewer | null, filters: unknown, paging: ListPaging): Promise<ListPage<BankLineView>> {
    if (paging.kind !== 'changes')
      return pageOf(await this.listLines(viewer, filters, paging.kind === 'page' ? paging.window : pageWindow()));
    const staff = assertAllowed(viewer, [...staffRoles]);
    const changes = await listPage(this.matchingLines(staff, filters), paging, {
      ordered: (query) => query,
      recordType: 'bank_statement_line',
      audience: deletionAudienceOf(staff),
    });
    return pageViews(changes, (rows) => this.lineViews(staff, rows));
  }

  /** The lines the staff member sees that the filters keep, unordered. */
  private matchingLines(staff: Viewer, filters: unknown): SelectQueryBuilder<BankStatementLine> {
    const values = parseInput(bankLineFilterSchema, filters ?? {});
    const query = this.lines.createQueryBuilder('line');
    // A matched line is a client's payment: an advisor sees those of the clients they serve. Lines
    // not yet anyone's are for whoever matches them.
    if (!billsEveryClient(staff)) {
      query.andWhere(
        `(line.status <> 'matched' OR line.invoiceId IN (SELECT served_invoice.id FROM invoices served_invoice WHERE served_invoice.clientId IN (${SERVED_CLIENTS_SQL})))`,
        { viewerId: staff.id },
      );
    }
    if (values.accountId) query.andWhere('line.accountId = :accountId', { accountId: values.accountId });
    if (values.status) query.andWhere('line.status = :status', { status: values.status });
    return query;
  }

  /** Lines as the APIs show them: each unmatched money-in line with the open invoices it may pay. */
  private async lineViews(staff: Viewer, rows: BankStatementLine[]): Promise<BankLineView[]> {
    const suggests = (line: BankStatementLine) => line.status === 'unmatched' && line.amountCents > 0;
    const open = rows.some(suggests) ? await this.openInvoices(staff) : [];
    const index = invoiceNumberIndex(open);
    return rows.map((line) => lineView(line, suggests(line) ? suggestionsFor(line, open, index) : []));
  }

  /** Staff match a money-in line to an issued invoice of a client they bill: it becomes an EFT payment, once. */
  async match(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<BankLineView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(matchBankLineSchema, input ?? {});
    const line = await this.lineOf(staff, values.lineId);
    if (line.amountCents <= 0)
      throw invalidInput([{ path: 'lineId', message: 'Money out cannot pay an invoice: ignore the line instead' }]);
    const invoice = await this.payments.payableInvoice(staff, values.invoiceId, 'invoiceId');
    await this.claimAndRecord(staff, line, invoice, origin, now);
    return lineView(await this.lines.findOneByOrFail({ id: line.id }));
  }

  /** Sets an unmatched line aside as no client's payment (a fee, a transfer, money out). */
  ignore(viewer: Viewer | null, lineId: string, origin: RequestOrigin): Promise<BankLineView> {
    return this.move(viewer, lineId, 'unmatched', 'ignored', origin);
  }

  /** Takes an ignored line back among the unmatched. */
  restore(viewer: Viewer | null, lineId: string, origin: RequestOrigin): Promise<BankLineView> {
    return this.move(viewer, lineId, 'ignored', 'unmatched', origin);
  }

  private async move(
    viewer: Viewer | null,
    lineId: string,
    from: 'unmatched' | 'ignored',
    to: 'unmatched' | 'ignored',
    origin: RequestOrigin,
  ) {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const line = await this.lineOf(staff, lineId);
    const moved = await this.lines
      .createQueryBuilder()
      .update(BankStatementLine)
      .set({ status: to })
      .where('id = :id AND status = :from', { id: line.id, from })
      .execute();
    if (!moved.affected)
      throw invalidInput([{ path: 'lineId', message: `Only an ${from} line can be ${to === 'ignored' ? 'ignored' : 'restored'}` }]);
    await this.audit.record({
      actorId: staff.id,
      action: to === 'ignored' ? 'bank_statement_line.ignore' : 'bank_statement_line.restore',
      resourceType: 'bank_statement_line',
      resourceId: line.id,
      details: { accountId: line.accountId, amountCents: line.amountCents, postedOn: line.postedOn },
      ...origin,
    });
    return lineView(await this.lines.findOneByOrFail({ id: line.id }));
  }

  /**
   * In one transaction: the line is claimed by a conditional update (only an unmatched one: two
   * staff at once, one wins), then the payment is recorded with the line's id, which the payments'
   * unique provider id holds to one; the audit entry follows the commit.
   */
  private async claimAndRecord(staff: Viewer, line: BankStatementLine, invoice: Invoice, origin: RequestOrigin, now: Date) {
    const payment = await this.dataSource.transaction(async (manager: EntityManager) => {
      const claim = await manager
        .createQueryBuilder()
        .update(BankStatementLine)
        .set({ status: 'matched', invoiceId: invoice.id, matchedById: staff.id, matchedAt: now })
        .where("id = :id AND status = 'unmatched'", { id: line.id })
        .execute();
      if (claim.affected !== 1) throw invalidInput([{ path: 'lineId', message: 'The line is already matched or ignored' }]);
      const recorded = await this.payments.recordReceived(manager, staff, invoice, {
        method: 'eft',
        amountCents: line.amountCents,
        receivedOn: line.postedOn,
        reference: (line.reference || line.description).slice(0, 100) || null,
        note: null,
        bankLineId: line.id,
      });
      await manager.update(BankStatementLine, { id: line.id }, { paymentId: recorded.id });
      return recorded;
    });
    await this.payments.auditRecorded(staff, payment, invoice, origin);
    return payment;
  }

  /** The new lines matched on import: money in naming exactly one open invoice, for no more than is owed on it now. */
  private async matchWhenCertain(staff: Viewer, added: BankStatementLine[], origin: RequestOrigin, now: Date): Promise<number> {
    const money = added.filter((line) => line.amountCents > 0);
    if (money.length === 0) return 0;
    const index = invoiceNumberIndex(await this.openInvoices(staff));
    let matched = 0;
    for (const line of money) {
      const named = index.namedIn(`${line.reference} ${line.description}`);
      if (named.length !== 1) continue;
      if (line.amountCents > (await this.owedOn(named[0].id))) continue;
      try {
        const invoice = await this.payments.payableInvoice(staff, named[0].id, 'invoiceId');
        await this.claimAndRecord(staff, line, invoice, origin, now);
        matched++;
      } catch (error) {
        // Matched meanwhile by someone else, or no longer payable: left for a person.
        if (!isAppError(error)) throw error;
      }
    }
    return matched;
  }

  /** The issued invoices with something owed that the staff member bills, with what is owed. */
  private async openInvoices(staff: Viewer): Promise<OpenInvoice[]> {
    const rows: { id: string; number: string; owed: string | number }[] = await whereInvoiceVisible(
      this.dataSource.getRepository(Invoice).createQueryBuilder('invoice'),
      'invoice',
      staff,
    )
      .select('invoice.id', 'id')
      .addSelect('invoice.number', 'number')
      .addSelect(`invoice.totalCents - ${creditedSql('invoice')} - ${paidSql('invoice')}`, 'owed')
      .andWhere("invoice.kind = 'invoice' AND invoice.status = 'issued'")
      .andWhere(owedSql('invoice'))
      // Oldest first, in the order they were numbered: the first suggested is the longest owed.
      .orderBy('invoice.serial', 'ASC')
      .addOrderBy('invoice.id', 'ASC')
      .getRawMany();
    return rows.map((row) => ({ id: row.id, number: row.number, owedCents: Number(row.owed) }));
  }

  private async owedOn(invoiceId: string): Promise<number> {
    const [{ owed }]: { owed: string | number }[] = await this.dataSource.query(
      `SELECT invoice.totalCents - ${creditedSql('invoice')} - ${paidSql('invoice')} AS owed FROM invoices invoice WHERE invoice.id = ?`,
      [invoiceId],
    );
    return Number(owed);
  }

  private async accountOf(id: string): Promise<BankAccount> {
    const account = String(id).length > 36 ? null : await this.accounts.findOneBy({ id: String(id) });
    if (!account) throw notFound();
    return account;
  }

  /** A line the staff member sees (listLines' rule), or a refusal naming lineId. */
  private async lineOf(staff: Viewer, id: string): Promise<BankStatementLine> {
    const refused = invalidInput([{ path: 'lineId', message: 'Choose a line of an imported statement' }]);
    if (String(id).length > 36) throw refused;
    const line = await this.lines.findOneBy({ id: String(id) });
    if (!line) throw refused;
    if (line.status === 'matched' && !billsEveryClient(staff)) {
      const visible = await whereInvoiceVisible(this.dataSource.getRepository(Invoice).createQueryBuilder('invoice'), 'invoice', staff)
        .andWhere('invoice.id = :id', { id: line.invoiceId })
        .getExists();
      if (!visible) throw refused;
    }
    return line;
  }

  private async auditAccount(admin: Viewer, action: string, account: BankAccount, origin: RequestOrigin) {
    await this.audit.record({
      actorId: admin.id,
      action,
      resourceType: 'bank_account',
      resourceId: account.id,
      details: { name: account.name, bankName: account.bankName, accountLast4: account.accountLast4 },
      ...origin,
    });
  }
}

/** Invoices whose number the line names, then those owed exactly its amount. */
function suggestionsFor(line: BankStatementLine, open: OpenInvoice[], index: ReturnType<typeof invoiceNumberIndex<OpenInvoice>>) {
  const named = index.namedIn(`${line.reference} ${line.description}`).map((invoice) => invoice.id);
  const sameAmount = open
    .filter((invoice) => invoice.owedCents === line.amountCents && !named.includes(invoice.id))
    .map((invoice) => invoice.id);
  return [...named, ...sameAmount].slice(0, MAX_SUGGESTED_INVOICES);
}

/** The upload's text, refused past 2 MB before more is read. */
async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > MAX_STATEMENT_BYTES) {
        stream.destroy();
        throw invalidInput([{ path: 'file', message: 'The file is larger than 2 MB' }]);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    throw invalidInput([{ path: 'file', message: 'The upload did not complete. Please try again.' }]);
  }
  const bytes = Buffer.concat(chunks);
  // UTF-8 as most exports are; Windows-1252 (OFX 1.x's CHARSET:1252) where it is not valid UTF-8.
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
