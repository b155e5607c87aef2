import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { UserType } from '../../accounts/user.types';
import type { RequestContext } from '../../context/request-context';
import { PageArgs, pageWindow } from '../../shared/pagination';
import type { ApiToken } from './api-token.entity';
import { statusOf } from './api-token-status';
import { ApiTokenConnection, ApiTokenFilter, ApiTokenType, CreateApiTokenInput } from './api-tokens.types';
import { CreatedApiTokenType } from './created-api-token.record';

@Resolver(() => ApiTokenType)
export class ApiTokensResolver {
  @Auth()
  @Query(() => [ApiTokenType], { description: 'Your API tokens that are not revoked (expired ones too), newest first' })
  apiTokens(@Ctx() { viewer, services }: RequestContext) {
    return services.apiTokens.list(viewer);
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => ApiTokenConnection, { description: "Everyone's API tokens, newest first" })
  allApiTokens(
    @Arg('filter', () => ApiTokenFilter, { nullable: true }) filter: ApiTokenFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.apiTokens.listAll(viewer, { ...filter }, pageWindow(page));
  }

  @Auth()
  @Mutation(() => CreatedApiTokenType, { description: 'Makes an API token (staff only); its secret is answered this once' })
  createApiToken(@Arg('input', () => CreateApiTokenInput) input: CreateApiTokenInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.apiTokens.create(viewer, { ...input }, requestOrigin(req));
  }

  @Auth()
  @Mutation(() => ApiTokenType, { description: "Revokes one of your API tokens (an administrator: anyone's); it stops working at once" })
  revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.apiTokens.revoke(viewer, id, requestOrigin(req));
  }

  // Its type and description are in api-token.record.ts; here, the clock it is read against.
  @FieldResolver()
  status(@Root() token: ApiToken, @Ctx() { loaders }: RequestContext) {
    return statusOf(token, loaders.now);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Whose token it is: it acts as this person' })
  owner(@Root() token: ApiToken, @Ctx() { viewer, loaders }: RequestContext) {
    if (viewer?.record && token.userId === viewer.id) return viewer.record;
    return loaders.userById.load(token.userId);
  }
}
