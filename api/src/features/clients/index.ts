import type { FeatureModule } from '../../context/feature-module';
import type { ClientsService } from './clients.service';
import { ClientsResolver } from './clients.resolver';
import { clientRoutes } from './clients.routes';
import { clientOperations } from './clients.openapi';

declare module '../../context/services' {
  interface Services {
    clients: ClientsService;
  }
}

/**
 * The firm's clients as staff look them up, and API tokens with users:read (docs/integrations.md#clients).
 * A feature of its own: it reads the engagements' rule of who serves whom (SERVED_CLIENTS_SQL) and
 * the users' REST shape of a person, and the users feature cannot import engagements without a
 * cycle of folders (.dependency-cruiser.cjs).
 */
export const clientsFeature: FeatureModule = {
  name: 'clients',
  resolvers: [ClientsResolver],
  restMounts: [
    {
      path: '/clients',
      operations: clientOperations,
      scope: 'users',
      routers: ({ services, dataSource }) => [clientRoutes(services, dataSource)],
    },
  ],
};
