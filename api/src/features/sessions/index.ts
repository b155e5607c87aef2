import type { FeatureModule } from '../../context/feature-module';
// Neither API shows the session store's rows (auth/session.entity.ts), so no GraphQL type loads their
// description: loaded with the feature that lists the sessions, where record-descriptions.test.ts finds it.
import '../../auth/session.record';
import { SessionsResolver } from './sessions.resolver';
import type { SessionsService } from './sessions.service';
import { sessionRoutes } from './sessions.routes';
import { sessionOperations } from './sessions.openapi';

declare module '../../context/services' {
  interface Services {
    sessions: SessionsService;
  }
}

export const sessionsFeature: FeatureModule = {
  name: 'sessions',
  resolvers: [SessionsResolver],
  restMounts: [{ path: '/auth/sessions', operations: sessionOperations, routers: ({ services }) => [sessionRoutes(services)] }],
};

// What other features may use.
export type { SessionsService } from './sessions.service';
