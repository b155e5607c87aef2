import type { FeatureModule } from '../../context/feature-module';
import { Engagement } from './engagement.entity';
import { EngagementsResolver } from './engagements.resolver';
import { UserEngagementsResolver } from './user-engagements.resolver';
import { EngagementWritesResolver } from './engagement-writes.resolver';
import type { EngagementsService } from './engagements.service';
import { engagementRoutes } from './engagements.routes';
import { engagementOperations } from './engagements.openapi';
import type { createEngagementLoaders } from './engagements.loaders';
import type { UserRelationAccess } from './user-relations.access';

declare module '../../context/services' {
  interface Services {
    engagements: EngagementsService;
  }
  interface Loaders extends ReturnType<typeof createEngagementLoaders> {
    /** Whose edges the viewer may follow, shared by every feature's loaders. */
    access: UserRelationAccess;
  }
}

export const engagementsFeature: FeatureModule = {
  name: 'engagements',
  entities: [Engagement],
  resolvers: [EngagementsResolver, UserEngagementsResolver, EngagementWritesResolver],
  restMounts: [
    {
      path: '/engagements',
      operations: engagementOperations,
      // Tokens read here with engagements:read; creating and editing is for a session (there is no engagements:write).
      scope: 'engagements',
      routers: ({ services }) => [engagementRoutes(services)],
    },
  ],
};

// What other features may use.
export { Engagement } from './engagement.entity';
export { EngagementType } from './engagements.types';
export type { UserRelationAccess } from './user-relations.access';
export type { EngagementsService } from './engagements.service';
export { taskVisibilityConditions, canSeeEngagement, isAdvisor } from './engagement-access';
export type { TasksOfEngagements } from './engagements.personal-data';
export { isActiveUserWith } from './engagement-parties';
export { editsEngagement, engagementVisibilityConditions } from './engagement-access';
