import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType, PageArgs } from '../../shared/pagination';
import { enumOf } from '../../graphql/enum-of';
import { notificationCategoryValues, notificationTypeValues } from '../../../../validation/notification-values';

export const NotificationTypeKind = enumOf(notificationTypeValues);
registerEnumType(NotificationTypeKind, {
  name: 'NotificationType',
  description: 'How a notification reads: SUCCESS, WARNING, ERROR or INFO',
});

export const NotificationCategoryKind = enumOf(notificationCategoryValues);
registerEnumType(NotificationCategoryKind, {
  name: 'NotificationCategory',
  description: 'What a notification is about; a general notice has none',
});

/**
 * A notice for the signed-in user as the portal shows it (docs/product.md#screen-shapes,
 * Notification).
 */
@ObjectType('Notification', {
  description: "A notice in a user's portal (a document reviewed, a meeting booked, a new message...), read or unread",
})
export class NotificationType {
  @Field(() => ID)
  id!: string;

  @Field(() => NotificationTypeKind)
  type!: string;

  @Field(() => NotificationCategoryKind, { nullable: true, description: 'Null for a general notice' })
  category?: string | null;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  content!: string;

  @Field(() => Boolean)
  isRead!: boolean;

  @Field(() => Date, { nullable: true })
  readAt?: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'A portal path such as /portal/documents' })
  actionUrl?: string | null;
}

export const NotificationConnection = ConnectionType('Notification', NotificationType);

@ArgsType()
export class NotificationListArgs extends PageArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only the unread ones (default false)' })
  unreadOnly?: boolean | null;
}
