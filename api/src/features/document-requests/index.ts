import type { FeatureModule } from '../../context/feature-module';
import { reminderJob } from '../../context/reminder-job';
import { DocumentChecklist } from './document-checklist.entity';
import { DocumentRequest } from './document-request.entity';
import { DocumentRequestsResolver } from './document-requests.resolver';
import { DocumentChecklistsResolver } from './document-checklists.resolver';
import { UserDocumentRequestsResolver } from './user-document-requests.resolver';
import type { DocumentRequestsService } from './document-requests.service';
import type { DocumentChecklistsService } from './document-checklists.service';
import type { OverdueRequestReminders } from './overdue-request-reminders';
import { documentRequestRoutes, documentChecklistRoutes } from './document-requests.routes';
import { documentChecklistOperations, documentRequestOperations } from './document-requests.openapi';
import type { createDocumentRequestLoaders } from './document-requests.loaders';

declare module '../../context/services' {
  interface Services {
    documentRequests: DocumentRequestsService;
    documentChecklists: DocumentChecklistsService;
    overdueRequestReminders: OverdueRequestReminders;
  }
  interface Loaders extends ReturnType<typeof createDocumentRequestLoaders> {}
}

export const documentRequestsFeature: FeatureModule = {
  name: 'document-requests',
  entities: [DocumentChecklist, DocumentRequest],
  resolvers: [DocumentRequestsResolver, DocumentChecklistsResolver, UserDocumentRequestsResolver],
  restMounts: [
    {
      path: '/document-requests',
      operations: documentRequestOperations,
      scope: 'documents',
      routers: ({ services }) => [documentRequestRoutes(services)],
    },
    {
      path: '/document-checklists',
      operations: documentChecklistOperations,
      scope: 'documents',
      routers: ({ services }) => [documentChecklistRoutes(services)],
    },
  ],
  jobs: [reminderJob('overdue-document-requests', (services) => services.overdueRequestReminders)],
};
export { DocumentRequest } from './document-request.entity';
