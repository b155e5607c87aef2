import type { DataSource } from 'typeorm';
import {
  contactSubmissionFilterSchema,
  createConsultationSchema,
  getInTouchSchema,
  type ConsultationValues,
  type GetInTouchValues,
} from '../../../../validation/contact';
import { toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { whereSubmissionsMatch } from './contact-queries';
import { countSubmissionsBy, type ContactStatsGrouping } from './contact-stats';
import { PRIVACY_NOTICE_VERSION } from '../../../../validation/privacy-notice';
import { parseInput } from '../../shared/validate';
import { invalidInput } from '../../shared/errors';
import { RateLimit, limiterFactory, type LimiterFactory } from '../../shared/rate-limit';
import type { MailSender } from '../../shared/mailer';
import { logger } from '../../shared/logger';
import type { AppPubSub } from '../../context/pubsub';
import { CONTACT_SUBMISSION_ADDED } from './contact-live-events';
import type { RequestOrigin } from '../../auth/session';
import { ContactSubmission } from './contact-submission.entity';
import { contactNotificationEmail } from './contact-notification-email';
import type { WebhookAnnouncer } from '../webhooks';

/** What happened to a submission: stored, or quietly dropped because a bot filled the honeypot. */
export type SubmitOutcome = { stored: true; submission: ContactSubmission } | { stored: false };

export class ContactService {
  private readonly perAddress: RateLimit;

  /** `submissionsPerHour` from one address: the default 5 is far more than any visitor sends. */
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: MailSender,
    private readonly notificationEmail: string,
    private readonly pubSub: AppPubSub,
    submissionsPerHour = 5,
    limiters: LimiterFactory = limiterFactory(),
    private readonly webhooks: WebhookAnnouncer,
  ) {
    this.perAddress = new RateLimit(
      { keyPrefix: 'contact-address', points: submissionsPerHour, windowSeconds: 60 * 60 },
      (seconds) => `Too many messages from your network. Please try again in ${Math.ceil(seconds / 60)} minutes, or call us.`,
      limiters,
    );
  }

  /**
   * Validates an enquiry or consultation request with the shared schemas
   * (docs/product.md#contact-and-consultation-forms), stores it, and tells the firm by e-mail: the
   * notification is queued in the same transaction, so it is sent (with retries) exactly when the
   * submission is kept. A filled honeypot (`website`) is accepted and dropped, so a bot learns
   * nothing.
   */
  async submit(raw: unknown, origin: RequestOrigin, now = new Date()): Promise<SubmitOutcome> {
    const values = this.parse(raw, now);
    if (isFilled((raw as { website?: unknown }).website)) {
      logger.warn({ ip: origin.ipAddress }, 'Contact form honeypot filled: submission dropped');
      return { stored: false };
    }
    const rateKey = origin.ipAddress ?? 'unknown';
    await this.perAddress.assertAvailable(rateKey);

    const submission = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ContactSubmission);
      const stored = await repository.save(
        repository.create({
          type: values.type,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone ?? null,
          company: values.company ?? null,
          service: values.service ?? null,
          message: values.message,
          preferredDate: 'preferredDate' in values ? new Date(`${values.preferredDate}T00:00:00.000Z`) : null,
          preferredTime: 'preferredTime' in values ? values.preferredTime : null,
          // The schema refuses a submission without consent: reaching here means it was given now.
          consentGivenAt: now,
          privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        }),
      );
      await this.mailer.send({ to: this.notificationEmail, ...contactNotificationEmail(stored) }, manager);
      // Ids and choices only: who wrote and what they wrote stay in the portal.
      await this.webhooks.announce(manager, {
        type: 'contact_submission.created',
        data: {
          submissionId: stored.id,
          type: values.type,
          service: values.service ?? null,
          preferredDate: 'preferredDate' in values ? values.preferredDate : null,
          preferredTime: 'preferredTime' in values ? values.preferredTime : null,
          createdAt: stored.createdAt.toISOString(),
        },
      });
      return stored;
    });
    await this.perAddress.consume(rateKey);
    this.pubSub.publish(CONTACT_SUBMISSION_ADDED, submission);
    return { stored: true, submission };
  }

  /** Newest first, filtered by form, service, day range (SAST) and free text. */
  /** Submissions matching the tracker's filters, counted by service or type (contact-stats.ts). */
  stats(grouping: ContactStatsGrouping, filter: unknown) {
    return countSubmissionsBy(this.dataSource, grouping, parseInput(contactSubmissionFilterSchema, filter ?? {}));
  }

  async list(filter: unknown, window: PageWindow): Promise<Connection<ContactSubmission>> {
    const values = parseInput(contactSubmissionFilterSchema, filter ?? {});
    const query = whereSubmissionsMatch(this.dataSource.getRepository(ContactSubmission).createQueryBuilder('submission'), values);
    const [nodes, totalCount] = await query
      .orderBy('submission.createdAt', 'DESC')
      .addOrderBy('submission.id', 'DESC')
      .skip(window.offset)
      .take(window.limit)
      .getManyAndCount();
    return toConnection(nodes, totalCount, window);
  }

  /** The three counters of the dashboard and the tracker. */
  async counts(): Promise<{ total: number; getInTouch: number; consultations: number }> {
    const rows: { type: string; count: string | number }[] = await this.dataSource
      .getRepository(ContactSubmission)
      .createQueryBuilder('submission')
      .select('submission.type', 'type')
      .addSelect('COUNT(*)', 'count')
      .groupBy('submission.type')
      .getRawMany();
    const countOf = (type: string) => Number(rows.find((row) => row.type === type)?.count ?? 0);
    const getInTouch = countOf('get_in_touch');
    const consultations = countOf('scheduled_consultation');
    return { total: getInTouch + consultations, getInTouch, consultations };
  }

  private parse(raw: unknown, now: Date): GetInTouchValues | ConsultationValues {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw invalidInput([{ path: 'input', message: 'Expected the form fields as an object' }]);
    const type = (raw as { type?: unknown }).type;
    if (type === 'scheduled_consultation')
      return parseInput(
        createConsultationSchema(() => now),
        raw,
      );
    if (type === undefined || type === null || type === '' || type === 'get_in_touch')
      return parseInput(getInTouchSchema, { ...raw, type: 'get_in_touch' });
    throw invalidInput([{ path: 'type', message: 'Type must be get_in_touch or scheduled_consultation' }]);
  }
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
