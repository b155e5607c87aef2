import type { DataSource } from 'typeorm';
import type { RedisConnections } from '../shared/redis/redis-connections';
import { limiterFactory } from '../shared/rate-limit';
import { RequestBudgets } from '../shared/request-budgets';
import { LoginThrottle, loginLimits } from '../features/sign-in/login-throttle';
import type { AppConfig } from '../config';
import { AuditService } from '../features/audit/audit.service';
import { AuthService } from '../features/sign-in/sign-in.service';
import { PasswordsService } from '../features/sign-in/passwords.service';
import { SessionsService } from '../features/sessions/sessions.service';
import { SESSION_IDLE_TIMEOUT_MS } from '../auth/session';
import { UsersService } from '../features/users/users.service';
import { ContactService } from '../features/contact/contact.service';
import { createMailer } from '../shared/mailer';
import { createAppPubSub } from '../context/pubsub';
import type { Services } from '../context/services';
import { InvitationsService } from '../features/users/invitations.service';
import { UserAdminService } from '../features/users/user-admin.service';
import { ClientsService } from '../features/clients/clients.service';
import { SystemStatusService } from '../features/admin/system-status.service';
import { AdminStatsService } from '../features/admin/admin-stats.service';
import { DocumentsService } from '../features/documents/documents.service';
import { NotificationsService } from '../features/notifications/notifications.service';
import { AppointmentsService } from '../features/appointments/appointments.service';
import { MessagesService } from '../features/messages/messages.service';
import { EngagementsService } from '../features/engagements/engagements.service';
import { FirmServicesService } from '../features/firm-services/firm-services.service';
import { TaxCalendarService } from '../features/tax-calendar/tax-calendar.service';
import { BillingSettingsService } from '../features/billing/billing-settings.service';
import { InvoicesService } from '../features/billing/invoices.service';
import { ReceivablesAgeingService } from '../features/billing/receivables-ageing';
import { AccountingExportService } from '../features/billing/accounting-export';
import { renderInvoicePdf } from '../features/billing/invoice-pdf';
import { InvoiceReminders } from '../features/billing/invoice-reminders';
import { PaymentsService } from '../features/billing/payments.service';
import { BankStatementsService } from '../features/billing/bank-statements/bank-statements.service';
import { RefundsService } from '../features/billing/refunds.service';
import { BillingPlansService } from '../features/billing/billing-plans.service';
import { FILED_STAGES, filedReturnsOf } from './filed-returns';
import { PaymentProviders } from '../features/billing/payment-providers';
import { JobsService } from '../features/jobs/jobs.service';
import { JobSeriesService } from '../features/jobs/job-series.service';
import { JobAutomationsService } from '../features/jobs/job-automations.service';
import { TasksService } from '../features/tasks/tasks.service';
import { DashboardService } from '../features/dashboard/dashboard.service';
import { AppointmentReminders } from '../features/appointments/appointment-reminders';
import { LocalDiskStorage } from '../shared/storage/local-disk-storage';
import { ProfileService } from '../features/profile/profile.service';
import { CompanyService } from '../features/profile/company.service';
import { MyDataService } from '../features/privacy/my-data.service';
import { DocumentRequestsService } from '../features/document-requests/document-requests.service';
import { DocumentChecklistsService } from '../features/document-requests/document-checklists.service';
import { DocumentRequestLinks } from '../features/document-requests/document-request-links';
import { OverdueRequestReminders } from '../features/document-requests/overdue-request-reminders';
import { TwoStepService } from '../features/two-step/two-step.service';
import { ErasureService } from '../features/privacy/erasure.service';
import { BackupService } from '../features/backups/backup.service';
import { MailQueue } from '../features/mail-queue/mail-queue';
import { MailQueueService } from '../features/mail-queue/mail-queue.service';
import { PostsService } from '../features/posts/posts.service';
import { AddressGuard } from '../features/webhooks/address-guard';
import { EndpointHealth } from '../features/webhooks/endpoint-health';
import { WebhookAnnouncer } from '../features/webhooks/webhook-announcer';
import { WebhookWorker } from '../features/webhooks/webhook-worker';
import { WebhooksService } from '../features/webhooks/webhooks.service';
import { EventFeed } from '../features/webhooks';
import { ApiTokensService } from '../features/api-tokens/api-tokens.service';
import { EngagementLettersService } from '../features/engagement-letters/engagement-letters.service';
import { LetterTemplatesService } from '../features/engagement-letters/letter-templates.service';
import { LetterReminders } from '../features/engagement-letters/letter-reminders';
import { OrganizersService } from '../features/organizers/organizers.service';
import { OrganizerTemplatesService } from '../features/organizers/organizer-templates.service';
import { OrganizerReminders } from '../features/organizers/organizer-reminders';
import { IdempotencyStore, IdempotentRequests } from '../features/idempotency';
import { personalDataContributions } from './personal-data-contributions';

/**
 * Every service of the api, built once per app; `redis` when REDIS_URL is set (docs/operations.md).
 */
export function createServices(dataSource: DataSource, config: AppConfig, redis?: RedisConnections): Services {
  const audit = new AuditService(dataSource);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
  const mailQueue = new MailQueue(dataSource, mailer);
  // Features announce their changes through `webhooks` in their transactions; the worker sends them.
  const webhookGuard = new AddressGuard(config.webhooksAllowPrivateAddresses);
  const webhookWorker = new WebhookWorker({
    dataSource,
    health: new EndpointHealth(dataSource, mailQueue, audit, {
      disableAfterDays: config.webhookDisableAfterDays,
      publicUrl: config.publicUrl,
    }),
    guard: webhookGuard,
    secretKey: config.twoStepKey,
    userAgent: `Khanya-Portal-Webhooks/${config.version}`,
  });
  const webhooks = new WebhookAnnouncer(() => webhookWorker.nudge());
  const pubSub = createAppPubSub(redis);
  const limiters = limiterFactory(redis);
  const contact = new ContactService(
    dataSource,
    mailQueue,
    config.notificationEmail,
    pubSub,
    config.contactSubmissionsPerHour,
    limiters,
    webhooks,
  );
  const invitations = new InvitationsService(dataSource, mailQueue, audit, config.publicUrl);
  const backups = new BackupService(
    dataSource,
    {
      databaseUrl: config.databaseUrl,
      uploadDir: config.uploadDir,
      backupDir: config.backupDir,
      appVersion: config.version,
      every: config.backupEvery,
      keep: config.backupKeep,
    },
    redis?.client,
  );
  const systemStatus = new SystemStatusService(
    dataSource,
    mailer,
    mailQueue,
    {
      environment: config.env,
      version: config.version,
      demo: config.demo,
      notificationEmail: config.notificationEmail,
    },
    backups,
  );
  const notifications = new NotificationsService(dataSource, pubSub, mailQueue, config.publicUrl);
  const sessions = new SessionsService(dataSource, audit, SESSION_IDLE_TIMEOUT_MS);
  // Documents, message attachments and the privacy features share UPLOAD_DIR.
  const storage = new LocalDiskStorage(config.uploadDir);
  const documents = new DocumentsService(dataSource, storage, audit, notifications, {
    maxUploadBytes: config.maxUploadBytes,
    downloadLinkSecret: config.downloadLinkSecret,
    requestLinks: new DocumentRequestLinks(dataSource, webhooks),
    webhooks,
  });
  // Every job due on a day the tax calendar gives moves when the calendar changes.
  const taxCalendar = new TaxCalendarService(dataSource, audit);
  const jobs = new JobsService(dataSource, audit, webhooks, taxCalendar);
  taxCalendar.afterChange(() => jobs.recomputeDueDates());
  const jobSeries = new JobSeriesService(dataSource, audit, jobs);
  const billingSettings = new BillingSettingsService(dataSource, audit);
  const payments = new PaymentsService(dataSource, audit, new PaymentProviders(config), webhooks);
  const invoices = new InvoicesService(dataSource, audit, billingSettings, { storage, documents, render: renderInvoicePdf, webhooks });
  // A signed letter with fees starts its engagement's billing plan, in the signing's transaction;
  // a return filed (its job reaching Submitted or Done) bills the plan's fees per return.
  const billingPlans = new BillingPlansService(dataSource, audit, invoices, filedReturnsOf(dataSource));
  jobs.afterStageEntered((jobId, stage) => (FILED_STAGES.includes(stage) ? billingPlans.afterReturnFiled(jobId) : Promise.resolve(0)));
  const features = {
    auth: new AuthService(dataSource, audit, new LoginThrottle(loginLimits, limiters)),
    sessions,
    passwords: new PasswordsService(dataSource, mailQueue, audit, sessions, config.publicUrl, limiters),
    users: new UsersService(dataSource),
    userAdmin: new UserAdminService(dataSource, invitations, audit),
    clients: new ClientsService(dataSource),
    adminStats: new AdminStatsService(dataSource, contact, systemStatus),
    notifications,
    messages: new MessagesService(dataSource, notifications, { storage, audit, maxUploadBytes: config.maxUploadBytes }, limiters, webhooks),
    appointments: new AppointmentsService(dataSource, audit, notifications, config.publicUrl, webhooks),
    engagements: new EngagementsService(dataSource, audit, webhooks),
    firmServices: new FirmServicesService(dataSource),
    taxCalendar,
    billingSettings,
    invoices,
    billingPlans,
    payments,
    bankStatements: new BankStatementsService(dataSource, audit, payments),
    receivablesAgeing: new ReceivablesAgeingService(dataSource),
    accountingExport: new AccountingExportService(dataSource),
    refunds: new RefundsService(dataSource, audit, webhooks, payments),
    jobs,
    jobSeries,
    tasks: new TasksService(dataSource, audit, notifications, webhooks),
    profile: new ProfileService(dataSource, audit),
    company: new CompanyService(dataSource, audit),
    myData: new MyDataService(dataSource, storage, audit, personalDataContributions.sections, { limiters }),
    twoStep: new TwoStepService(
      dataSource,
      audit,
      mailQueue,
      { key: config.twoStepKey, staffRequired: config.staffTwoStepRequired, publicUrl: config.publicUrl },
      limiters,
    ),
    documents,
    engagementLetters: new EngagementLettersService(dataSource, audit, notifications, {
      publicUrl: config.publicUrl,
      storage,
      documents,
      webhooks,
      signingFollowUp: billingPlans,
    }),
    letterTemplates: new LetterTemplatesService(dataSource, audit),
    organizers: new OrganizersService(dataSource, audit, notifications, { publicUrl: config.publicUrl, documents, webhooks }),
    organizerTemplates: new OrganizerTemplatesService(dataSource, audit),
    documentRequests: new DocumentRequestsService(dataSource, audit, notifications, config.publicUrl),
    documentChecklists: new DocumentChecklistsService(dataSource),
    posts: new PostsService(dataSource),
    apiTokens: new ApiTokensService(dataSource, audit, { staffTwoStepRequired: config.staffTwoStepRequired }, limiters),
  };
  // Stages that act: their actions are made through the features' own services.
  const jobAutomations = new JobAutomationsService(dataSource, audit, jobs, features);
  webhooks.afterAnnounced((event) => jobAutomations.heard(event));
  return {
    pubSub,
    audit,
    mailer,
    requestBudgets: new RequestBudgets(
      {
        token: config.apiTokenRateLimitPerMinute,
        session: config.sessionRateLimitPerMinute,
        anonymous: config.anonymousRateLimitPerMinute,
      },
      limiters,
    ),
    mailQueue,
    mailAdmin: new MailQueueService(dataSource, mailQueue, audit),
    webhooks,
    webhookWorker,
    eventFeed: new EventFeed(dataSource),
    webhookAdmin: new WebhooksService(dataSource, webhooks, webhookGuard, audit, {
      secretKey: config.twoStepKey,
      production: config.env === 'production',
      nudge: () => webhookWorker.nudge(),
    }),
    contact,
    invitations,
    systemStatus,
    ...features,
    jobAutomations,
    dashboard: new DashboardService(features),
    appointmentReminders: new AppointmentReminders(dataSource, notifications, config.publicUrl),
    overdueRequestReminders: new OverdueRequestReminders(dataSource, notifications),
    letterReminders: new LetterReminders(dataSource, notifications, config.publicUrl),
    invoiceReminders: new InvoiceReminders(dataSource, notifications, webhooks, config.publicUrl),
    organizerReminders: new OrganizerReminders(dataSource, notifications, config.publicUrl),
    privacy: new ErasureService(dataSource, storage, audit, notifications, mailQueue, config.publicUrl, personalDataContributions),
    // A retry's body, read to be hashed, may be as large as an upload with its multipart parts.
    idempotency: new IdempotentRequests(new IdempotencyStore(dataSource), config.maxUploadBytes + 1024 * 1024),
    backups,
  };
}
