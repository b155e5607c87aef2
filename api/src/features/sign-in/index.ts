import type { FeatureModule } from '../../context/feature-module';
import { AuthResolver } from './sign-in.resolver';
import type { AuthService } from './sign-in.service';
import type { PasswordsService } from './passwords.service';
import { authRoutes } from './sign-in.routes';
import { authOperations } from './sign-in.openapi';

declare module '../../context/services' {
  interface Services {
    auth: AuthService;
    passwords: PasswordsService;
  }
}

export const signInFeature: FeatureModule = {
  name: 'sign-in',
  resolvers: [AuthResolver],
  restMounts: [{ path: '/auth', operations: authOperations, routers: ({ services }) => [authRoutes(services)] }],
};

// What other features may use.
export { confirmEnrolment, enrollingUserId } from './sign-in-steps';
export { TwoStepCodeInput } from './sign-in.types';
export { SIGN_IN_EXPIRED } from './pending-sign-in';
export type { SecondStep } from './pending-sign-in';
