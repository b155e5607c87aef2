import { z } from 'zod';
import { notificationCategoryValues, notificationTypeValues } from '../notification-values';

/**
 * A notification as REST answers it (GET /api/notifications, PUT /api/notifications/:id/read), in
 * the order the JSON carries it. notificationJson
 * (api/src/features/notifications/notifications.routes.ts) is built from this list;
 * record-shapes.test.ts compares it with the GraphQL type Notification.
 */
export const notificationRecord = z.strictObject({
  id: z.string().describe('The notification id'),
  userId: z.string().describe('Whom it is for (a user id): always the signed-in user'),
  type: z.enum(notificationTypeValues).describe('success, warning, error or info'),
  category: z
    .enum(notificationCategoryValues)
    .nullable()
    .describe('document, appointment, message, engagement or task; null for a general notice'),
  title: z.string().describe('The headline'),
  content: z.string().describe('The text'),
  isRead: z.boolean().describe('Whether it was marked as read'),
  readAt: z.iso.datetime().nullable().describe('When it was marked as read'),
  actionUrl: z.string().nullable().describe('A portal path such as /portal/documents'),
  createdAt: z.iso.datetime().describe('When it was sent'),
});
