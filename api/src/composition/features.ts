import type { FeatureModule } from '../context/feature-module';
import { adminFeature } from '../features/admin';
import { apiTokensFeature } from '../features/api-tokens';
import { appointmentsFeature } from '../features/appointments';
import { auditFeature } from '../features/audit';
import { billingFeature } from '../features/billing';
import { changesFeature } from '../features/changes';
import { clientsFeature } from '../features/clients';
import { backupsFeature } from '../features/backups';
import { firmServicesFeature } from '../features/firm-services';
import { idempotencyFeature } from '../features/idempotency';
import { jobsFeature } from '../features/jobs';
import { contactFeature } from '../features/contact';
import { dashboardFeature } from '../features/dashboard';
import { documentRequestsFeature } from '../features/document-requests';
import { documentsFeature } from '../features/documents';
import { engagementLettersFeature } from '../features/engagement-letters';
import { engagementsFeature } from '../features/engagements';
import { mailQueueFeature } from '../features/mail-queue';
import { messagesFeature } from '../features/messages';
import { notificationsFeature } from '../features/notifications';
import { organizersFeature } from '../features/organizers';
import { postsFeature } from '../features/posts';
import { privacyFeature } from '../features/privacy';
import { profileFeature } from '../features/profile';
import { sessionsFeature } from '../features/sessions';
import { settingsFeature } from '../features/settings';
import { signInFeature } from '../features/sign-in';
import { tasksFeature } from '../features/tasks';
import { taxCalendarFeature } from '../features/tax-calendar';
import { twoStepFeature } from '../features/two-step';
import { usersFeature } from '../features/users';
import { webhooksFeature } from '../features/webhooks';

/** Every feature of the api; each describes its tables, resolvers, REST routes and jobs in its index.ts. */
export const features: readonly FeatureModule[] = [
  adminFeature,
  apiTokensFeature,
  appointmentsFeature,
  auditFeature,
  backupsFeature,
  billingFeature,
  changesFeature,
  clientsFeature,
  firmServicesFeature,
  idempotencyFeature,
  contactFeature,
  dashboardFeature,
  documentRequestsFeature,
  documentsFeature,
  engagementsFeature,
  engagementLettersFeature,
  jobsFeature,
  mailQueueFeature,
  messagesFeature,
  notificationsFeature,
  organizersFeature,
  postsFeature,
  privacyFeature,
  profileFeature,
  sessionsFeature,
  settingsFeature,
  signInFeature,
  tasksFeature,
  taxCalendarFeature,
  twoStepFeature,
  usersFeature,
  webhooksFeature,
];
