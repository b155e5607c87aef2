import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { fullNameOf } from '../../../../validation/people';
import { GraphQLRoleName, isRoleName, staffRoles, toGraphQLRoleName } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { RoleType, UserType } from '../../accounts/user.types';

/**
 * A user's contact details and sign-in time are for the user and for the firm's staff. A
 * client meets other users as the advisor of an engagement or the reviewer of a document and
 * sees their name and e-mail there, never their phone or home address.
 */
export const seesContactDetails = (viewer: Viewer | null, user: UserType) =>
  viewer !== null && (viewer.id === user.id || hasAnyRole(viewer, staffRoles));

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

  @FieldResolver(() => String, { description: 'First and last name' })
  name(@Root() user: UserType) {
    return fullNameOf(user);
  }

  @FieldResolver(() => String, { nullable: true })
  phone(@Root() user: UserType, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.phone ?? null) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  address(@Root() user: UserType, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.address ?? null) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  city(@Root() user: UserType, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.city ?? null) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  province(@Root() user: UserType, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.province ?? null) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  postalCode(@Root() user: UserType, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.postalCode ?? null) : null;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'The last successful sign-in' })
  lastLoginAt(@Root() user: UserType, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.lastLoginAt ?? null) : null;
  }
}
