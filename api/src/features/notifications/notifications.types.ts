import { ArgsType, Field } from 'type-graphql';
import { ConnectionType, PageArgs } from '../../shared/pagination';
import { RecordObjectType } from '../../records/graphql-object-type';
import { notificationDescription } from './notification.record';

/** A notice for the signed-in user in the graph: its fields are described once, in notification.record.ts. */
@RecordObjectType(notificationDescription)
export class NotificationType {}

export const NotificationConnection = ConnectionType('Notification', NotificationType);

@ArgsType()
export class NotificationListArgs extends PageArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only the unread ones (default false)' })
  unreadOnly?: boolean | null;
}
