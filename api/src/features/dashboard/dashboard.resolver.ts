import { Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../context/request-context';
import { DashboardSummaryType } from './dashboard.types';

@Resolver(() => DashboardSummaryType)
export class DashboardResolver {
  @Auth()
  @Query(() => DashboardSummaryType, { description: 'The dashboard’s "at a glance" numbers for the signed-in user' })
  dashboardSummary(@Ctx() { viewer, services }: RequestContext) {
    return services.dashboard.summary(viewer);
  }
}
