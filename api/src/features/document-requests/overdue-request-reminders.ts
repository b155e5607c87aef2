import { IsNull, LessThan, type DataSource } from 'typeorm';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import type { NotificationsService } from '../notifications';
import { DocumentRequest } from './document-request.entity';
import { overdueRequestNotice } from './document-request-notices';

/**
 * Once a request is left open past its due day, its client is reminded once: a notification,
 * and an e-mail unless they switched document e-mails off. `overdueReminderSentAt` is claimed
 * with a conditional update before anything is sent, so two server processes running this at
 * once never remind twice (the same pattern as the appointment reminders).
 */
export class OverdueRequestReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  /** Sends every reminder due at `now`; answers how many requests were reminded. */
  async sendDue(now = new Date()): Promise<number> {
    const repository = this.dataSource.getRepository(DocumentRequest);
    const due = await repository.find({
      where: { status: 'open', overdueReminderSentAt: IsNull(), dueDate: LessThan(todayInSouthAfrica(now)) },
      order: { dueDate: 'ASC' },
    });
    let sent = 0;
    for (const request of due) {
      const claimed = await repository.update({ id: request.id, overdueReminderSentAt: IsNull() }, { overdueReminderSentAt: now });
      if (!claimed.affected) continue;
      await this.notifications.notify({ userId: request.clientId, ...overdueRequestNotice(request) });
      sent += 1;
    }
    return sent;
  }
}
