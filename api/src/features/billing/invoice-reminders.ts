import type { DataSource } from 'typeorm';
import { User } from '../../accounts/user.entity';
import type { NotificationsService } from '../notifications';
import type { WebhookAnnouncer } from '../webhooks';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { invoiceViews, owedSql } from './invoice-standing';
import { Invoice } from './invoice.entity';
import { invoiceOverdueNotice } from './invoice-notices';

/**
 * The rounds of an unpaid invoice past its due date, in days past due, the latest first: the day
 * after, the webhook `invoice.overdue` only; 7, 14 and 30 days after, a reminder to the client (a
 * notification, and an e-mail unless they switched e-mails off).
 */
const ROUNDS = [30, 14, 7, 1] as const;
const ANNOUNCED_ONLY = 1;

/**
 * Overdue invoices (docs/billing.md#overdue-reminders): each round is claimed with a conditional
 * update of the invoice's `overdueRound` before anything is sent, so two instances running this
 * at once never send one twice; an invoice found late (35 days past due) gets the latest round
 * only, never all of them at once.
 */
export class InvoiceReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly webhooks: WebhookAnnouncer,
    private readonly publicUrl: string,
  ) {}

  /** Sends every round due at `now`; answers how many invoices had one. */
  async sendDue(now = new Date()): Promise<number> {
    const repository = this.dataSource.getRepository(Invoice);
    const today = todayInSouthAfrica(now);
    let sent = 0;
    for (const round of ROUNDS) {
      const due = await repository
        .createQueryBuilder('invoice')
        .where("invoice.kind = 'invoice' AND invoice.status = 'issued'")
        .andWhere('invoice.dueOn <= :dueBy', { dueBy: addDays(today, -round) })
        .andWhere('(invoice.overdueRound IS NULL OR invoice.overdueRound < :round)', { round })
        .andWhere(owedSql('invoice'))
        .orderBy('invoice.dueOn', 'ASC')
        .addOrderBy('invoice.id', 'ASC')
        .getMany();
      for (const invoice of due) {
        const claimed = await this.dataSource.transaction(async (manager) => {
          const claim = await manager
            .createQueryBuilder()
            .update(Invoice)
            .set({ overdueRound: round })
            .where('id = :id AND (overdueRound IS NULL OR overdueRound < :round)', { id: invoice.id, round })
            .execute();
          if (!claim.affected) return false;
          if (invoice.overdueRound === null) {
            // The first round to find it overdue, whichever: integrators hear of it once.
            await this.webhooks.announce(manager, {
              type: 'invoice.overdue',
              data: {
                invoiceId: invoice.id,
                number: invoice.number!,
                clientId: invoice.clientId,
                engagementId: invoice.engagementId,
                totalCents: invoice.totalCents,
                dueOn: invoice.dueOn!,
                overdueSince: addDays(invoice.dueOn!, 1),
              },
            });
          }
          return true;
        });
        if (!claimed || round === ANNOUNCED_ONLY) continue;
        const client = await this.dataSource.getRepository(User).findOneBy({ id: invoice.clientId });
        if (!client) continue;
        const [view] = await invoiceViews(this.dataSource, [invoice], now);
        await this.notifications.notify({ userId: client.id, ...invoiceOverdueNotice(view, client, round, this.publicUrl) });
        sent += 1;
      }
    }
    return sent;
  }
}
