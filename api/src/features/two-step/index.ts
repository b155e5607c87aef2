import type DataLoader from 'dataloader';
import type { FeatureModule } from '../../context/feature-module';
import { RecoveryCode } from './recovery-code.entity';
import { TwoStepResolver, UserTwoStepResolver } from './two-step.resolver';
import type { TwoStepService } from './two-step.service';
import { twoStepRoutes, twoStepAdminRoutes } from './two-step.routes';
import { twoStepAdminOperations, twoStepOperations } from './two-step.openapi';

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
    { path: '/auth/two-step', operations: twoStepOperations, routers: ({ services }) => [twoStepRoutes(services)] },
    { path: '/admin/users', operations: twoStepAdminOperations, routers: ({ services }) => [twoStepAdminRoutes(services)] },
  ],
};

// What other features may use: the sealing of secrets at rest under config.twoStepKey (webhook signing secrets).
export { sealSecret, openSecret } from './secret-box';
