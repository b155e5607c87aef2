import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { staffRoles } from '../../accounts/roles';
import { UserConnection, UserType } from '../../accounts/user.types';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../context/request-context';
import { PageArgs } from '../../shared/pagination';
import { listPagingOf } from '../../shared/list-paging';
import { CLIENT_SEARCH_MAX } from './clients.service';

/** GET /api/clients and /api/clients/{id} in the graph (ClientsService's rule); users:read for a token, as any User. */
@Resolver()
export class ClientsResolver {
  @Auth(...staffRoles)
  @Query(() => UserConnection, {
    description:
      'The firm’s clients you serve (every client for admins, an advisor’s own clients), by last name, then first name, then id (with updatedSince, oldest change first); active and deactivated unless isActive says',
  })
  clients(
    @Arg('search', () => String, {
      nullable: true,
      description: `Words each found in the first or last name, the e-mail or (not for an API token) the company’s name, any case; at most ${CLIENT_SEARCH_MAX} characters`,
    })
    search: string | null,
    @Arg('isActive', () => Boolean, { nullable: true, description: 'true: only accounts that can sign in; false: only deactivated ones' })
    isActive: boolean | null,
    @Arg('updatedSince', () => String, {
      nullable: true,
      description:
        'Only the clients whose account changed at or after this instant (ISO 8601 with its offset, such as 2026-11-01T00:00:00Z), oldest change first; a client is never deleted (an erased one is a change)',
    })
    updatedSince: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.clients.list(viewer, { search, isActive }, listPagingOf({ ...page, updatedSince }));
  }

  @Auth(...staffRoles)
  @Query(() => UserType, { description: 'One client you serve; anyone else is NOT_FOUND' })
  client(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.clients.get(viewer, id);
  }
}
