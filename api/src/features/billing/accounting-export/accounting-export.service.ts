import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { staffRoles } from '../../../accounts/roles';
import { User } from '../../../accounts/user.entity';
import { assertAllowed } from '../../../auth/access';
import type { Viewer } from '../../../auth/viewer';
import { invalidInput } from '../../../shared/errors';
import { parseInput } from '../../../shared/validate';
import { accountingExportSchema, type AccountingExportFormat } from '../../../../../validation/billing/receivables-input';
import { whereInvoiceVisible } from '../invoice-access';
import { Invoice } from '../invoice.entity';
import { csvOf } from './csv';
import type { ExportDocument, ExportOptions } from './export-document';
import { sageRows, SAGE_HEADER } from './sage';
import { xeroRows, XERO_HEADER } from './xero';

/** The most documents one file holds: Xero imports at most 500 invoices a file. */
export const MAX_EXPORT_DOCUMENTS = 500;
/** Sage's quick entry import takes a file of at most 0.5 MB. */
export const MAX_SAGE_BYTES = 512_000;

export interface AccountingExport {
  fileName: string;
  contentType: string;
  content: string;
  documentCount: number;
}

const FORMATS: Record<
  AccountingExportFormat,
  { header: readonly string[]; rows: (documents: ExportDocument[], options: ExportOptions) => string[][] }
> = {
  xero: { header: XERO_HEADER, rows: xeroRows },
  sage: { header: SAGE_HEADER, rows: sageRows },
};

/**
 * The firm's issued invoices and credit notes of some days as a CSV file Xero or Sage Business
 * Cloud Accounting imports (docs/billing.md#exporting-to-sage-or-xero). Staff only: an advisor
 * exports the clients they serve. GraphQL and REST answer the same bytes.
 */
export class AccountingExportService {
  constructor(private readonly dataSource: DataSource) {}

  async export(viewer: Viewer | null, input: unknown): Promise<AccountingExport> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(accountingExportSchema, input ?? {});
    const query = whereInvoiceVisible(this.dataSource.getRepository(Invoice).createQueryBuilder('invoice'), 'invoice', staff)
      .andWhere("invoice.status = 'issued'")
      .andWhere('invoice.issuedOn >= :from AND invoice.issuedOn <= :to', { from: values.from, to: values.to })
      .orderBy('invoice.issuedOn', 'ASC')
      .addOrderBy('invoice.kind', 'DESC')
      .addOrderBy('invoice.serial', 'ASC')
      .take(MAX_EXPORT_DOCUMENTS + 1);
    const invoices = await query.getMany();
    if (invoices.length > MAX_EXPORT_DOCUMENTS) throw tooMany(`more than ${MAX_EXPORT_DOCUMENTS} documents`);
    const documents = await this.documentsOf(invoices);
    const format = FORMATS[values.format];
    const content = `\uFEFF${csvOf(format.header, format.rows(documents, values))}\r\n`;
    if (values.format === 'sage' && Buffer.byteLength(content) > MAX_SAGE_BYTES) throw tooMany('more than Sage’s 0.5 MB a file');
    return {
      fileName: `${values.format}-invoices-${values.from}-to-${values.to}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content,
      documentCount: invoices.length,
    };
  }

  /** Each document with the client's e-mail address and, for a credit note, its invoice's number. */
  private async documentsOf(invoices: Invoice[]): Promise<ExportDocument[]> {
    const clientIds = [...new Set(invoices.map((invoice) => invoice.clientId))];
    const creditedIds = [...new Set(invoices.flatMap((invoice) => (invoice.creditsInvoiceId ? [invoice.creditsInvoiceId] : [])))];
    const [clients, credited] = await Promise.all([
      clientIds.length ? this.dataSource.getRepository(User).find({ select: { id: true, email: true }, where: { id: In(clientIds) } }) : [],
      creditedIds.length
        ? this.dataSource.getRepository(Invoice).find({ select: { id: true, number: true }, where: { id: In(creditedIds) } })
        : [],
    ]);
    const emails = new Map(clients.map((client) => [client.id, client.email]));
    const numbers = new Map(credited.map((invoice) => [invoice.id, invoice.number]));
    return invoices.map((invoice) => ({
      invoice,
      email: emails.get(invoice.clientId) ?? null,
      creditsNumber: invoice.creditsInvoiceId ? (numbers.get(invoice.creditsInvoiceId) ?? null) : null,
    }));
  }
}

const tooMany = (what: string) =>
  invalidInput([{ path: 'to', message: `These days hold ${what}, more than one file imports: choose a shorter range` }]);
