import { In, IsNull, LessThan, type DataSource } from 'typeorm';
import { outstandingOrganizerStatuses } from '../../../../validation/organizer-values';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { User } from '../../accounts/user.entity';
import type { NotificationsService } from '../notifications';
import { Organizer } from './organizer.entity';
import { organizerOverdueNotice } from './organizer-notices';

/**
 * Once an organizer is left unsubmitted past its due day, its client is reminded once: a
 * notification, and an e-mail unless they switched engagement e-mails off. `overdueReminderSentAt`
 * is claimed with a conditional update before anything is sent, so two server processes running
 * this at once never remind twice (as overdue-request-reminders.ts does). Reopening an organizer
 * clears the claim, so a reopened organizer left past its due day is reminded once more.
 */
export class OrganizerReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly publicUrl: string,
  ) {}

  /** Sends every reminder due at `now`; answers how many organizers were reminded. */
  async sendDue(now = new Date()): Promise<number> {
    const repository = this.dataSource.getRepository(Organizer);
    const waiting = In([...outstandingOrganizerStatuses]);
    const due = await repository.find({
      where: { status: waiting, overdueReminderSentAt: IsNull(), dueDate: LessThan(todayInSouthAfrica(now)) },
      order: { dueDate: 'ASC' },
    });
    let sent = 0;
    for (const organizer of due) {
      const claimed = await repository.update(
        { id: organizer.id, status: waiting, overdueReminderSentAt: IsNull() },
        { overdueReminderSentAt: now },
      );
      if (!claimed.affected) continue;
      const client = await this.dataSource.getRepository(User).findOneBy({ id: organizer.clientId });
      if (!client) continue;
      await this.notifications.notify({ userId: client.id, ...organizerOverdueNotice(organizer, client, this.publicUrl) });
      sent += 1;
    }
    return sent;
  }
}
