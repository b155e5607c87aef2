import { In, IsNull, type DataSource } from 'typeorm';
import { outstandingLetterStatuses } from '../../../../validation/engagement-letter-values';
import { User } from '../../accounts/user.entity';
import type { NotificationsService } from '../notifications';
import { EngagementLetter } from './engagement-letter.entity';
import { letterReminderNotice } from './engagement-letter-notices';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two reminders of an unsigned letter: 3 days and 7 days after it was sent, each claimed by its own column. */
const ROUNDS = [
  { claim: 'secondReminderSentAt', fromDays: 7, untilDays: null },
  { claim: 'firstReminderSentAt', fromDays: 3, untilDays: 7 },
] as const;

/**
 * A letter still waiting for the client (sent or viewed) is reminded 3 days after it was sent and
 * again 7 days after: a notification, and an e-mail unless the client switched e-mails off. Each
 * reminder is claimed with a conditional update of its own column before anything is sent, so two
 * server processes running this at once never remind twice (as overdue-request-reminders.ts does).
 * A letter already 7 days old when first found gets the second reminder only, never both at once.
 */
export class LetterReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly publicUrl: string,
  ) {}

  /** Sends every reminder due at `now`; answers how many were sent. */
  async sendDue(now = new Date()): Promise<number> {
    const repository = this.dataSource.getRepository(EngagementLetter);
    let sent = 0;
    for (const round of ROUNDS) {
      const query = repository
        .createQueryBuilder('letter')
        .where('letter.status IN (:...waiting)', { waiting: outstandingLetterStatuses })
        .andWhere(`letter.${round.claim} IS NULL`)
        .andWhere('letter.sentAt <= :from', { from: new Date(now.getTime() - round.fromDays * DAY_MS) });
      if (round.untilDays !== null) query.andWhere('letter.sentAt > :until', { until: new Date(now.getTime() - round.untilDays * DAY_MS) });
      const due = await query.orderBy('letter.sentAt', 'ASC').getMany();
      for (const letter of due) {
        const claimed = await repository.update(
          { id: letter.id, status: In([...outstandingLetterStatuses]), [round.claim]: IsNull() },
          { [round.claim]: now },
        );
        if (!claimed.affected) continue;
        const client = await this.dataSource.getRepository(User).findOneBy({ id: letter.clientId });
        if (!client) continue;
        await this.notifications.notify({ userId: client.id, ...letterReminderNotice(letter, client, this.publicUrl) });
        sent += 1;
      }
    }
    return sent;
  }
}
