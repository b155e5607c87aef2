/** How a notification reads (its colour and icon in the portal). */
export const notificationTypeValues = ['success', 'warning', 'error', 'info'] as const;
export type NotificationTypeValue = (typeof notificationTypeValues)[number];

/** What a notification is about; a general notice has none. */
export const notificationCategoryValues = ['document', 'appointment', 'message', 'engagement', 'task', 'billing'] as const;
export type NotificationCategoryValue = (typeof notificationCategoryValues)[number];
