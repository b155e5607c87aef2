import { Ctx, Query, Resolver } from 'type-graphql';
import { staffRoles } from '../../accounts/roles';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../context/request-context';
import { FirmServiceType } from './firm-service.types';

@Resolver(() => FirmServiceType)
export class FirmServicesResolver {
  @Auth(...staffRoles)
  @Query(() => [FirmServiceType], { description: 'The services the firm offers now, by name: what staff choose from for an engagement' })
  firmServices(@Ctx() { viewer, services }: RequestContext) {
    return services.firmServices.offered(viewer);
  }
}
