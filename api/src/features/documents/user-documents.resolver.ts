import { Arg, Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { PageArgs, pageWindow } from '../../shared/pagination';
import { UserType } from '../../accounts/user.types';
import { DocumentConnection, DocumentFilter } from './documents.types';

/** A person's documents, for those who may follow their edges (user-relations.access.ts). */
@Resolver(() => UserType)
export class UserDocumentsResolver {
  @FieldResolver(() => DocumentConnection, { description: "This person's documents, newest first (filter.clientId is ignored here)" })
  documents(
    @Root() user: UserType,
    @Arg('filter', () => DocumentFilter, { nullable: true }) filter: DocumentFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { loaders }: RequestContext,
  ) {
    const { clientId: _ignored, ...rest } = filter ?? {};
    return loaders.documentsByOwnerId({ filter: rest, window: pageWindow(page) }).load(user.id);
  }
}
