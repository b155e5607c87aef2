import type { FeatureModule } from '../../context/feature-module';
import { ContactSubmission } from './contact-submission.entity';
import { ContactResolver } from './contact.resolver';
import { ContactAdminResolver } from './contact-admin.resolver';
import { ContactSubscriptionResolver } from './contact-subscription.resolver';
import type { ContactService } from './contact.service';
import { contactRoutes, contactSubmissionRoutes } from './contact.routes';
import { contactOperations, contactSubmissionOperations } from './contact.openapi';

declare module '../../context/services' {
  interface Services {
    contact: ContactService;
  }
}

export const contactFeature: FeatureModule = {
  name: 'contact',
  entities: [ContactSubmission],
  resolvers: [ContactResolver, ContactAdminResolver, ContactSubscriptionResolver],
  restMounts: [
    { path: '/contact', operations: contactOperations, routers: ({ services }) => [contactRoutes(services)] },
    {
      path: '/contact-submissions',
      operations: contactSubmissionOperations,
      scope: 'submissions',
      routers: ({ services }) => [contactSubmissionRoutes(services)],
    },
  ],
};

// What other features may use.
export type { ContactService } from './contact.service';
