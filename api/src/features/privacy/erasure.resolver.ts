import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { PageArgs, pageWindow } from '../../shared/pagination';
import { UserType } from '../../accounts/user.types';
import type { ErasureRequest } from './erasure-request.entity';
import {
  DeclineErasureInput,
  ErasureRequestConnection,
  ErasureRequestFilter,
  ErasureRequestInput,
  ErasureRequestType,
} from './erasure.types';

@Resolver(() => ErasureRequestType)
export class ErasureResolver {
  @Auth()
  @Mutation(() => ErasureRequestType, { description: 'Asks the firm to erase your personal information (clients only)' })
  requestErasure(
    @Arg('input', () => ErasureRequestInput, { nullable: true }) input: ErasureRequestInput | null,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.privacy.request(viewer, { ...input }, requestOrigin(req));
  }

  @Auth()
  @Query(() => ErasureRequestType, { nullable: true, description: 'Your latest erasure request and its status; null if none' })
  myErasureRequest(@Ctx() { viewer, services }: RequestContext) {
    return services.privacy.mine(viewer);
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => ErasureRequestConnection, { description: 'Erasure requests, pending first, then newest first' })
  erasureRequests(
    @Arg('filter', () => ErasureRequestFilter, { nullable: true }) filter: ErasureRequestFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.privacy.list(viewer, { ...filter }, pageWindow(page));
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => ErasureRequestType, { description: "Approves a pending request: the client's personal information is erased" })
  approveErasureRequest(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.privacy.approve(viewer, id, requestOrigin(req));
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => ErasureRequestType, { description: 'Declines a pending request with a reason the client is told' })
  declineErasureRequest(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => DeclineErasureInput) input: DeclineErasureInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.privacy.decline(viewer, id, { ...input }, requestOrigin(req));
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who asked (after an approval, the erased account)' })
  client(@Root() request: ErasureRequest, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(request.userId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The administrator who decided' })
  decidedBy(@Root() request: ErasureRequest, @Ctx() { loaders }: RequestContext) {
    return request.decidedBy ? loaders.userById.load(request.decidedBy) : null;
  }
}
