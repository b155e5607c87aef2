import type { FeatureModule } from '../../context/feature-module';
import { reminderJob } from '../../context/reminder-job';
import { EngagementLetter } from './engagement-letter.entity';
import { LetterTemplate } from './letter-template.entity';
import { EngagementLettersResolver, LetterPreviewResolver } from './engagement-letters.resolver';
import { LetterTemplatesResolver } from './letter-templates.resolver';
import { EngagementLettersEdgeResolver, UserEngagementLettersResolver } from './engagement-letter-edges.resolver';
import type { EngagementLettersService } from './engagement-letters.service';
import type { LetterTemplatesService } from './letter-templates.service';
import type { LetterReminders } from './letter-reminders';
import type { createEngagementLetterLoaders } from './engagement-letters.loaders';
import { engagementLetterRoutes, letterTemplateRoutes } from './engagement-letters.routes';
import { engagementLetterOperations, letterTemplateOperations } from './engagement-letters.openapi';

declare module '../../context/services' {
  interface Services {
    engagementLetters: EngagementLettersService;
    letterTemplates: LetterTemplatesService;
    letterReminders: LetterReminders;
  }
  interface Loaders extends ReturnType<typeof createEngagementLetterLoaders> {}
}

/**
 * Engagement letters signed in the portal (docs/product.md#engagement-letters): the firm's
 * templates, letters sent to clients, their signing with a signed PDF filed as a document, and
 * the reminders of unsigned ones. API tokens read both mounts with engagements:read.
 */
export const engagementLettersFeature: FeatureModule = {
  name: 'engagement-letters',
  entities: [LetterTemplate, EngagementLetter],
  resolvers: [
    LetterTemplatesResolver,
    EngagementLettersResolver,
    LetterPreviewResolver,
    EngagementLettersEdgeResolver,
    UserEngagementLettersResolver,
  ],
  restMounts: [
    {
      path: '/engagement-letters',
      operations: engagementLetterOperations,
      scope: 'engagements',
      routers: ({ services }) => [engagementLetterRoutes(services)],
    },
    {
      path: '/letter-templates',
      operations: letterTemplateOperations,
      scope: 'engagements',
      routers: ({ services }) => [letterTemplateRoutes(services)],
    },
  ],
  jobs: [reminderJob('engagement-letter-reminders', (services) => services.letterReminders)],
};
export { EngagementLetter } from './engagement-letter.entity';
