import type { DataSource, EntityManager } from 'typeorm';
import { staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { invalidInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import type { WebhookAnnouncer } from '../webhooks';
import { recordRefundSchema } from '../../../../validation/billing/payment-input';
import { formatCents } from '../../../../validation/billing/money';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { addToEngagementPaid } from './engagement-paid';
import { creditedSql, paidSql, touchInvoice } from './invoice-standing';
import { Invoice } from './invoice.entity';
import { Payment } from './payment.entity';
import { viewOf, type PaymentView, type PaymentsService } from './payments.service';

/**
 * Money paid back to a client (docs/billing.md#refunds): only what they paid on an invoice beyond
 * what it asks once its credit notes are taken off. A credit note first lowers what the invoice
 * asks; the refund then pays the credit back. Kept as a payment of a negative amount, so every sum
 * of payments (the invoice's paid amount, the statement, the engagement's paid amount) nets it.
 */
export class RefundsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookAnnouncer,
    private readonly payments: PaymentsService,
  ) {}

  async record(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<PaymentView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(recordRefundSchema, input ?? {});
    const invoice = await this.payments.payableInvoice(staff, values.invoiceId, 'invoiceId');
    if (values.refundedOn > todayInSouthAfrica(now)) {
      throw invalidInput([{ path: 'refundedOn', message: 'Refunded on cannot be a day still to come' }]);
    }
    const refund = await this.dataSource.transaction(async (manager) => {
      const refundable = await this.refundableNow(manager, invoice.id);
      if (values.amount > refundable) {
        const message =
          refundable === 0
            ? `Nothing was paid beyond what ${invoice.number} asks: issue a credit note first`
            : `At most ${formatCents(refundable)} was paid beyond what ${invoice.number} asks`;
        throw invalidInput([{ path: 'amount', message }]);
      }
      const saved = await manager.save(
        manager.create(Payment, {
          clientId: invoice.clientId,
          invoiceId: invoice.id,
          method: values.method,
          amountCents: -values.amount,
          feeCents: null,
          receivedOn: values.refundedOn,
          providerPaymentId: null,
          reference: values.reference,
          note: values.note,
          recordedById: staff.id,
        }),
      );
      await addToEngagementPaid(manager, invoice.engagementId, saved.amountCents);
      await touchInvoice(manager, invoice.id);
      await this.webhooks.announce(manager, {
        type: 'payment.refunded',
        data: {
          paymentId: saved.id,
          invoiceId: invoice.id,
          number: invoice.number!,
          clientId: invoice.clientId,
          engagementId: invoice.engagementId,
          method: saved.method,
          amountCents: values.amount,
          refundedOn: saved.receivedOn,
          recordedById: staff.id,
        },
      });
      return saved;
    });
    await this.audit.record({
      actorId: staff.id,
      action: 'payment.refund',
      resourceType: 'payment',
      resourceId: refund.id,
      details: { invoice: invoice.number, method: refund.method, amountCents: values.amount },
      ...origin,
    });
    return viewOf(refund);
  }

  /**
   * What may still be refunded on the invoice, read in the refund's transaction with the invoice's
   * row locked on MySQL (SQLite writes one at a time), so two refunds at once cannot both take it.
   */
  private async refundableNow(manager: EntityManager, invoiceId: string): Promise<number> {
    const query = manager
      .getRepository(Invoice)
      .createQueryBuilder('invoice')
      .select(`${paidSql('invoice')} - (invoice.totalCents - ${creditedSql('invoice')})`, 'beyond')
      .where('invoice.id = :invoiceId', { invoiceId });
    if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    const row = await query.getRawOne<{ beyond: string | number }>();
    return Math.max(0, Number(row?.beyond ?? 0));
  }
}
