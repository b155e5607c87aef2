import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { Auth } from '../../auth/auth-directive';
import { RoleName } from '../../accounts/roles';
import { PageArgs, pageWindow } from '../../shared/pagination';
import { ContactSubmissionConnection, ContactSubmissionCounts, ContactSubmissionFilter } from './contact.types';
import { ContactStatsGroupBy, ContactSubmissionStats } from './contact-stats.types';
import type { ContactStatsGrouping } from './contact-stats';

/** The administrators' view of the public forms (dashboard, contact tracker, playground). */
@Resolver()
export class ContactAdminResolver {
  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => ContactSubmissionConnection, { description: 'Contact submissions, newest first' })
  contactSubmissions(
    @Arg('filter', () => ContactSubmissionFilter, { nullable: true }) filter: ContactSubmissionFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: RequestContext,
  ) {
    return services.contact.list(filter, pageWindow(page));
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => ContactSubmissionCounts, { description: 'Total, Get In Touch and consultation counts' })
  contactSubmissionCounts(@Ctx() { services }: RequestContext): Promise<ContactSubmissionCounts> {
    return services.contact.counts();
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => ContactSubmissionStats, { description: "Submissions matching the tracker's filters, counted by service or type" })
  contactSubmissionStats(
    @Arg('groupBy', () => ContactStatsGroupBy) groupBy: ContactStatsGrouping,
    @Arg('filter', () => ContactSubmissionFilter, { nullable: true }) filter: ContactSubmissionFilter | null,
    @Ctx() { services }: RequestContext,
  ) {
    return services.contact.stats(groupBy, filter);
  }
}
