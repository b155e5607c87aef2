import type { FeatureModule } from '../../context/feature-module';
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
