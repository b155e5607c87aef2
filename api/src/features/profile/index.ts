import type { FeatureModule } from '../../context/feature-module';
import { Company } from './company.entity';
import { ProfileResolver } from './profile.resolver';
import { CompanyResolver } from './company.resolver';
import { UserCompanyResolver } from './user-company.resolver';
import type { ProfileService } from './profile.service';
import type { CompanyService } from './company.service';
import { profileRoutes, companyRoutes } from './profile.routes';
import { companyOperations, profileOperations } from './profile.openapi';
import type { createCompanyLoaders } from './company.loaders';

declare module '../../context/services' {
  interface Services {
    profile: ProfileService;
    company: CompanyService;
  }
  interface Loaders extends ReturnType<typeof createCompanyLoaders> {}
}

export const profileFeature: FeatureModule = {
  name: 'profile',
  entities: [Company],
  resolvers: [ProfileResolver, CompanyResolver, UserCompanyResolver],
  restMounts: [
    { path: '/profile', operations: profileOperations, routers: ({ services }) => [profileRoutes(services)] },
    { path: '/company', operations: companyOperations, routers: ({ services }) => [companyRoutes(services)] },
  ],
};

// What other features may use: a client's company, read for engagement letters' merge fields.
export { Company } from './company.entity';
