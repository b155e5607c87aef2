import type { FeatureModule } from '../../context/feature-module';
import { Notification } from './notification.entity';
import { NotificationsResolver } from './notifications.resolver';
import type { NotificationsService } from './notifications.service';
import { notificationRoutes } from './notifications.routes';
import { notificationOperations } from './notifications.openapi';

declare module '../../context/services' {
  interface Services {
    notifications: NotificationsService;
  }
}

export const notificationsFeature: FeatureModule = {
  name: 'notifications',
  entities: [Notification],
  resolvers: [NotificationsResolver],
  restMounts: [{ path: '/notifications', operations: notificationOperations, routers: ({ services }) => [notificationRoutes(services)] }],
};

// What other features may use.
export type { NewNotification, NotificationsService } from './notifications.service';
