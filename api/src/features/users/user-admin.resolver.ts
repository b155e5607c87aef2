import { Arg, Args, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { Auth } from '../../auth/auth-directive';
import { GraphQLRoleName, RoleName, fromGraphQLRoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { PageArgs, pageWindow } from '../../shared/pagination';
import { UserConnection, UserFilter, UserType } from '../../accounts/user.types';
import { CountryKind } from '../../accounts/country';

@InputType({ description: 'A new portal account; the person is e-mailed a single-use link to choose their password' })
class CreateUserInput {
  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  firstName?: string;

  @Field(() => String, { nullable: true })
  lastName?: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => CountryKind, { nullable: true, description: 'Default SOUTH_AFRICA' })
  country?: CountryKind | null;

  @Field(() => [GraphQLRoleName], { nullable: true, description: 'Defaults to [CLIENT]' })
  roleNames?: GraphQLRoleName[] | null;
}

@InputType({ description: "A new user's first password, with the token of their invitation link" })
class SetPasswordInput {
  @Field(() => String)
  token!: string;

  @Field(() => String)
  password!: string;
}

@ObjectType({ description: 'Who an invitation link is for and until when it works, as the set-password page greets them' })
class InvitationPreview {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => Date)
  expiresAt!: Date;
}

const toRoleNameValues = (names: GraphQLRoleName[] | null | undefined) => names?.map(fromGraphQLRoleName);

@Resolver()
export class UserAdminResolver {
  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => UserConnection, { description: 'Users, newest first' })
  users(
    @Arg('filter', () => UserFilter, { nullable: true }) filter: UserFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: RequestContext,
  ) {
    return services.userAdmin.list(
      filter ? { ...filter, roleName: filter.roleName ? fromGraphQLRoleName(filter.roleName) : null } : null,
      pageWindow(page),
    );
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => UserType, { description: 'Creates a user and e-mails them a link to choose their password' })
  async createUser(
    @Arg('input', () => CreateUserInput) input: CreateUserInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ): Promise<UserType> {
    const user = await services.userAdmin.create({ ...input, roleNames: toRoleNameValues(input.roleNames) }, viewer!, requestOrigin(req));
    return user;
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => UserType, { description: "Replaces a user's roles" })
  async setUserRoles(
    @Arg('userId', () => ID) userId: string,
    @Arg('roleNames', () => [GraphQLRoleName]) roleNames: GraphQLRoleName[],
    @Ctx() { req, viewer, services, loaders }: RequestContext,
  ): Promise<UserType> {
    const user = await services.userAdmin.setRoles(userId, { roleNames: toRoleNameValues(roleNames) }, viewer!, requestOrigin(req));
    loaders.rolesByUserId.clear(userId);
    return user;
  }

  @Query(() => InvitationPreview, { description: 'Who an invitation link is for, while it can still be used' })
  invitation(@Arg('token', () => String) token: string, @Ctx() { services }: RequestContext): Promise<InvitationPreview> {
    return services.invitations.preview(token);
  }

  @Mutation(() => UserType, { description: 'Sets a password with a single-use invitation link' })
  async setPasswordWithInvitation(
    @Arg('input', () => SetPasswordInput) input: SetPasswordInput,
    @Ctx() { req, services }: RequestContext,
  ): Promise<UserType> {
    return services.invitations.accept(input, requestOrigin(req));
  }
}
