import path from 'node:path';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { findRepositoryRoot } from '../shared/repository-root';
import { createAppPubSub, type AppPubSub } from './pubsub';
import { enforceAuthDirective } from '../auth/auth-directive';
import { AuthResolver } from '../auth/auth.resolver';
import { UserFieldsResolver } from '../features/users/users.resolver';
import { RolesResolver } from '../features/users/roles.resolver';
import { AppInfoResolver } from './app-info.resolver';
import { ContactResolver } from '../features/contact/contact.resolver';
import { ContactAdminResolver } from '../features/contact/contact-admin.resolver';
import { ContactSubscriptionResolver } from '../features/contact/contact-subscription.resolver';
import { AdminResolver, AuditLogEntryFieldsResolver } from '../features/admin/admin.resolver';
import { UserAdminResolver } from '../features/users/user-admin.resolver';
import { DocumentsResolver } from '../features/documents/documents.resolver';
import { NotificationsResolver } from '../features/notifications/notifications.resolver';
import { DashboardResolver } from '../features/dashboard/dashboard.resolver';
import { AppointmentsResolver } from '../features/appointments/appointments.resolver';
import { ProfileResolver } from '../features/profile/profile.resolver';
import { CompanyResolver } from '../features/profile/company.resolver';
import { MessagesResolver } from '../features/messages/messages.resolver';
import { EngagementsResolver } from '../features/engagements/engagements.resolver';
import { TasksResolver } from '../features/tasks/tasks.resolver';
import { UserLookupResolver } from '../features/users/user-lookup.resolver';
import { UserEngagementsResolver } from '../features/engagements/user-engagements.resolver';
import { UserTasksResolver } from '../features/tasks/user-tasks.resolver';
import { UserDocumentsResolver } from '../features/documents/user-documents.resolver';
import { UserAppointmentsResolver } from '../features/appointments/user-appointments.resolver';
import { UserCompanyResolver } from '../features/profile/user-company.resolver';
import { SessionsResolver } from '../features/sessions/sessions.resolver';
import { MyDataResolver } from '../features/privacy/my-data.resolver';
import { DocumentRequestsResolver } from '../features/document-requests/document-requests.resolver';
import { DocumentChecklistsResolver } from '../features/document-requests/document-checklists.resolver';
import { UserDocumentRequestsResolver } from '../features/document-requests/user-document-requests.resolver';
import { TwoStepResolver, UserTwoStepResolver } from '../features/two-step/two-step.resolver';
import { ErasureResolver } from '../features/privacy/erasure.resolver';
import { MailQueueResolver } from '../features/mail-queue/mail-queue.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const resolvers: NonEmptyArray<Function> = [
  AppInfoResolver,
  AuthResolver,
  UserFieldsResolver,
  RolesResolver,
  ContactResolver,
  ContactAdminResolver,
  ContactSubscriptionResolver,
  AdminResolver,
  AuditLogEntryFieldsResolver,
  UserAdminResolver,
  DocumentsResolver,
  NotificationsResolver,
  DashboardResolver,
  AppointmentsResolver,
  ProfileResolver,
  CompanyResolver,
  MessagesResolver,
  EngagementsResolver,
  TasksResolver,
  UserLookupResolver,
  UserEngagementsResolver,
  UserTasksResolver,
  UserDocumentsResolver,
  UserAppointmentsResolver,
  UserCompanyResolver,
  SessionsResolver,
  MyDataResolver,
  DocumentRequestsResolver,
  DocumentChecklistsResolver,
  UserDocumentRequestsResolver,
  TwoStepResolver,
  UserTwoStepResolver,
  ErasureResolver,
  MailQueueResolver,
];

/** The code-first schema with the @auth directive enforced; schema.graphql is its printed image. */
export async function buildAppSchema(pubSub: AppPubSub = createAppPubSub()): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    pubSub,
    // Input rules live in the shared zod schemas, applied by the services.
    validate: false,
    emitSchemaFile: false,
  });
  return enforceAuthDirective(schema);
}

export const schemaFilePath = () => path.join(findRepositoryRoot(), 'schema.graphql');
