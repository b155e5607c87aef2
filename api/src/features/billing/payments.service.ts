import type { DataSource, EntityManager } from 'typeorm';
import { staffRoles } from '../../accounts/roles';
import { User } from '../../accounts/user.entity';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, invalidInput, notFound } from '../../shared/errors';
import { toConnection, type Connection, type PageWindow, pageWindow } from '../../shared/pagination';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, pageOf, pageViews, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import type { WebhookAnnouncer } from '../webhooks';
import { paymentFilterSchema, recordPaymentSchema, startPaymentSchema } from '../../../../validation/billing/payment-input';
import { formatCents } from '../../../../validation/billing/money';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { addToEngagementPaid } from './engagement-paid';
import { billsClient, billsEveryClient, whereInvoiceVisible } from './invoice-access';
import { creditedSql, invoiceViews, paidSql, touchInvoice } from './invoice-standing';
import { visiblePayments } from './payment-queries';
import { Invoice } from './invoice.entity';
import { PaymentCheckout } from './payment-checkout.entity';
import type { PaymentProviders, PaymentRedirect, ProviderPayment } from './payment-providers';
import { Payment } from './payment.entity';

/** A payment as the APIs show it. */
export type PaymentView = Omit<Payment, 'client' | 'invoice' | 'recordedBy'>;

export const viewOf = ({ client: _client, invoice: _invoice, recordedBy: _by, ...kept }: Payment): PaymentView => kept;

/** What a provider's notification came to: recorded now, recorded before (a repeat), or refused. */
export type NotificationOutcome =
  | { outcome: 'recorded' | 'repeat'; payment: PaymentView }
  | { outcome: 'refused'; message: string }
  | { outcome: 'ignored'; message: string }
  /** The provider could not be asked to confirm it: it sends it again later. */
  | { outcome: 'unavailable'; message: string };

/**
 * Payments against invoices (docs/billing.md#payments): money a provider says came in, recorded
 * once however often it says so, and EFT or cash staff record by hand. A payment is never changed;
 * beyond what an invoice asks it is the client's credit, on their statement. GraphQL and REST both
 * call this.
 */
export class PaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly providers: PaymentProviders,
    private readonly webhooks: WebhookAnnouncer,
  ) {}

  private get payments() {
    return this.dataSource.getRepository(Payment);
  }

  /** The providers a client may pay through now. */
  availableProviders() {
    return this.providers.available();
  }

  /** A page of the payments the viewer sees (those of the invoices they see), newest first. */
  async list(viewer: Viewer | null, filters: unknown, window: PageWindow = pageWindow()): Promise<Connection<PaymentView>> {
    const [rows, total] = await this.matching(assertAllowed(viewer), filters)
      .orderBy('payment.receivedOn', 'DESC')
      .addOrderBy('payment.createdAt', 'DESC')
      .addOrderBy('payment.id', 'ASC')
      .offset(window.offset)
      .limit(window.limit)
      .getManyAndCount();
    return toConnection(rows.map(viewOf), total, window);
  }

  /**
   * The list as `paging` asks (features/changes): a page as `list` answers it, or the payments
   * recorded since a time (a payment never changes, and none is deleted).
   */
  async page(viewer: Viewer | null, filters: unknown, paging: ListPaging): Promise<ListPage<PaymentView>> {
    if (paging.kind !== 'changes') return pageOf(await this.list(viewer, filters, paging.kind === 'page' ? paging.window : pageWindow()));
    const user = assertAllowed(viewer);
    const changes = await listPage(this.matching(user, filters), paging, {
      ordered: (query) => query,
      recordType: 'payment',
      audience: deletionAudienceOf(user),
    });
    return pageViews(changes, (rows) => rows.map(viewOf));
  }

  /** The payments the viewer sees that the filters keep, unordered. */
  private matching(user: Viewer, filters: unknown) {
    const values = parseInput(paymentFilterSchema, filters ?? {});
    const query = visiblePayments(this.dataSource, user);
    if (values.clientId) query.andWhere('payment.clientId = :clientId', { clientId: values.clientId });
    if (values.invoiceId) query.andWhere('payment.invoiceId = :invoiceId', { invoiceId: values.invoiceId });
    return query;
  }

  async get(viewer: Viewer | null, id: string): Promise<PaymentView> {
    const user = assertAllowed(viewer);
    if (String(id).length > 36) throw notFound();
    const found = await visiblePayments(this.dataSource, user)
      .andWhere('payment.id = :id', { id: String(id) })
      .getOne();
    if (!found) throw notFound();
    return viewOf(found);
  }

  /** Staff record money that came in by EFT or in cash against an issued invoice of a client they bill. */
  async record(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<PaymentView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(recordPaymentSchema, input ?? {});
    const invoice = await this.payableInvoice(staff, values.invoiceId, 'invoiceId');
    if (values.receivedOn > todayInSouthAfrica(now)) {
      throw invalidInput([{ path: 'receivedOn', message: 'Received on cannot be a day still to come' }]);
    }
    const payment = await this.dataSource.transaction((manager) =>
      this.recordReceived(manager, staff, invoice, { ...values, amountCents: values.amount, bankLineId: null }),
    );
    await this.auditRecorded(staff, payment, invoice, origin);
    return viewOf(payment);
  }

  /**
   * Money staff say came in, in the caller's transaction: a payment by hand (above), or a bank
   * statement's line matched to the invoice (bank-statements), whose id is kept as the payment's
   * provider id so that one line can never make two payments (UQ_payments_provider).
   */
  async recordReceived(
    manager: EntityManager,
    staff: Viewer,
    invoice: Invoice,
    received: Pick<Payment, 'method' | 'amountCents' | 'receivedOn' | 'reference' | 'note'> & { bankLineId: string | null },
  ): Promise<Payment> {
    const saved = await manager.save(
      manager.create(Payment, {
        clientId: invoice.clientId,
        invoiceId: invoice.id,
        method: received.method,
        amountCents: received.amountCents,
        feeCents: null,
        receivedOn: received.receivedOn,
        providerPaymentId: received.bankLineId === null ? null : `bank:${received.bankLineId}`,
        reference: received.reference,
        note: received.note,
        recordedById: staff.id,
      }),
    );
    await this.afterPayment(manager, saved, invoice);
    return saved;
  }

  /** The audit entry of a payment staff recorded, written once its transaction is kept. */
  async auditRecorded(staff: Viewer, payment: Payment, invoice: Invoice, origin: RequestOrigin): Promise<void> {
    await this.audit.record({
      actorId: staff.id,
      action: 'payment.record',
      resourceType: 'payment',
      resourceId: payment.id,
      details: { invoice: invoice.number, method: payment.method, amountCents: payment.amountCents },
      ...origin,
    });
  }

  /**
   * A client (or staff for them) starts paying what is owed on an invoice through a provider: the
   * amount is fixed now, and the provider's notification must match it.
   */
  async startCheckout(viewer: Viewer | null, input: unknown, now = new Date()): Promise<PaymentRedirect> {
    const user = assertAllowed(viewer);
    const values = parseInput(startPaymentSchema, input ?? {});
    if (!this.providers.available().includes(values.provider)) {
      throw invalidInput([{ path: 'provider', message: `The firm takes no payments through ${values.provider}` }]);
    }
    const invoice = await this.payableInvoice(user, values.invoiceId, 'invoiceId');
    const [standing] = await invoiceViews(this.dataSource, [invoice], now);
    if (standing.outstandingCents <= 0) throw invalidInput([{ path: 'invoiceId', message: `Nothing is owed on ${invoice.number}` }]);
    const smallest = this.providers.smallestPayment(values.provider);
    if (standing.outstandingCents < smallest) {
      throw invalidInput([
        { path: 'provider', message: `Yoco takes at least ${formatCents(smallest)}: pay ${formatCents(standing.outstandingCents)} by EFT` },
      ]);
    }
    const client = await this.dataSource.getRepository(User).findOneByOrFail({ id: invoice.clientId });
    const checkout = await this.dataSource.getRepository(PaymentCheckout).save(
      this.dataSource.getRepository(PaymentCheckout).create({
        invoiceId: invoice.id,
        clientId: invoice.clientId,
        provider: values.provider,
        amountCents: standing.outstandingCents,
        status: 'pending',
        providerCheckoutId: null,
        startedById: user.id,
        paymentId: null,
      }),
    );
    let started: Awaited<ReturnType<PaymentProviders['redirectFor']>>;
    try {
      started = await this.providers.redirectFor(values.provider, {
        checkoutId: checkout.id,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number!,
        amountCents: checkout.amountCents,
        buyer: { firstName: client.firstName, lastName: client.lastName, email: client.email },
      });
    } catch {
      await this.dataSource.getRepository(PaymentCheckout).update({ id: checkout.id }, { status: 'cancelled' });
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `${values.provider === 'yoco' ? 'Yoco' : 'PayFast'} could not be reached. Please try again in a few minutes.`,
      );
    }
    if (started.providerCheckoutId) {
      await this.dataSource.getRepository(PaymentCheckout).update({ id: checkout.id }, { providerCheckoutId: started.providerCheckoutId });
    }
    return started.redirect;
  }

  /** A PayFast ITN as it came (docs/billing.md#paying-online). */
  async receivePayfast(raw: Buffer, origin: RequestOrigin, now = new Date()): Promise<NotificationOutcome> {
    return this.settle(this.providers.readPayfastNotification(raw), origin, now);
  }

  /** A Yoco webhook as it came. */
  async receiveYoco(
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
    origin: RequestOrigin,
    now = new Date(),
  ): Promise<NotificationOutcome> {
    return this.settle(this.providers.readYocoNotification(raw, headers), origin, now);
  }

  /** A checked notification against its checkout: the amount must be the one asked; a repeat finds the payment it made. */
  private async settle(read: ReturnType<PaymentProviders['readPayfastNotification']>, origin: RequestOrigin, now: Date) {
    if ('refused' in read) return { outcome: 'refused', message: read.message } as const;
    if ('ignored' in read) return { outcome: 'ignored', message: read.ignored } as const;
    const checkouts = this.dataSource.getRepository(PaymentCheckout);
    const checkout =
      'id' in read.checkout
        ? await checkouts.findOneBy({ id: read.checkout.id.slice(0, 36), provider: read.provider })
        : await checkouts.findOneBy({ providerCheckoutId: read.checkout.providerCheckoutId.slice(0, 100), provider: read.provider });
    if (!checkout) return { outcome: 'refused', message: 'No checkout of the portal has this id' } as const;
    if (read.amountCents !== checkout.amountCents) {
      return {
        outcome: 'refused',
        message: `The amount paid (${formatCents(read.amountCents)}) is not the ${formatCents(checkout.amountCents)} asked`,
      } as const;
    }
    const earlier = await this.payments.findOneBy({ method: read.provider, providerPaymentId: read.providerPaymentId });
    if (earlier) return { outcome: 'repeat', payment: viewOf(earlier) } as const;
    if (read.confirm) {
      const confirmed = await read.confirm().catch(() => null);
      if (confirmed === null)
        return { outcome: 'unavailable', message: `${read.provider} could not be asked to confirm the notification` } as const;
      if (!confirmed) return { outcome: 'refused', message: 'PayFast did not confirm the notification' } as const;
    }
    try {
      const payment = await this.recordProviderPayment(read, checkout, now);
      await this.audit.record({
        actorId: null,
        action: 'payment.receive',
        resourceType: 'payment',
        resourceId: payment.id,
        details: { method: payment.method, amountCents: payment.amountCents, providerPaymentId: payment.providerPaymentId },
        ...origin,
      });
      return { outcome: 'recorded', payment: viewOf(payment) } as const;
    } catch (error) {
      // The same notification twice at once: the other one recorded it.
      if (!isUniqueViolation(error)) throw error;
      const recorded = await this.payments.findOneByOrFail({ method: read.provider, providerPaymentId: read.providerPaymentId });
      return { outcome: 'repeat', payment: viewOf(recorded) } as const;
    }
  }

  private recordProviderPayment(read: ProviderPayment, checkout: PaymentCheckout, now: Date): Promise<Payment> {
    return this.dataSource.transaction(async (manager) => {
      const invoice = await manager.findOneByOrFail(Invoice, { id: checkout.invoiceId });
      const saved = await manager.save(
        manager.create(Payment, {
          clientId: checkout.clientId,
          invoiceId: checkout.invoiceId,
          method: read.provider,
          amountCents: read.amountCents,
          feeCents: read.feeCents,
          receivedOn: todayInSouthAfrica(now),
          providerPaymentId: read.providerPaymentId,
          reference: read.providerPaymentId,
          note: null,
          recordedById: null,
        }),
      );
      await manager.update(PaymentCheckout, { id: checkout.id }, { status: 'paid', paymentId: saved.id });
      await this.afterPayment(manager, saved, invoice);
      return saved;
    });
  }

  /**
   * In the transaction that recorded it: the engagement's paid amount grows by the payment, the
   * invoice counts as changed (touchInvoice), and payment.received goes out with what is left owing after it.
   */
  private async afterPayment(manager: EntityManager, payment: Payment, invoice: Invoice) {
    await addToEngagementPaid(manager, invoice.engagementId, payment.amountCents);
    await touchInvoice(manager, invoice.id);
    await this.webhooks.announce(manager, {
      type: 'payment.received',
      data: {
        paymentId: payment.id,
        invoiceId: invoice.id,
        number: invoice.number!,
        clientId: invoice.clientId,
        engagementId: invoice.engagementId,
        method: payment.method,
        amountCents: payment.amountCents,
        receivedOn: payment.receivedOn,
        outstandingCents: await this.owedAfter(manager, invoice.id),
        recordedById: payment.recordedById,
      },
    });
  }

  /** What is owed on the invoice now, read inside the transaction, which holds the payment just stored. */
  private async owedAfter(manager: EntityManager, invoiceId: string): Promise<number> {
    const [{ owed }]: { owed: string | number }[] = await manager.query(
      `SELECT invoice.totalCents - ${creditedSql('invoice')} - ${paidSql('invoice')} AS owed FROM invoices invoice WHERE invoice.id = ?`,
      [invoiceId],
    );
    return Math.max(0, Number(owed));
  }

  /**
   * An issued invoice the viewer may pay or record a payment or refund on: the client their own,
   * staff the clients they bill; otherwise a refusal naming `path`.
   */
  async payableInvoice(viewer: Viewer, id: string, path: string): Promise<Invoice> {
    const refused = invalidInput([{ path, message: 'Choose an issued invoice' }]);
    if (String(id).length > 36) throw refused;
    const invoice = await whereInvoiceVisible(this.dataSource.getRepository(Invoice).createQueryBuilder('invoice'), 'invoice', viewer)
      .andWhere('invoice.id = :id', { id })
      .getOne();
    if (!invoice || invoice.kind !== 'invoice' || invoice.status !== 'issued') throw refused;
    const own = invoice.clientId === viewer.id;
    if (!own && !billsEveryClient(viewer) && !(await billsClient(this.dataSource.manager, viewer, invoice.clientId))) throw refused;
    return invoice;
  }
}
