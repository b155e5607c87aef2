import type { z } from 'zod';
import { exampleAdvisor, exampleIds } from '../../http/openapi/example-values';
import type { notificationRecord } from './notification.record';
import type { notificationPreferencesSchema } from '../../../../validation/notification-preferences';

/**
 * The client's notice that her advisor approved her IRP5 (documents.service.ts review, made in the
 * same change: documents.examples.ts), as PUT /api/notifications/{id}/read answers it: read when
 * she next signed in.
 */
export const notificationExample: z.input<typeof notificationRecord> = {
  id: '36d94653-c381-4f37-9e11-aeeec98ebde2',
  userId: exampleIds.client,
  type: 'success',
  category: 'document',
  title: 'Document approved',
  content: `IRP5 2026.pdf was approved by ${exampleAdvisor.firstName} ${exampleAdvisor.lastName}.`,
  isRead: true,
  readAt: '2026-11-20T10:03:51.226Z',
  actionUrl: '/portal/documents',
  createdAt: '2026-11-20T08:15:42.027Z',
};

/** Notification Settings: every e-mail on (the default) but the task updates'. */
export const notificationPreferencesExample: z.input<typeof notificationPreferencesSchema> = {
  email: true,
  documents: true,
  appointments: true,
  messages: true,
  tasks: false,
};
