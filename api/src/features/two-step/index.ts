import type DataLoader from 'dataloader';
import type { FeatureModule } from '../../context/feature-module';
import { RecoveryCode } from './recovery-code.entity';
import { TwoStepResolver, UserTwoStepResolver } from './two-step.resolver';
import type { TwoStepService } from './two-step.service';
import { twoStepRoutes, twoStepAdminRoutes } from './two-step.routes';

declare module '../../context/services' {
  interface Services {
    twoStep: TwoStepService;
  }
  interface Loaders {
    twoStepEnabled: DataLoader<string, boolean>;
  }
}

export const twoStepFeature: FeatureModule = {
  name: 'two-step',
  entities: [RecoveryCode],
  resolvers: [TwoStepResolver, UserTwoStepResolver],
  restMounts: [
    { path: '/auth/two-step', routers: ({ services }) => [twoStepRoutes(services)] },
    { path: '/admin/users', routers: ({ services }) => [twoStepAdminRoutes(services)] },
  ],
};
