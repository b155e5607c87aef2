import type { FeatureModule } from '../../context/feature-module';
import { QueuedMail } from './queued-mail.entity';
import { MailQueueResolver } from './mail-queue.resolver';
import type { MailQueue } from './mail-queue';
import type { MailQueueService } from './mail-queue.service';
import { mailQueueRoutes } from './mail-queue.routes';
import { mailQueueOperations } from './mail-queue.openapi';

declare module '../../context/services' {
  interface Services {
    mailQueue: MailQueue;
    mailAdmin: MailQueueService;
  }
}

export const mailQueueFeature: FeatureModule = {
  name: 'mail-queue',
  entities: [QueuedMail],
  resolvers: [MailQueueResolver],
  restMounts: [{ path: '/admin/mail', operations: mailQueueOperations, routers: ({ services }) => [mailQueueRoutes(services)] }],
};

// What other features may use.
export { MailQueueStatsType } from './mail-queue.types';
export type { MailQueue, MailQueueStats } from './mail-queue';
