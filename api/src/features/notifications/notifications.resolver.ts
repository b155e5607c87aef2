import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { NOTIFICATION_ADDED } from './notification-live-events';
import type { Notification } from './notification.entity';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../context/request-context';
import { pageWindow } from '../../shared/pagination';
import { NotificationConnection, NotificationListArgs, NotificationType } from './notifications.types';
import { NotificationPreferencesInput, NotificationPreferencesType } from './notification-preferences.types';

@Resolver(() => NotificationType)
export class NotificationsResolver {
  @Auth()
  @Query(() => NotificationConnection, { description: "The signed-in user's notifications, newest first" })
  notifications(@Args(() => NotificationListArgs) args: NotificationListArgs, @Ctx() { viewer, services }: RequestContext) {
    return services.notifications.list(viewer, { unreadOnly: args.unreadOnly }, pageWindow(args));
  }

  @Auth()
  @Query(() => Int, { description: "How many of the signed-in user's notifications are unread" })
  unreadNotificationCount(@Ctx() { viewer, services }: RequestContext) {
    return services.notifications.unreadCount(viewer);
  }

  @Auth()
  @Mutation(() => NotificationType, { description: 'Marks one of your notifications as read (unchanged when it already is)' })
  markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.notifications.markRead(viewer, id);
  }

  @Auth()
  @Query(() => NotificationPreferencesType, { description: "Which of the signed-in user's notifications also come by e-mail" })
  notificationPreferences(@Ctx() { viewer, services }: RequestContext) {
    return services.notifications.preferences(viewer);
  }

  @Auth()
  @Mutation(() => NotificationPreferencesType, { description: 'Saves which notifications also come by e-mail' })
  updateNotificationPreferences(
    @Arg('input', () => NotificationPreferencesInput) input: NotificationPreferencesInput,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.notifications.updatePreferences(viewer, input);
  }

  @Auth()
  @Subscription(() => NotificationType, {
    topics: NOTIFICATION_ADDED,
    // Each user listens on their own topic: nobody receives another person's notices.
    topicId: ({ context }: { context: RequestContext }) => context.viewer!.id,
    description: "The signed-in user's own notifications, each as it is created",
  })
  notificationAdded(@Root() notification: Notification) {
    return notification;
  }
}
