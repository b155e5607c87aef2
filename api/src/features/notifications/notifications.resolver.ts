import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../graphql/context';
import { pageWindow } from '../../shared/pagination';
import { NotificationConnection, NotificationListArgs, NotificationType } from './notifications.types';

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
}
