import type DataLoader from 'dataloader';
import type { FeatureModule } from '../../context/feature-module';
import type { Role } from '../../accounts/role.entity';
import type { User } from '../../accounts/user.entity';
import { UserInvitation } from './user-invitation.entity';
import { UserFieldsResolver } from './users.resolver';
import { RolesResolver } from './roles.resolver';
import { UserAdminResolver } from './user-admin.resolver';
import { UserLookupResolver } from './user-lookup.resolver';
import type { UsersService } from './users.service';
import type { InvitationsService } from './invitations.service';
import type { UserAdminService } from './user-admin.service';
import { adminRoutes } from './admin.routes';
import { adminOperations } from './admin.openapi';

declare module '../../context/services' {
  interface Services {
    users: UsersService;
    invitations: InvitationsService;
    userAdmin: UserAdminService;
  }
  interface Loaders {
    rolesByUserId: DataLoader<string, Role[]>;
    userById: DataLoader<string, User | null>;
  }
}

export const usersFeature: FeatureModule = {
  name: 'users',
  entities: [UserInvitation],
  resolvers: [UserFieldsResolver, RolesResolver, UserAdminResolver, UserLookupResolver],
  restMounts: [{ path: '/admin', operations: adminOperations, routers: ({ services, dataSource }) => [adminRoutes(services, dataSource)] }],
};

// What other features may use.
export { createSingleUseLink, findUsableLink, spendLink } from './single-use-links';
// The REST shape of a person in a staff list (the administrators' users, the firm's clients: features/clients).
export { adminUserShaper } from './admin.routes';
