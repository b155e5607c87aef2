import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { staffRoles } from '../../accounts/roles';
import type { RequestContext } from '../../context/request-context';
import { AnnouncedEventArgs, AnnouncedEventPage } from './events.types';

@Resolver()
export class EventsResolver {
  @Auth(...staffRoles)
  @Query(() => AnnouncedEventPage, {
    description:
      'The events of the last 30 days, oldest first, as the webhooks sent them: every event for an administrator, the events about the clients they serve for an advisor, and for an API token only those of the areas it may read; after is the id of the last event you have',
  })
  events(@Args(() => AnnouncedEventArgs) args: AnnouncedEventArgs, @Ctx() { viewer, services }: RequestContext) {
    const { type, first, after } = args;
    return services.eventFeed.list(viewer, { type, first, after });
  }
}
