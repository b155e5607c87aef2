import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { GraphQLRoleName, isRoleName, toGraphQLRoleName } from '../../auth/roles';
import { RoleType, UserType } from './user.types';

@Resolver(() => UserType)
export class UserFieldsResolver {
  @FieldResolver(() => [RoleType])
  roles(@Root() user: UserType, @Ctx() context: RequestContext): Promise<RoleType[]> {
    return context.loaders.rolesByUserId.load(user.id);
  }

  @FieldResolver(() => [GraphQLRoleName])
  async roleNames(@Root() user: UserType, @Ctx() context: RequestContext): Promise<GraphQLRoleName[]> {
    const roles = await context.loaders.rolesByUserId.load(user.id);
    return roles
      .map((role) => role.name)
      .filter(isRoleName)
      .map(toGraphQLRoleName);
  }
}
