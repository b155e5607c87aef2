import type { FeatureModule } from '../../context/feature-module';
import { ErasureRequest } from './erasure-request.entity';
import { MyDataResolver } from './my-data.resolver';
import { ErasureResolver } from './erasure.resolver';
import type { MyDataService } from './my-data.service';
import type { ErasureService } from './erasure.service';
import { erasureAdminRoutes, erasureRoutes } from './erasure.routes';
import { myDataRoutes } from './my-data.routes';
import { erasureAdminOperations, privacyOperations } from './privacy.openapi';

declare module '../../context/services' {
  interface Services {
    myData: MyDataService;
    privacy: ErasureService;
  }
}

export const privacyFeature: FeatureModule = {
  name: 'privacy',
  entities: [ErasureRequest],
  resolvers: [MyDataResolver, ErasureResolver],
  restMounts: [
    { path: '/admin/erasure-requests', operations: erasureAdminOperations, routers: ({ services }) => [erasureAdminRoutes(services)] },
    { path: '/privacy', operations: privacyOperations, routers: ({ services }) => [myDataRoutes(services), erasureRoutes(services)] },
  ],
};
