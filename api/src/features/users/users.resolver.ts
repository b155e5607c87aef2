import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { fullNameOf } from '../../../../validation/people';
import { isRoleName, staffRoles, toGraphQLRoleName } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { UserType } from '../../accounts/user.types';
import type { User } from '../../accounts/user.entity';

/**
 * A user's contact details and sign-in time are for the user and for the firm's staff. A
 * client meets other users as the advisor of an engagement or the reviewer of a document and
 * sees their name and e-mail there, never their phone or home address.
 */
export const seesContactDetails = (viewer: Viewer | null, user: User) =>
  viewer !== null && (viewer.id === user.id || hasAnyRole(viewer, staffRoles));

// The fields' types and descriptions are in accounts/user.record.ts; here, how each is read and who sees it.
@Resolver(() => UserType)
export class UserFieldsResolver {
  @FieldResolver()
  roles(@Root() user: User, @Ctx() context: RequestContext) {
    return context.loaders.rolesByUserId.load(user.id);
  }

  @FieldResolver()
  async roleNames(@Root() user: User, @Ctx() context: RequestContext) {
    const roles = await context.loaders.rolesByUserId.load(user.id);
    return roles
      .map((role) => role.name)
      .filter(isRoleName)
      .map(toGraphQLRoleName);
  }

  @FieldResolver()
  name(@Root() user: User) {
    return fullNameOf(user);
  }

  @FieldResolver()
  phone(@Root() user: User, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.phone ?? null) : null;
  }

  @FieldResolver()
  address(@Root() user: User, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.address ?? null) : null;
  }

  @FieldResolver()
  city(@Root() user: User, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.city ?? null) : null;
  }

  @FieldResolver()
  province(@Root() user: User, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.province ?? null) : null;
  }

  @FieldResolver()
  postalCode(@Root() user: User, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.postalCode ?? null) : null;
  }

  @FieldResolver()
  lastLoginAt(@Root() user: User, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? (user.lastLoginAt ?? null) : null;
  }

  @FieldResolver()
  updatedAt(@Root() user: User, @Ctx() { viewer }: RequestContext) {
    return seesContactDetails(viewer, user) ? user.updatedAt : null;
  }
}
