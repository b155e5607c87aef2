import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { AuditService } from './features/audit/audit.service';
import { AuthService } from './auth/auth.service';
import { UsersService } from './features/users/users.service';
import { ContactService } from './features/contact/contact.service';
import { createMailer, type Mailer } from './shared/mailer';
import { createAppPubSub, type AppPubSub } from './graphql/pubsub';
import { InvitationsService } from './features/users/invitations.service';
import { UserAdminService } from './features/users/user-admin.service';
import { SystemStatusService } from './features/admin/system-status.service';
import { AdminStatsService } from './features/admin/admin-stats.service';
import { DocumentsService } from './features/documents/documents.service';
import { NotificationsService } from './features/notifications/notifications.service';
import { LocalDiskStorage } from './shared/storage/local-disk-storage';

/** Every feature service, built once per process and shared by GraphQL and REST. */
export interface Services {
  pubSub: AppPubSub;
  audit: AuditService;
  auth: AuthService;
  users: UsersService;
  contact: ContactService;
  mailer: Mailer;
  invitations: InvitationsService;
  userAdmin: UserAdminService;
  systemStatus: SystemStatusService;
  adminStats: AdminStatsService;
  notifications: NotificationsService;
  documents: DocumentsService;
}

export function createServices(dataSource: DataSource, config: AppConfig): Services {
  const audit = new AuditService(dataSource);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
  const pubSub = createAppPubSub();
  const contact = new ContactService(dataSource, mailer, config.notificationEmail, pubSub);
  const invitations = new InvitationsService(dataSource, mailer, audit, config.publicUrl);
  const systemStatus = new SystemStatusService(dataSource, mailer, config);
  const notifications = new NotificationsService(dataSource);
  return {
    pubSub,
    audit,
    mailer,
    contact,
    invitations,
    systemStatus,
    auth: new AuthService(dataSource, audit),
    users: new UsersService(dataSource),
    userAdmin: new UserAdminService(dataSource, invitations, audit),
    adminStats: new AdminStatsService(dataSource, contact, systemStatus),
    notifications,
    documents: new DocumentsService(dataSource, new LocalDiskStorage(config.uploadDir), audit, notifications, {
      maxUploadBytes: config.maxUploadBytes,
      downloadLinkSecret: config.downloadLinkSecret,
    }),
  };
}
