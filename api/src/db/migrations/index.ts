import { InitialSchema1732240000000 } from './1732240000000-InitialSchema';
import { DocumentRejectionReason1795319063438 } from './1795319063438-DocumentRejectionReason';
import { PasswordResets1795460000000 } from './1795460000000-PasswordResets';
import { UserSessions1795470000000 } from './1795470000000-UserSessions';
import { NotificationPreferences1795480000000 } from './1795480000000-NotificationPreferences';
import { TwoStepSignIn1795490000000 } from './1795490000000-TwoStepSignIn';
import { MessageAttachments1795500000000 } from './1795500000000-MessageAttachments';
import { DocumentRequests1795510000000 } from './1795510000000-DocumentRequests';
import { PrivacyConsentAndErasure1795520000000 } from './1795520000000-PrivacyConsentAndErasure';
import { MailQueue1795530000000 } from './1795530000000-MailQueue';
import { ApiTokens1795541000000 } from './1795541000000-ApiTokens';
import { Webhooks1795560000000 } from './1795560000000-Webhooks';
import { EngagementLetters1795570000000 } from './1795570000000-EngagementLetters';
import { Organizers1795580000000 } from './1795580000000-Organizers';
import { TaxCalendar1795590000000 } from './1795590000000-TaxCalendar';
import { Jobs1795600000000 } from './1795600000000-Jobs';
import { JobSeries1795610000000 } from './1795610000000-JobSeries';
import { JobAutomations1795620000000 } from './1795620000000-JobAutomations';
import { JobsDoneOrder1795630000000 } from './1795630000000-JobsDoneOrder';
import { BillingSettings1795640000000 } from './1795640000000-BillingSettings';
import { Invoices1795660000000 } from './1795660000000-Invoices';
import { InvoiceReminders1795670000000 } from './1795670000000-InvoiceReminders';
import { Payments1795680000000 } from './1795680000000-Payments';
import { BankStatements1795700000000 } from './1795700000000-BankStatements';
import { BillingPlans1795710000000 } from './1795710000000-BillingPlans';
import { ReturnFees1795720000000 } from './1795720000000-ReturnFees';
import { IdempotencyKeys1795730000000 } from './1795730000000-IdempotencyKeys';
import { ListChanges1795740000000 } from './1795740000000-ListChanges';
import { EventFeed1795750000000 } from './1795750000000-EventFeed';
import { EventClients1795760000000 } from './1795760000000-EventClients';
import { BillingListChanges1795770000000 } from './1795770000000-BillingListChanges';
import { CompanyVatNumber1795650000000 } from './1795650000000-CompanyVatNumber';

/** Every migration, oldest first. */
export const migrations = [
  InitialSchema1732240000000,
  DocumentRejectionReason1795319063438,
  PasswordResets1795460000000,
  UserSessions1795470000000,
  NotificationPreferences1795480000000,
  TwoStepSignIn1795490000000,
  MessageAttachments1795500000000,
  DocumentRequests1795510000000,
  PrivacyConsentAndErasure1795520000000,
  MailQueue1795530000000,
  ApiTokens1795541000000,
  Webhooks1795560000000,
  EngagementLetters1795570000000,
  Organizers1795580000000,
  TaxCalendar1795590000000,
  Jobs1795600000000,
  JobSeries1795610000000,
  JobAutomations1795620000000,
  JobsDoneOrder1795630000000,
  BillingSettings1795640000000,
  CompanyVatNumber1795650000000,
  Invoices1795660000000,
  InvoiceReminders1795670000000,
  Payments1795680000000,
  BankStatements1795700000000,
  BillingPlans1795710000000,
  ReturnFees1795720000000,
  IdempotencyKeys1795730000000,
  ListChanges1795740000000,
  EventFeed1795750000000,
  EventClients1795760000000,
  BillingListChanges1795770000000,
];
