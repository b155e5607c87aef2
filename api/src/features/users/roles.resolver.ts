import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { Auth } from '../../auth/auth-directive';
import { RoleName } from '../../accounts/roles';
import { RoleType } from '../../accounts/role.types';

@Resolver(() => RoleType)
export class RolesResolver {
  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => [RoleType], { description: 'Every role, for assigning to users' })
  roles(@Ctx() { services }: RequestContext): Promise<RoleType[]> {
    return services.users.listRoles();
  }
}
