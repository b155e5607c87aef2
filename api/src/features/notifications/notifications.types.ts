import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType, PageArgs } from '../../shared/pagination';

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

  @Field(() => String, { description: 'success, warning, error or info' })
  type!: string;

  @Field(() => String, { nullable: true, description: 'document, appointment, message, engagement or task; empty for a general notice' })
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
