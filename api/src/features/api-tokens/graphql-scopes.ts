import type { ApiTokenScope, ApiTokenScopeFamily } from '../../../../validation/api-token-scopes';

/*
 * What a personal access token needs to reach each part of the GraphQL schema: the one table of
 * it (graphql-scope-check.ts applies it; graphql-scopes.test.ts fails while a type, a query
 * field that is not an object or a mutation of the schema is missing here, so nothing new is open
 * to tokens by default).
 *
 * - An area (`documents`): selecting the type's fields, or a field leading to it, needs
 *   `documents:read` (or `documents:write`, which includes it).
 * - `open`: carries nothing of anyone's (page info, the public site's posts): no scope needed;
 *   what its fields lead to is still checked.
 * - `refused`: never to a token, whatever its scopes: the account itself (sessions, two-step
 *   sign-in, tokens), the profile, notifications, privacy, the system and the audit log.
 *
 * Scopes follow the data, not only the type: a field that carries another area's data needs that
 * area's scope as well as its type's (fieldReach). A field whose type is another area's object
 * needs it already (`Document.owner` is a User: users:read).
 */
export type Reach = ApiTokenScopeFamily | 'open' | 'refused';

/** Every object type of the schema but Query, Mutation and Subscription. */
export const typeReach: Record<string, Reach> = {
  AdminStats: 'refused',
  // The events feed: webhooks:read, and each event of an area the token may read (features/webhooks/event-feed.ts).
  AnnouncedEvent: 'webhooks',
  AnnouncedEventPage: 'webhooks',
  ApiToken: 'refused',
  ApiTokenConnection: 'refused',
  AppInfo: 'open',
  Appointment: 'appointments',
  AppointmentPage: 'appointments',
  AuditLogEntry: 'refused',
  AuditLogEntryConnection: 'refused',
  BackupStatus: 'refused',
  BillingSettings: 'refused',
  Company: 'refused',
  ContactStatsGroup: 'submissions',
  ContactSubmission: 'submissions',
  ContactSubmissionConnection: 'submissions',
  ContactSubmissionCounts: 'submissions',
  ContactSubmissionStats: 'submissions',
  CreatedApiToken: 'refused',
  DashboardSummary: 'refused',
  DatabaseStatus: 'refused',
  // A deleted record's id and time, inside a list whose own type says which scope reads it.
  DeletedRecord: 'open',
  DemoLogin: 'open',
  Document: 'documents',
  DocumentChecklist: 'documents',
  DocumentChecklistItem: 'documents',
  DocumentConnection: 'documents',
  DocumentDownload: 'documents',
  DocumentRequest: 'documents',
  DocumentRequestPage: 'documents',
  Engagement: 'engagements',
  EngagementPage: 'engagements',
  // Engagement letters and their templates are read with engagements:read; every change is for a session.
  EngagementLetter: 'engagements',
  EngagementLetterConnection: 'engagements',
  EngagementTaskCounts: 'tasks',
  ErasureRequest: 'refused',
  ErasureRequestConnection: 'refused',
  // The firm's catalogue, public on the site; reached through Engagement.service.
  FirmService: 'open',
  // The tax calendar is for signed-in staff until the jobs bring jobs:read (features/tax-calendar).
  TaxCalendar: 'refused',
  PublicHoliday: 'refused',
  TaxDeadline: 'refused',
  DeclaredHoliday: 'refused',
  DeadlineOverride: 'refused',
  FilingSeason: 'refused',
  InvitationPreview: 'refused',
  Invoice: 'invoices',
  InvoiceConnection: 'invoices',
  InvoiceLine: 'invoices',
  Statement: 'invoices',
  StatementLine: 'invoices',
  // Staff's receivables ageing and accounting export (a token with invoices:read, as REST's /api/invoices/ageing and /export).
  ReceivablesAgeing: 'invoices',
  AgeingRow: 'invoices',
  AgeingAmounts: 'invoices',
  AccountingExport: 'invoices',
  InvoiceSupplier: 'invoices',
  InvoiceBank: 'invoices',
  // Who an invoice is to: the client's company's name, address and VAT number, closed to tokens as the Company is.
  InvoiceRecipient: 'refused',
  Payment: 'payments',
  BillingPlan: 'invoices',
  BillingPlanPage: 'invoices',
  BillingPlanRun: 'invoices',
  FeeSchedule: 'invoices',
  FeeLine: 'invoices',
  PaymentConnection: 'payments',
  // Where a browser goes to pay: for the client's own session, never a script's.
  PaymentRedirect: 'refused',
  // The firm's bank accounts and statements are for staff signed in (docs/billing.md#bank-statements).
  BankAccount: 'refused',
  BankStatementImport: 'refused',
  BankStatementLine: 'refused',
  BankStatementLineConnection: 'refused',
  BankStatementRefusedRow: 'refused',
  CsvMapping: 'refused',
  PaymentRedirectField: 'refused',
  Job: 'jobs',
  JobConnection: 'jobs',
  JobSeries: 'jobs',
  JobDueDay: 'jobs',
  JobStageAutomation: 'jobs',
  JobStageAction: 'jobs',
  JobActionSettings: 'jobs',
  JobSeriesConnection: 'jobs',
  JobSeriesPeriod: 'jobs',
  JobPeriodSettings: 'jobs',
  JobTemplate: 'jobs',
  JobTemplateStage: 'jobs',
  JobTemplateTask: 'jobs',
  JobWorkload: 'jobs',
  WorkloadMonth: 'jobs',
  WorkloadPerson: 'jobs',
  LastBackup: 'refused',
  LetterMergeField: 'engagements',
  LetterPreview: 'engagements',
  LetterTemplate: 'engagements',
  MailQueueStats: 'refused',
  MailTransportStatus: 'refused',
  Message: 'messages',
  MessageAttachment: 'messages',
  MessageAttachmentRules: 'messages',
  MessageConnection: 'messages',
  MessageRecipient: 'messages',
  MyDataSection: 'refused',
  MyDataSummary: 'refused',
  Notification: 'refused',
  NotificationConnection: 'refused',
  NotificationPreferences: 'refused',
  Organizer: 'engagements',
  OrganizerAnswer: 'engagements',
  OrganizerAnswerResult: 'engagements',
  OrganizerConnection: 'engagements',
  OrganizerProgress: 'engagements',
  OrganizerQuestion: 'engagements',
  OrganizerReviewNote: 'engagements',
  OrganizerSection: 'engagements',
  OrganizerTemplate: 'engagements',
  PageInfo: 'open',
  Post: 'open',
  QueuedMail: 'refused',
  QueuedMailConnection: 'refused',
  Role: 'users',
  SignInResult: 'refused',
  SignedInSession: 'refused',
  SubmitContactPayload: 'refused',
  SystemStatus: 'refused',
  Task: 'tasks',
  TaskPage: 'tasks',
  TwoStepConfirmation: 'refused',
  TwoStepEnrolment: 'refused',
  TwoStepStatus: 'refused',
  User: 'users',
  UserConnection: 'users',
  VatRate: 'refused',
  // Webhooks are the administrators' settings (features/webhooks): a token of an administrator with
  // webhooks:write manages them, and is answered a new endpoint's secret once, as a session is.
  WebhookDelivery: 'webhooks',
  WebhookDeliveryConnection: 'webhooks',
  WebhookEndpoint: 'webhooks',
  WebhookEndpointSecret: 'webhooks',
};

/**
 * Fields that carry another area's data than their type's, and that area (or `refused`, where
 * that area is closed to tokens): selecting one needs the type's scope and this one. A person's
 * name, e-mail address, role, network address and browser are the users area's (users:read),
 * wherever they are kept; the REST records leave these fields out for a token without the scope
 * (rest-scopes.ts, `withinTokenScopes`). graphql-scopes.test.ts fails on a field of a type open to
 * tokens that looks like a person's data (or a company's numbers) and needs no such scope.
 */
export const fieldReach: Record<`${string}.${string}`, ApiTokenScopeFamily | 'refused'> = {
  // The signing evidence: who signed, from which address, with which browser, and a typed signature (their name).
  'EngagementLetter.signerName': 'users',
  'EngagementLetter.signerEmail': 'users',
  'EngagementLetter.signerIpAddress': 'users',
  'EngagementLetter.signerUserAgent': 'users',
  'EngagementLetter.signatureText': 'users',
  // Someone one may write to: who they are is people's data; their id is enough to send a message.
  'MessageRecipient.name': 'users',
  'MessageRecipient.email': 'users',
  'MessageRecipient.roleLabel': 'users',
  // Who an issued invoice is to (InvoiceRecipient): left out of REST's answer to a token, as GraphQL refuses it.
  'Invoice.recipient': 'refused',
  // The export's file names each client, their address and e-mail address (REST's /api/invoices/export asks the same).
  'AccountingExport.content': 'users',
  // What was paid is the payments area's.
  'Invoice.payments': 'payments',
  // The workload names each staff member.
  'WorkloadPerson.name': 'users',
};

/** Query fields whose type is no object of the table (a count, an id), or that need more than their type says. */
export const queryFieldReach: Record<string, ApiTokenScope | 'open' | 'refused'> = {
  suggestedAdvisorId: 'appointments:read',
  paymentProviders: 'payments:read',
  unreadMessageCount: 'messages:read',
  unreadNotificationCount: 'refused',
};

/**
 * Every mutation: the scope it needs, or `refused`. What it answers is then checked like any
 * selection (a `:write` scope includes its `:read`).
 */
export const mutationReach: Record<string, ApiTokenScope | 'refused'> = {
  answerOrganizerQuestion: 'refused',
  approveDocument: 'documents:write',
  approveErasureRequest: 'refused',
  cancelAppointment: 'appointments:write',
  cancelDocumentRequest: 'documents:write',
  cancelOrganizer: 'refused',
  changePassword: 'refused',
  completeTwoStepSignIn: 'refused',
  confirmAppointment: 'appointments:write',
  confirmTwoStepEnrolment: 'refused',
  createApiToken: 'refused',
  createDocumentChecklist: 'documents:write',
  // Engagements are created and edited by staff signed in: there is no engagements:write, which
  // would also open the letters' and organizers' changes (their mounts share the area).
  createEngagement: 'refused',
  createInvoice: 'invoices:write',
  updateInvoice: 'invoices:write',
  deleteInvoice: 'invoices:write',
  issueInvoice: 'invoices:write',
  createCreditNote: 'invoices:write',
  // Ending a plan stops what a signed letter agreed: for staff signed in.
  endBillingPlan: 'refused',
  // Payments are recorded by staff signed in, and started by a client in their browser.
  recordPayment: 'refused',
  recordRefund: 'refused',
  startPayment: 'refused',
  // Bank statements are imported and matched by staff signed in.
  createBankAccount: 'refused',
  updateBankAccount: 'refused',
  importBankStatement: 'refused',
  matchBankStatementLine: 'refused',
  ignoreBankStatementLine: 'refused',
  restoreBankStatementLine: 'refused',
  createJob: 'jobs:write',
  updateJob: 'jobs:write',
  moveJob: 'jobs:write',
  createJobSeries: 'jobs:write',
  updateJobSeries: 'jobs:write',
  setJobSeriesStatus: 'jobs:write',
  skipJobSeriesPeriod: 'jobs:write',
  restoreJobSeriesPeriod: 'jobs:write',
  setJobStageAutomation: 'jobs:write',
  retryJobStageAction: 'jobs:write',
  declareHoliday: 'refused',
  removeDeclaredHoliday: 'refused',
  overrideDeadline: 'refused',
  removeDeadlineOverride: 'refused',
  setFilingSeason: 'refused',
  removeFilingSeason: 'refused',
  // The firm's billing settings and VAT rates are kept by administrators signed in.
  updateBillingSettings: 'refused',
  addVatRate: 'refused',
  removeVatRate: 'refused',
  // Templates are kept by administrators signed in; letters are sent, withdrawn, signed and declined by people, never by a script.
  createLetterTemplate: 'refused',
  createOrganizerTemplate: 'refused',
  createUser: 'refused',
  createWebhookEndpoint: 'webhooks:write',
  declineEngagementLetter: 'refused',
  declineErasureRequest: 'refused',
  deleteDocumentChecklist: 'documents:write',
  deleteLetterTemplate: 'refused',
  deleteOrganizerTemplate: 'refused',
  deleteWebhookEndpoint: 'webhooks:write',
  disableTwoStep: 'refused',
  endOtherSessions: 'refused',
  endSession: 'refused',
  login: 'refused',
  logout: 'refused',
  markMessageRead: 'messages:write',
  markNotificationRead: 'refused',
  redeliverWebhook: 'webhooks:write',
  regenerateRecoveryCodes: 'refused',
  rejectDocument: 'documents:write',
  reopenOrganizer: 'refused',
  // A signed link to a file: reading, though it counts the download.
  requestDocumentDownload: 'documents:read',
  requestDocuments: 'documents:write',
  requestDocumentsFromChecklist: 'documents:write',
  requestErasure: 'refused',
  requestPasswordReset: 'refused',
  rescheduleAppointment: 'appointments:write',
  resetPassword: 'refused',
  resetTwoStep: 'refused',
  retryMail: 'refused',
  revokeApiToken: 'refused',
  rotateWebhookSecret: 'webhooks:write',
  runDiagnostics: 'refused',
  saveCompany: 'refused',
  scheduleAppointment: 'appointments:write',
  sendEngagementLetter: 'refused',
  sendMessage: 'messages:write',
  sendOrganizer: 'refused',
  sendTestWebhook: 'webhooks:write',
  setPasswordWithInvitation: 'refused',
  setUserRoles: 'refused',
  signEngagementLetter: 'refused',
  startTwoStepEnrolment: 'refused',
  submitContact: 'refused',
  submitOrganizer: 'refused',
  updateDocumentChecklist: 'documents:write',
  updateEngagement: 'refused',
  updateLetterTemplate: 'refused',
  updateNotificationPreferences: 'refused',
  updateOrganizerTemplate: 'refused',
  updateProfile: 'refused',
  updateTaskStatus: 'tasks:write',
  updateWebhookEndpoint: 'webhooks:write',
  uploadDocument: 'documents:write',
  uploadOrganizerFile: 'refused',
  withdrawEngagementLetter: 'refused',
};
