import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { RoleName } from '../../accounts/roles';
import type { RequestContext } from '../../context/request-context';
import { AnnouncedEventArgs, AnnouncedEventPage } from './events.types';

@Resolver()
export class EventsResolver {
  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => AnnouncedEventPage, {
    description:
      'The events of the last 30 days, oldest first, as the webhooks sent them (an API token: those of the areas it may read); after is the id of the last event you have',
  })
  events(@Args(() => AnnouncedEventArgs) args: AnnouncedEventArgs, @Ctx() { viewer, services }: RequestContext) {
    const { type, first, after } = args;
    return services.eventFeed.list(viewer, { type, first, after });
  }
}
