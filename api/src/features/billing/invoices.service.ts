import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { isUniqueViolation } from '../../db/unique-violation';
import { Readable } from 'node:stream';
import { AppError, invalidInput, isAppError, notFound, type FieldError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import type { DocumentStorage, StoredFile } from '../../shared/storage/document-storage';
import type { DocumentsService } from '../documents';
import type { WebhookAnnouncer } from '../webhooks';
import { formatLetterDate } from '../../../../validation/engagement-letter-values';
import type { InvoiceDocument } from './invoice-document';
import { documentTitleOf, invoiceDocumentOf } from './invoice-document-of';
import { statementOf, type Statement } from './statement';
import { toConnection, type Connection, type PageWindow, pageWindow } from '../../shared/pagination';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, pageOf, pageViews, recordDeletions, type ListPage } from '../changes';
import { containsPattern, LIKE_ESCAPE } from '../../shared/search';
import type { AuditService } from '../audit';
import { Engagement } from '../engagements';
import { documentNumber } from '../../../../validation/billing/billing-settings-input';
import {
  createCreditNoteSchema,
  createInvoiceSchema,
  invoiceFilterSchema,
  updateInvoiceSchema,
  type InvoiceKind,
} from '../../../../validation/billing/invoice-input';
import { MAX_INVOICE_AMOUNT_CENTS, taxInvoiceKind } from '../../../../validation/billing/invoice-totals';
import { formatCents } from '../../../../validation/billing/money';
import { rateOn } from '../../../../validation/billing/vat';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import type { BillingSettingsService } from './billing-settings.service';
import { DocumentSequence } from './document-sequence.entity';
import { billsClient, billsEveryClient, whereInvoiceVisible } from './invoice-access';
import { recipientOf, supplierOf } from './invoice-parties';
import { creditableCents, creditedSql, invoiceViews, owedSql, paidSql, touchInvoice, type InvoiceView } from './invoice-standing';
import { Invoice, type KeptInvoiceLine } from './invoice.entity';
import { Payment } from './payment.entity';
import { priced, type TypedLine } from './priced-lines';
import { VatRate } from './vat-rate.entity';

const TOO_LARGE: FieldError = {
  path: 'lines',
  message: `An invoice's total and each price on it must be at most ${formatCents(MAX_INVOICE_AMOUNT_CENTS)}: split it into several invoices`,
};

/** Whether some amount of the priced lines is more than an invoice may carry. */
const tooLarge = (priced: { lines: KeptInvoiceLine[]; totalCents: number }) =>
  priced.totalCents > MAX_INVOICE_AMOUNT_CENTS || priced.lines.some((line) => line.unitPriceCents > MAX_INVOICE_AMOUNT_CENTS);

/**
 * Keeps the documents each of whose words is part of the number or the client's first or last name,
 * in any case: "sipho inv-0004" finds Sipho Dlamini's INV-00042, and so does "dlamini 42".
 */
function whereEveryWordFound(query: SelectQueryBuilder<Invoice>, search: string) {
  const words = [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))];
  if (words.length === 0) return;
  query.innerJoin('invoice.client', 'searched_client');
  const columns = ['invoice.number', 'searched_client.firstName', 'searched_client.lastName'];
  words.forEach((word, at) => {
    const conditions = columns.map((column) => `LOWER(${column}) LIKE :word${at} ${LIKE_ESCAPE}`);
    query.andWhere(`(${conditions.join(' OR ')})`, { [`word${at}`]: containsPattern(word) });
  });
}

/** The refusal when the PDF cannot be made or stored: nothing was issued. */
const NOT_ISSUED =
  'The invoice’s PDF could not be made or stored, so nothing was issued and no number was taken. Please try again in a few minutes.';

/** Where the issued documents' PDFs go, and how they are drawn. */
export interface InvoiceFiles {
  storage: DocumentStorage;
  /** Files the original PDF as one of the client's documents, in the issue's transaction. */
  documents: Pick<DocumentsService, 'fileGenerated'>;
  render: (document: InvoiceDocument) => Promise<Buffer>;
  webhooks: WebhookAnnouncer;
}

const alreadyIssued = (invoice: Invoice) =>
  new AppError('CONFLICT', `${invoice.number ?? 'It'} is issued and is never changed: correct it with a credit note`);

/**
 * Invoices and credit notes (docs/billing.md#invoices-and-credit-notes): drafts staff edit, and
 * issuing, which numbers a document from its gapless sequence and fixes it for good. Clients read
 * their own issued ones. GraphQL and REST both call this.
 */
export class InvoicesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly billingSettings: BillingSettingsService,
    private readonly files: InvoiceFiles,
  ) {}

  private get invoices() {
    return this.dataSource.getRepository(Invoice);
  }

  /** A page of the invoices and credit notes the viewer sees, most recent first (drafts by their creation). */
  async list(
    viewer: Viewer | null,
    filter: unknown,
    window: PageWindow = pageWindow(),
    now = new Date(),
  ): Promise<Connection<InvoiceView>> {
    const [rows, total] = await this.matching(assertAllowed(viewer), filter, now)
      .orderBy('invoice.createdAt', 'DESC')
      .addOrderBy('invoice.id', 'ASC')
      .offset(window.offset)
      .limit(window.limit)
      .getManyAndCount();
    return toConnection(await invoiceViews(this.dataSource, rows, now), total, window);
  }

  /**
   * The list as `paging` asks (features/changes): a page as `list` answers it, or what changed since
   * a time with the deleted drafts. A payment, refund or issued credit note moves an invoice's
   * updatedAt (touchInvoice), as it changes where the invoice stands.
   */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging, now = new Date()): Promise<ListPage<InvoiceView>> {
    if (paging.kind !== 'changes')
      return pageOf(await this.list(viewer, filter, paging.kind === 'page' ? paging.window : pageWindow(), now));
    const user = assertAllowed(viewer);
    const changes = await listPage(this.matching(user, filter, now), paging, {
      ordered: (query) => query,
      recordType: 'invoice',
      audience: deletionAudienceOf(user),
    });
    return pageViews(changes, (rows) => invoiceViews(this.dataSource, rows, now));
  }

  /** The invoices the viewer sees that the filter keeps, unordered. */
  private matching(user: Viewer, filter: unknown, now: Date): SelectQueryBuilder<Invoice> {
    const values = parseInput(invoiceFilterSchema, filter ?? {});
    const query = whereInvoiceVisible(this.invoices.createQueryBuilder('invoice'), 'invoice', user);
    if (values.clientId) query.andWhere('invoice.clientId = :clientId', { clientId: values.clientId });
    if (values.engagementId) query.andWhere('invoice.engagementId = :engagementId', { engagementId: values.engagementId });
    if (values.kind) query.andWhere('invoice.kind = :kind', { kind: values.kind });
    if (values.status) this.whereStanding(query, values.status, todayInSouthAfrica(now));
    if (values.unpaidOnly) query.andWhere(`invoice.kind = 'invoice' AND invoice.status = 'issued' AND ${owedSql('invoice')}`);
    if (values.search) whereEveryWordFound(query, values.search);
    return query;
  }

  /** One invoice or credit note the viewer sees; any other answers "not found". */
  async get(viewer: Viewer | null, id: string, now = new Date()): Promise<InvoiceView> {
    const user = assertAllowed(viewer);
    const [view] = await invoiceViews(this.dataSource, [await this.findVisible(user, id)], now);
    return view;
  }

  /** Staff who bill a client start a draft invoice for them, optionally for one of their engagements. */
  async create(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<InvoiceView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(createInvoiceSchema, input ?? {});
    const errors: FieldError[] = [];
    if (!(await billsClient(this.dataSource.manager, staff, values.clientId)))
      errors.push({ path: 'clientId', message: 'Choose a client you bill' });
    else if (values.engagementId) errors.push(...(await this.engagementProblem(values.clientId, values.engagementId)));
    const rate = await this.draftRate(now);
    const amounts = priced(values.lines, rate);
    if (tooLarge(amounts)) errors.push(TOO_LARGE);
    if (errors.length > 0) throw invalidInput(errors);
    const saved = await this.invoices.save(
      this.invoices.create({
        kind: 'invoice',
        status: 'draft',
        clientId: values.clientId,
        engagementId: values.engagementId,
        creditsInvoiceId: null,
        vatBasisPoints: rate,
        ...amounts,
        notes: values.notes,
        reason: null,
        createdById: staff.id,
      }),
    );
    await this.record(staff.id, 'invoice.create', saved, origin, { totalCents: saved.totalCents });
    return this.get(staff, saved.id, now);
  }

  /**
   * A draft credit note against an issued invoice, at the invoice's rate: the lines given, or,
   * without lines, the whole invoice when nothing of it is credited yet.
   */
  async createCreditNote(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<InvoiceView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(createCreditNoteSchema, input ?? {});
    const invoice = await this.findWritable(staff, values.invoiceId).catch(() => null);
    if (!invoice || invoice.kind !== 'invoice' || invoice.status !== 'issued') {
      throw invalidInput([{ path: 'invoiceId', message: 'Choose an issued invoice of a client you bill' }]);
    }
    const [standing] = await invoiceViews(this.dataSource, [invoice], now);
    if (!values.lines && standing.creditedCents > 0) {
      throw invalidInput([{ path: 'lines', message: `Part of ${invoice.number} is credited already: list the lines to credit` }]);
    }
    const amounts = priced(values.lines ?? invoice.lines, invoice.vatBasisPoints ?? 0);
    const left = creditableCents(standing);
    if (amounts.totalCents > left) {
      throw invalidInput([{ path: 'lines', message: `Credit at most ${formatCents(left)}: what is left of ${invoice.number}` }]);
    }
    const saved = await this.invoices.save(
      this.invoices.create({
        kind: 'credit_note',
        status: 'draft',
        clientId: invoice.clientId,
        engagementId: invoice.engagementId,
        creditsInvoiceId: invoice.id,
        vatBasisPoints: invoice.vatBasisPoints,
        ...amounts,
        notes: null,
        reason: values.reason,
        createdById: staff.id,
      }),
    );
    await this.record(staff.id, 'credit_note.create', saved, origin, { totalCents: saved.totalCents, credits: invoice.number });
    return this.get(staff, saved.id, now);
  }

  /** Changes a draft (its lines, engagement, notes, or a credit note's reason); an issued one answers 409. */
  async update(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<InvoiceView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(updateInvoiceSchema, input ?? {});
    const draft = await this.findWritable(staff, id);
    if (draft.status !== 'draft') throw alreadyIssued(draft);
    const errors: FieldError[] = [];
    if (draft.kind === 'credit_note' && values.engagementId !== undefined) {
      errors.push({ path: 'engagementId', message: 'A credit note is for the engagement of the invoice it credits' });
    }
    if (draft.kind === 'invoice' && values.reason !== undefined)
      errors.push({ path: 'reason', message: 'Only a credit note has a reason' });
    if (draft.kind === 'invoice' && values.engagementId)
      errors.push(...(await this.engagementProblem(draft.clientId, values.engagementId)));
    const rate = draft.kind === 'invoice' ? await this.draftRate(now) : (draft.vatBasisPoints ?? 0);
    const amounts = priced(values.lines ?? draft.lines, rate);
    if (tooLarge(amounts)) errors.push(TOO_LARGE);
    if (draft.kind === 'credit_note' && draft.creditsInvoiceId) {
      const [credited] = await invoiceViews(this.dataSource, [await this.invoices.findOneByOrFail({ id: draft.creditsInvoiceId })], now);
      const left = creditableCents(credited);
      if (amounts.totalCents > left) {
        errors.push({ path: 'lines', message: `Credit at most ${formatCents(left)}: what is left of ${credited.number}` });
      }
    }
    if (errors.length > 0) throw invalidInput(errors);
    const changed = (['engagementId', 'lines', 'notes', 'reason'] as const).filter((name) => values[name] !== undefined);
    Object.assign(draft, {
      ...(values.engagementId !== undefined ? { engagementId: values.engagementId } : {}),
      ...(values.notes !== undefined ? { notes: values.notes } : {}),
      ...(values.reason !== undefined ? { reason: values.reason } : {}),
      ...amounts,
      vatBasisPoints: rate,
    });
    await this.invoices.save(draft);
    await this.record(staff.id, `${draft.kind}.update`, draft, origin, { changed });
    return this.get(staff, draft.id, now);
  }

  /** Deletes a draft; an issued document is kept for good (409). */
  async remove(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<InvoiceView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const draft = await this.findWritable(staff, id);
    if (draft.status !== 'draft') throw alreadyIssued(draft);
    const [view] = await invoiceViews(this.dataSource, [draft], now);
    await this.dataSource.transaction(async (manager) => {
      const deleted = await manager.delete(Invoice, { id: draft.id, status: 'draft' });
      // A syncing integration hears the draft went (features/changes): staff only, as only staff saw it.
      if (deleted.affected) await recordDeletions(manager, 'invoice', [{ id: draft.id, clientId: null }], now);
    });
    await this.record(staff.id, `${draft.kind}.delete`, draft, origin, { totalCents: draft.totalCents });
    return view;
  }

  /**
   * Issues a draft: in one transaction it claims the draft, takes the next serial of its kind and
   * fixes the day, the due day, the rate, the amounts and who it is from and to. Two instances
   * issuing at once wait on the sequence's row, so their numbers differ and follow each other; a
   * failed issue rolls back its number with it.
   */
  async issue(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<InvoiceView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const draft = await this.findWritable(staff, id);
    await this.issueDraft(draft, staff.id, origin, now);
    return this.get(staff, draft.id, now);
  }

  /**
   * A draft a billing plan made, priced at today's rate (billing-plans.service.ts), in the plan's
   * transaction. Nobody on staff started it: createdById stays null, and the plan audits it.
   */
  async draftForPlan(
    manager: EntityManager,
    values: { clientId: string; engagementId: string; lines: TypedLine[]; notes: string | null },
    now: Date,
  ): Promise<Invoice> {
    const rate = await this.draftRate(now);
    const amounts = priced(values.lines, rate);
    if (tooLarge(amounts)) throw invalidInput([TOO_LARGE]);
    return manager.save(
      manager.create(Invoice, {
        kind: 'invoice',
        status: 'draft',
        clientId: values.clientId,
        engagementId: values.engagementId,
        creditsInvoiceId: null,
        vatBasisPoints: rate,
        ...amounts,
        notes: values.notes,
        reason: null,
        createdById: null,
      }),
    );
  }

  /** Issues a plan's draft in the name of the plan's issuer, as if they had pressed Issue. */
  async issueForPlan(invoiceId: string, issuerId: string, origin: RequestOrigin, now: Date): Promise<Invoice> {
    return this.issueDraft(await this.invoices.findOneByOrFail({ id: invoiceId }), issuerId, origin, now);
  }

  /** Numbers, prices, files and announces a draft, in one transaction; audited in `issuerId`'s name. */
  private async issueDraft(draft: Invoice, issuerId: string, origin: RequestOrigin, now: Date): Promise<Invoice> {
    if (draft.status !== 'draft') throw alreadyIssued(draft);
    const settings = await this.billingSettings.current();
    const today = todayInSouthAfrica(now);
    await this.ensureSequence(draft.kind);
    let issued: Invoice;
    let stored: StoredFile | null = null;
    try {
      issued = await this.dataSource.transaction(async (manager) => {
        // The sequence first: on MySQL its row lock queues issues of the same kind, and every read
        // below then sees what the one before committed (its credit notes, its number).
        const serial = await this.nextSerial(manager, draft.kind);
        const claimed = await manager.update(Invoice, { id: draft.id, status: 'draft' }, { status: 'issued' });
        if (!claimed.affected) throw alreadyIssued(draft);
        const current = await manager.findOneByOrFail(Invoice, { id: draft.id });
        const rate = current.kind === 'invoice' ? await this.rateOnDay(manager, today, settings.vatVendor) : (current.vatBasisPoints ?? 0);
        const amounts = priced(current.lines, rate);
        const recipient = await recipientOf(manager, current.clientId);
        await this.assertIssuable(manager, current, amounts.totalCents, recipient, rate);
        const prefix = current.kind === 'invoice' ? settings.invoicePrefix : settings.creditNotePrefix;
        Object.assign(current, {
          ...amounts,
          vatBasisPoints: rate,
          serial,
          number: documentNumber(prefix, settings.numberDigits, serial),
          issuedOn: today,
          dueOn: current.kind === 'invoice' ? addDays(today, settings.paymentTermsDays) : null,
          supplier: supplierOf(settings),
          recipient,
          issuedById: issuerId,
          issuedAt: now,
        });
        const saved = await manager.save(current);
        // The original, filed among the client's documents in the same transaction: an invoice
        // is never issued without it, and a failed issue leaves no file behind (removed below).
        const credits = saved.creditsInvoiceId ? await manager.findOneByOrFail(Invoice, { id: saved.creditsInvoiceId }) : null;
        if (credits) await touchInvoice(manager, credits.id, now);
        const pdf = await this.files.render(invoiceDocumentOf(saved, credits, false));
        stored = await this.files.storage.save(Readable.from([pdf]), { extension: 'pdf' });
        const document = await this.files.documents.fileGenerated(manager, {
          ownerId: saved.clientId,
          key: stored.key,
          size: stored.size,
          originalName: `${saved.number}.pdf`,
          mimeType: 'application/pdf',
          category: 'correspondence',
          description: `${documentTitleOf(saved)} ${saved.number} issued on ${formatLetterDate(now)}`,
          uploadedBy: issuerId,
          approvedBy: issuerId,
          approvedAt: now,
        });
        await manager.update(Invoice, { id: saved.id }, { documentId: document.id });
        await this.files.webhooks.announce(manager, {
          type: 'invoice.issued',
          data: {
            invoiceId: saved.id,
            kind: saved.kind,
            number: saved.number!,
            clientId: saved.clientId,
            engagementId: saved.engagementId,
            creditsInvoiceId: saved.creditsInvoiceId,
            documentId: document.id,
            totalCents: saved.totalCents,
            vatCents: saved.vatCents,
            issuedOn: today,
            dueOn: saved.dueOn,
            issuedById: issuerId,
            issuedAt: now.toISOString(),
          },
        });
        return Object.assign(saved, { documentId: document.id });
      });
    } catch (error) {
      const file = stored as StoredFile | null;
      if (file) {
        await this.files.storage.remove(file.key).catch((removeError: unknown) => {
          logger.error({ err: removeError, key: file.key }, 'Could not remove the PDF of an invoice that was not issued');
        });
      }
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', 'That number is taken: check the numbering in the billing settings, then issue again');
      }
      if (isAppError(error)) throw error;
      logger.error({ err: error, invoiceId: draft.id }, 'An invoice could not be issued');
      throw new AppError('SERVICE_UNAVAILABLE', NOT_ISSUED);
    }
    await this.record(issuerId, `${issued.kind}.issue`, issued, origin, {
      number: issued.number,
      totalCents: issued.totalCents,
      ...(issued.creditsInvoiceId ? { creditsInvoiceId: issued.creditsInvoiceId } : {}),
    });
    return issued;
  }

  /**
   * A client's statement of account: their own, or, for staff, a client they bill (`clientId`).
   */
  async statement(viewer: Viewer | null, clientId: unknown): Promise<Statement> {
    const user = assertAllowed(viewer);
    if (clientId != null && typeof clientId !== 'string') throw invalidInput([{ path: 'clientId', message: 'Client must be an id' }]);
    const asked = clientId ? clientId.slice(0, 37) : user.id;
    const staff = hasAnyRole(user, [...staffRoles]);
    if (asked !== user.id && !(staff && (await billsClient(this.dataSource.manager, user, asked)))) {
      throw invalidInput([{ path: 'clientId', message: 'Choose a client you bill' }]);
    }
    const [issued, payments] = await Promise.all([
      this.invoices.findBy({ clientId: asked, status: 'issued' }),
      this.dataSource.getRepository(Payment).findBy({ clientId: asked }),
    ]);
    return statementOf(asked, issued, payments);
  }

  /**
   * A copy of an issued document's PDF, for whoever sees it: the original was filed among the
   * client's documents when it was issued, so every print from here says "Copy" (section 20(3)).
   */
  async copyPdf(viewer: Viewer | null, id: string): Promise<{ fileName: string; pdf: Buffer }> {
    const user = assertAllowed(viewer);
    const invoice = await this.findVisible(user, id);
    if (invoice.status !== 'issued') throw new AppError('CONFLICT', 'A draft has no PDF yet: it is made when the draft is issued');
    const credits = invoice.creditsInvoiceId ? await this.invoices.findOneBy({ id: invoice.creditsInvoiceId }) : null;
    const pdf = await this.files.render(invoiceDocumentOf(invoice, credits, true));
    return { fileName: `${invoice.number} (copy).pdf`, pdf };
  }

  /** What would stop an issue, checked inside its transaction against what is stored now. */
  private async assertIssuable(
    manager: EntityManager,
    invoice: Invoice,
    totalCents: number,
    recipient: Awaited<ReturnType<typeof recipientOf>>,
    rate: number,
  ): Promise<void> {
    if (totalCents > MAX_INVOICE_AMOUNT_CENTS) throw invalidInput([TOO_LARGE]);
    if (invoice.kind === 'invoice' && rate > 0 && taxInvoiceKind(totalCents) === 'full' && !recipient?.addressLines.length) {
      const message = 'A full tax invoice (above R 5 000) shows the client’s address: add it to their profile or company first';
      throw invalidInput([{ path: 'clientId', message }], message);
    }
    if (invoice.kind === 'credit_note' && invoice.creditsInvoiceId) {
      const credited = await manager.findOneByOrFail(Invoice, { id: invoice.creditsInvoiceId });
      const [{ taken }]: { taken: string | number }[] = await manager.query(
        `SELECT COALESCE(SUM(totalCents), 0) AS taken FROM invoices WHERE creditsInvoiceId = ? AND status = 'issued' AND id <> ?`,
        [credited.id, invoice.id],
      );
      const left = credited.totalCents - Number(taken);
      if (totalCents > left) {
        throw invalidInput([{ path: 'lines', message: `Credit at most ${formatCents(left)}: what is left of ${credited.number}` }]);
      }
    }
  }

  /** The rate a draft invoice's amounts are shown at: today's, or none when the firm is no VAT vendor. */
  private async draftRate(now: Date): Promise<number> {
    const settings = await this.billingSettings.current();
    return this.rateOnDay(this.dataSource.manager, todayInSouthAfrica(now), settings.vatVendor);
  }

  private async rateOnDay(manager: EntityManager, day: string, vatVendor: boolean): Promise<number> {
    if (!vatVendor) return 0;
    const rate = rateOn(await manager.getRepository(VatRate).find(), day);
    if (!rate) throw new AppError('CONFLICT', `No VAT rate applies on ${day}: add one in the billing settings`);
    return rate.basisPoints;
  }

  /** The row of a kind's sequence, made once (two first issues at once make it once). */
  private async ensureSequence(kind: InvoiceKind): Promise<void> {
    const sequences = this.dataSource.getRepository(DocumentSequence);
    if (await sequences.existsBy({ kind })) return;
    try {
      await sequences.insert({ kind, lastSerial: 0 });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** Moves the kind's sequence on by one and reads it back; the row stays locked until the transaction ends. */
  private async nextSerial(manager: EntityManager, kind: InvoiceKind): Promise<number> {
    await manager
      .createQueryBuilder()
      .update(DocumentSequence)
      .set({ lastSerial: () => 'lastSerial + 1' })
      .where('kind = :kind', { kind })
      .execute();
    return (await manager.findOneByOrFail(DocumentSequence, { kind })).lastSerial;
  }

  private async engagementProblem(clientId: string, engagementId: string): Promise<FieldError[]> {
    const engagement = await this.dataSource.getRepository(Engagement).findOneBy({ id: engagementId });
    return engagement?.clientId === clientId ? [] : [{ path: 'engagementId', message: 'Choose one of the client’s engagements' }];
  }

  private async findVisible(viewer: Viewer, id: string): Promise<Invoice> {
    if (String(id).length > 36) throw notFound();
    const found = await whereInvoiceVisible(this.invoices.createQueryBuilder('invoice'), 'invoice', viewer)
      .andWhere('invoice.id = :id', { id: String(id) })
      .getOne();
    if (!found) throw notFound();
    return found;
  }

  /** An invoice of a client the staff member bills; any other answers "not found". */
  private async findWritable(staff: Viewer, id: string): Promise<Invoice> {
    const invoice = await this.findVisible(staff, id);
    if (!billsEveryClient(staff) && !(await billsClient(this.dataSource.manager, staff, invoice.clientId))) throw notFound();
    return invoice;
  }

  private whereStanding(query: SelectQueryBuilder<Invoice>, status: string, today: string) {
    const issuedInvoice = `invoice.kind = 'invoice' AND invoice.status = 'issued' AND invoice.totalCents > ${creditedSql('invoice')}`;
    const owed = owedSql('invoice');
    const paid = paidSql('invoice');
    const conditions: Record<string, string> = {
      draft: "invoice.status = 'draft'",
      issued: `invoice.status = 'issued' AND (invoice.kind = 'credit_note' OR (${issuedInvoice} AND ${owed} AND invoice.dueOn >= :today AND ${paid} = 0))`,
      part_paid: `${issuedInvoice} AND ${owed} AND invoice.dueOn >= :today AND ${paid} > 0`,
      paid: `${issuedInvoice} AND NOT (${owed})`,
      overdue: `${issuedInvoice} AND ${owed} AND invoice.dueOn < :today`,
      credited: `invoice.kind = 'invoice' AND invoice.status = 'issued' AND invoice.totalCents <= ${creditedSql('invoice')}`,
    };
    if (conditions[status]) query.andWhere(conditions[status], { today });
  }

  private async record(actorId: string, action: string, invoice: Invoice, origin: RequestOrigin, details: Record<string, unknown>) {
    await this.audit.record({ actorId, action, resourceType: invoice.kind, resourceId: invoice.id, details, ...origin });
  }
}
