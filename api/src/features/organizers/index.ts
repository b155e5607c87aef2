import type { FeatureModule } from '../../context/feature-module';
import { reminderJob } from '../../context/reminder-job';
import { Organizer } from './organizer.entity';
import { OrganizerAnswer } from './organizer-answer.entity';
import { OrganizerTemplate } from './organizer-template.entity';
import { OrganizerAnswersResolver, OrganizersResolver } from './organizers.resolver';
import { OrganizerTemplatesResolver } from './organizer-templates.resolver';
import { EngagementOrganizersResolver, UserOrganizersResolver } from './organizer-edges.resolver';
import type { OrganizersService } from './organizers.service';
import type { OrganizerTemplatesService } from './organizer-templates.service';
import type { OrganizerReminders } from './organizer-reminders';
import type { createOrganizerLoaders } from './organizers.loaders';
import { organizerRoutes, organizerTemplateRoutes } from './organizers.routes';
import { organizerOperations, organizerTemplateOperations } from './organizers.openapi';

declare module '../../context/services' {
  interface Services {
    organizers: OrganizersService;
    organizerTemplates: OrganizerTemplatesService;
    organizerReminders: OrganizerReminders;
  }
  interface Loaders extends ReturnType<typeof createOrganizerLoaders> {}
}

/**
 * Organizers, the questionnaires clients fill in (docs/product.md#organizers): the firm's
 * templates, organizers sent to clients with a snapshot of their questions, answers saved one
 * question at a time (files uploaded against a question become the client's documents),
 * submitting, reopening with notes, the PDF of the answers, and the reminder of overdue ones. API
 * tokens read both mounts with engagements:read.
 */
export const organizersFeature: FeatureModule = {
  name: 'organizers',
  entities: [OrganizerTemplate, Organizer, OrganizerAnswer],
  resolvers: [
    OrganizerTemplatesResolver,
    OrganizersResolver,
    OrganizerAnswersResolver,
    EngagementOrganizersResolver,
    UserOrganizersResolver,
  ],
  restMounts: [
    {
      path: '/organizers',
      operations: organizerOperations,
      scope: 'engagements',
      routers: ({ services, config }) => [organizerRoutes(services, config.maxUploadBytes)],
    },
    {
      path: '/organizer-templates',
      operations: organizerTemplateOperations,
      scope: 'engagements',
      routers: ({ services }) => [organizerTemplateRoutes(services)],
    },
  ],
  jobs: [reminderJob('overdue-organizers', (services) => services.organizerReminders)],
};
export { Organizer } from './organizer.entity';
