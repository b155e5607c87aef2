import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { DocumentRequestEdgeArgs, DocumentRequestType } from './document-requests.types';

/** A client's document requests, for those who may follow their edges and see the requests. */
@Resolver(() => UserType)
export class UserDocumentRequestsResolver {
  @FieldResolver(() => [DocumentRequestType], { description: 'The documents this client was asked for, soonest due first' })
  documentRequests(
    @Root() user: UserType,
    @Args(() => DocumentRequestEdgeArgs) { outstanding }: DocumentRequestEdgeArgs,
    @Ctx() { loaders }: RequestContext,
  ) {
    return loaders.documentRequestsByClientId({ outstanding: outstanding ?? null }).load(user.id);
  }
}
