import { authColumns, deleteStoredSessions } from '../auth/auth.personal-data';
import { appointmentsColumns, appointmentsSection, clearAppointments } from '../features/appointments/appointments.personal-data';
import { auditColumns, auditLogSection, pseudonymiseAuditEntries } from '../features/audit/audit.personal-data';
import { firmServicesColumns } from '../features/firm-services/firm-services.personal-data';
import { taxCalendarColumns } from '../features/tax-calendar/tax-calendar.personal-data';
import {
  billingColumns,
  deleteDraftInvoices,
  deletePaymentCheckouts,
  invoicesSection,
  paymentsSection,
} from '../features/billing/billing.personal-data';
import { jobsColumns, jobsSection } from '../features/jobs/jobs.personal-data';
import { anonymiseEnquiries, contactColumns, contactSubmissionsSection } from '../features/contact/contact.personal-data';
import { documentRequestsColumns } from '../features/document-requests/document-requests.personal-data';
import { deleteDocuments, documentNames, documentsColumns, documentsSection } from '../features/documents/documents.personal-data';
import { engagementsColumns, engagementsSection } from '../features/engagements/engagements.personal-data';
import {
  engagementLettersColumns,
  engagementLettersSection,
  eraseEngagementLetters,
  letterSignerNames,
} from '../features/engagement-letters/engagement-letters.personal-data';
import { eraseOrganizers, organizersColumns, organizersSection } from '../features/organizers/organizers.personal-data';
import { mailQueueColumns } from '../features/mail-queue/mail-queue.personal-data';
import { clearMessages, deleteAttachments, messagesColumns, messagesSection } from '../features/messages/messages.personal-data';
import {
  notificationPreferencesSection,
  notificationsColumns,
  notificationsSection,
  removeNotifications,
} from '../features/notifications/notifications.personal-data';
import { postsColumns } from '../features/posts/posts.personal-data';
import { privacyColumns } from '../features/privacy/privacy.personal-data';
import { anonymiseCompany, companyName, companySection, profileColumns } from '../features/profile/profile.personal-data';
import { endSessions, sessionsColumns, sessionsSection } from '../features/sessions/sessions.personal-data';
import { apiTokensColumns, apiTokensSection, deleteApiTokens } from '../features/api-tokens/api-tokens.personal-data';
import { settingsColumns } from '../features/settings/settings.personal-data';
import { tasksColumns, tasksOfEngagements, tasksSection } from '../features/tasks/tasks.personal-data';
import { twoStepColumns } from '../features/two-step/two-step.personal-data';
import { webhooksColumns } from '../features/webhooks/webhooks.personal-data';
import { deleteIdempotencyKeys, idempotencyColumns } from '../features/idempotency/idempotency.personal-data';
import { changesColumns } from '../features/changes/changes.personal-data';
import {
  anonymiseUser,
  profileSection,
  revokeLinks,
  userEmailAndName,
  userPhone,
  usersColumns,
} from '../features/users/users.personal-data';
import type { PersonalDataContributions } from '../shared/personal-data';

/**
 * What every feature contributes to "My data" and to an erasure (each in its
 * `<feature>.personal-data.ts`), in the order features/privacy runs them; services.ts hands them
 * to MyDataService and ErasureService.
 */
export const personalDataContributions: PersonalDataContributions = {
  // Every entity of db/entities.ts, declared column by column (personal-data-coverage.test.ts).
  declarations: [
    ...usersColumns,
    ...authColumns,
    ...sessionsColumns,
    ...apiTokensColumns,
    ...profileColumns,
    ...engagementsColumns,
    ...engagementLettersColumns,
    ...organizersColumns,
    ...tasksColumns,
    ...jobsColumns,
    ...documentsColumns,
    ...documentRequestsColumns,
    ...appointmentsColumns,
    ...messagesColumns,
    ...notificationsColumns,
    ...contactColumns,
    ...auditColumns,
    ...privacyColumns,
    ...twoStepColumns,
    ...mailQueueColumns,
    ...webhooksColumns,
    ...idempotencyColumns,
    ...changesColumns,
    ...postsColumns,
    ...firmServicesColumns,
    ...taxCalendarColumns,
    ...billingColumns,
    ...settingsColumns,
  ],
  // The archive's JSON files, in this order, after README.txt and before the documents' files.
  sections: [
    profileSection,
    companySection,
    engagementsSection(tasksOfEngagements),
    engagementLettersSection,
    organizersSection,
    tasksSection,
    jobsSection,
    invoicesSection,
    paymentsSection,
    documentsSection,
    appointmentsSection,
    messagesSection,
    notificationsSection,
    notificationPreferencesSection,
    sessionsSection,
    apiTokensSection,
    contactSubmissionsSection,
    auditLogSection,
  ],
  // Read before the erasure changes anything, and applied to a text in this order.
  identifiers: [userEmailAndName, companyName, userPhone, documentNames, letterSignerNames],
  // The erasure's steps, in one transaction, each recorded in the audit log in this order.
  erasure: [
    anonymiseUser,
    endSessions,
    deleteStoredSessions,
    deleteApiTokens,
    deleteIdempotencyKeys,
    revokeLinks,
    anonymiseCompany,
    eraseEngagementLetters,
    eraseOrganizers,
    deleteDraftInvoices,
    deletePaymentCheckouts,
    clearMessages,
    deleteAttachments,
    deleteDocuments,
    removeNotifications,
    clearAppointments,
    anonymiseEnquiries,
    // Last: the replacements were read before the first step.
    pseudonymiseAuditEntries,
  ],
};
