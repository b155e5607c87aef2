import { z } from 'zod';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, pathParams, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { notificationPreferencesSchema } from '../../../../validation/notification-preferences';
import { notificationRecord } from './notification.record';
import { notificationExample, notificationPreferencesExample } from './notifications.examples';

const notification = component('Notification', notificationRecord, notificationExample);
const preferences = component('NotificationPreferences', notificationPreferencesSchema, notificationPreferencesExample);

/** /api/notifications (notifications.routes.ts). */
export const notificationOperations: RestOperation[] = tagged('Notifications', [
  {
    method: 'get',
    path: '/',
    operationId: 'listNotifications',
    summary: 'The caller’s notifications, newest first',
    ...signedIn(),
    request: { query: z.object({ unreadOnly: z.enum(['true', 'false']).optional().describe('true: only those not yet read') }) },
    responses: { 200: json('The notifications', z.array(notification)), ...errors(400) },
  },
  {
    method: 'get',
    path: '/preferences',
    operationId: 'getNotificationPreferences',
    summary: 'Which notifications also come by e-mail',
    ...signedIn(),
    responses: { 200: json('The preferences', preferences) },
  },
  {
    method: 'put',
    path: '/preferences',
    operationId: 'updateNotificationPreferences',
    summary: 'Choose which notifications also come by e-mail',
    ...signedIn(),
    request: { body: jsonBody(preferences) },
    responses: { 200: json('The preferences', preferences) },
  },
  {
    method: 'put',
    path: '/{id}/read',
    operationId: 'markNotificationRead',
    summary: 'Mark a notification as read',
    ...signedIn(),
    request: { params: pathParams({ id: 'The notification id' }) },
    responses: { 200: json('The notification', notification), ...errors(404) },
  },
]);
