import type { FeatureModule } from '../../context/feature-module';
import { DashboardResolver } from './dashboard.resolver';
import type { DashboardService } from './dashboard.service';
import { dashboardRoutes } from './dashboard.routes';
import { dashboardOperations } from './dashboard.openapi';

declare module '../../context/services' {
  interface Services {
    dashboard: DashboardService;
  }
}

export const dashboardFeature: FeatureModule = {
  name: 'dashboard',
  resolvers: [DashboardResolver],
  restMounts: [{ path: '/dashboard', operations: dashboardOperations, routers: ({ services }) => [dashboardRoutes(services)] }],
};
