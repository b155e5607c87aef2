import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import {
  choiceField,
  describeRecord,
  flagField,
  idField,
  instantField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { Notification } from './notification.entity';
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

const EXPORTED = { privacy: privacy.exported } as const;

/**
 * A notice for one user, as both APIs, the OpenAPI document and the "My data" archive show it
 * (docs/product.md#notifications-record). An erasure deletes the person's notices.
 */
export const notificationDescription = describeRecord({
  name: 'Notification',
  description: "A notice in a user's portal (a document reviewed, a meeting booked, a new message...), read or unread",
  entity: Notification,
  deletedWithTheRowOnErasure: true,
  fields: {
    id: idField('The notification id', EXPORTED),
    userId: referenceField('Whom it is for (a user id): always the signed-in user', {
      privacy: privacy.notPersonal,
      notInGraphQL: "GraphQL lists only the signed-in user's own notifications, so it does not repeat whose they are",
    }),
    type: choiceField(notificationTypeValues, NotificationTypeKind, 'How it reads: success, warning, error or info', EXPORTED),
    category: choiceField(
      notificationCategoryValues,
      NotificationCategoryKind,
      'What it is about: a document, appointment, message, engagement or task; null for a general notice',
      { nullable: true, ...EXPORTED },
    ),
    title: textField('The headline', EXPORTED),
    content: textField('The text', EXPORTED),
    isRead: flagField('Whether it was marked as read', EXPORTED),
    readAt: instantField('When it was marked as read', { nullable: true, ...EXPORTED }),
    actionUrl: textField('A portal path such as /portal/documents', { nullable: true, ...EXPORTED }),
    createdAt: instantField('When it was sent', EXPORTED),
  },
  // As notifications.json always had it: the entity's column order.
  archiveOrder: ['id', 'createdAt', 'title', 'content', 'type', 'category', 'isRead', 'readAt', 'actionUrl'],
});

/** A notification as REST answers it (GET /api/notifications, PUT /api/notifications/:id/read), in the order the JSON carries it. */
export const notificationRecord = restShapeOf(notificationDescription);
