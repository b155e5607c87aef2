import { Between, In, type DataSource } from 'typeorm';
import type { NotificationsService } from '../notifications';
import { User } from '../../accounts/user.entity';
import { describeMoment } from './appointment-notices';
import { Appointment } from './appointment.entity';
import { OPEN_STATUSES } from './appointments.service';

/** How far ahead a reminder goes out: the day before, as the firm's clients expect. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * The "Appointment Reminders" of the notification settings: once, about a day before a meeting
 * that still stands, both people get a notification, and an e-mail unless they switched
 * appointment e-mails off (the client's says how to join). `reminderSent`
 * (reset by a reschedule) is claimed with a conditional update before anything is sent, so two
 * server processes running this at once never remind twice.
 */
export class AppointmentReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly publicUrl: string,
  ) {}

  /** Sends every reminder that is due at `now`; answers how many appointments were reminded. */
  async sendDue(now = new Date()): Promise<number> {
    const repository = this.dataSource.getRepository(Appointment);
    const due = await repository.find({
      where: {
        reminderSent: false,
        status: In(OPEN_STATUSES),
        scheduledAt: Between(now, new Date(now.getTime() + REMINDER_LEAD_MS)),
      },
      order: { scheduledAt: 'ASC' },
    });
    let sent = 0;
    // Between includes its ends; a meeting starting this very moment is past reminding.
    for (const appointment of due.filter((candidate) => candidate.scheduledAt > now)) {
      const claimed = await repository.update({ id: appointment.id, reminderSent: false }, { reminderSent: true });
      if (!claimed.affected) continue;
      await this.remind(appointment);
      sent += 1;
    }
    return sent;
  }

  private async remind(appointment: Appointment): Promise<void> {
    const when = describeMoment(appointment.scheduledAt);
    const where = appointment.location ? ` at ${appointment.location}` : '';
    const client = await this.dataSource.getRepository(User).findOneBy({ id: appointment.clientId });
    for (const userId of new Set([appointment.clientId, appointment.advisorId])) {
      // The client's e-mail says more than the notice (how to join); each person's preferences decide.
      const email =
        client && userId === client.id
          ? { subject: `Reminder: ${appointment.title}, ${when}`, text: this.clientReminderText(appointment, client, when, where) }
          : undefined;
      await this.notifications.notify({
        userId,
        type: 'info',
        category: 'appointment',
        title: 'Appointment reminder',
        content: `"${appointment.title}" is on ${when}${where}.`,
        actionUrl: '/portal/appointments',
        email,
      });
    }
  }

  private clientReminderText(appointment: Appointment, client: User, when: string, where: string): string {
    return [
      `Dear ${client.firstName},`,
      '',
      `This is a reminder of your appointment "${appointment.title}" on ${when}${where}.`,
      appointment.meetingUrl ? `Join the meeting: ${appointment.meetingUrl}` : '',
      `See or change it in your client portal: ${this.publicUrl}/portal/appointments`,
      '',
      'Kind regards,',
      'Khanya Tax & Advisory',
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n');
  }
}
