import type { FeatureModule } from '../../context/feature-module';
import { ContactSubmission } from './contact-submission.entity';
import { ContactResolver } from './contact.resolver';
import { ContactAdminResolver } from './contact-admin.resolver';
import { ContactSubscriptionResolver } from './contact-subscription.resolver';
import type { ContactService } from './contact.service';
import { contactRoutes, contactSubmissionRoutes } from './contact.routes';

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
    { path: '/contact', routers: ({ services }) => [contactRoutes(services)] },
    { path: '/contact-submissions', routers: ({ services }) => [contactSubmissionRoutes(services)] },
  ],
};

// What other features may use.
export type { ContactService } from './contact.service';
