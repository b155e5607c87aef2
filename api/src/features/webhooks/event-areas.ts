import type { ApiTokenScopeFamily } from '../../../../validation/api-token-scopes';
import type { SubscribableWebhookEventType } from '../../../../validation/webhook-events';

/**
 * The area of API token scopes each event belongs to: a token reads an event in the feed when it
 * may read that area (`documents:read` for document.uploaded), as it may read the record the
 * event names. Letters and organizers are the engagements' area, as their records are.
 */
export const eventAreas: Record<SubscribableWebhookEventType, ApiTokenScopeFamily> = {
  'contact_submission.created': 'submissions',
  'document.uploaded': 'documents',
  'document.approved': 'documents',
  'document.rejected': 'documents',
  'document_request.fulfilled': 'documents',
  'appointment.scheduled': 'appointments',
  'appointment.cancelled': 'appointments',
  'message.received': 'messages',
  'engagement.created': 'engagements',
  'engagement.updated': 'engagements',
  'engagement_letter.sent': 'engagements',
  'engagement_letter.signed': 'engagements',
  'engagement_letter.declined': 'engagements',
  'organizer.sent': 'engagements',
  'organizer.submitted': 'engagements',
  'organizer.reopened': 'engagements',
  'organizer.cancelled': 'engagements',
  'job.created': 'jobs',
  'job.stage_changed': 'jobs',
  'job.completed': 'jobs',
  'invoice.issued': 'invoices',
  'invoice.overdue': 'invoices',
  'payment.received': 'payments',
  'payment.refunded': 'payments',
};
