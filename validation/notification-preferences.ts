import { z } from 'zod';

/**
 * Which notifications also come by e-mail (the Notification Settings panel). The in-portal
 * notification always appears; these decide only the e-mail.
 */
export const notificationPreferencesSchema = z.object({
  email: z.boolean('Email notifications must be on or off'),
  documents: z.boolean('Document Updates must be on or off'),
  appointments: z.boolean('Appointment Reminders must be on or off'),
  messages: z.boolean('Messages must be on or off'),
  tasks: z.boolean('Task Updates must be on or off'),
});

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Every preference starts on (docs/product.md#notifications). */
export const defaultNotificationPreferences: NotificationPreferences = {
  email: true,
  documents: true,
  appointments: true,
  messages: true,
  tasks: true,
};

/** The switch that governs e-mail for each notification category; others follow `email` alone. */
export const preferenceOfCategory: Record<string, keyof NotificationPreferences | undefined> = {
  document: 'documents',
  appointment: 'appointments',
  message: 'messages',
  task: 'tasks',
};

/** Whether a notification of `category` is also e-mailed under these preferences. */
export function emailsCategory(preferences: NotificationPreferences, category: string | null | undefined): boolean {
  if (!preferences.email) return false;
  const switchName = category ? preferenceOfCategory[category] : undefined;
  return switchName ? preferences[switchName] : true;
}
