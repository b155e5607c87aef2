import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { AppointmentType } from './appointments.types';

/** A person's appointments, for those who may follow their edges (user-relations.access.ts). */
@Resolver(() => UserType)
export class UserAppointmentsResolver {
  @FieldResolver(() => [AppointmentType], {
    description: 'The meetings this person takes part in, as client or advisor, that the viewer may see; latest first',
  })
  appointments(
    @Root() user: UserType,
    @Arg('upcoming', () => Boolean, {
      nullable: true,
      description: 'true: only those still to come, soonest first; false: only past ones',
    })
    upcoming: boolean | null,
    @Ctx() { loaders }: RequestContext,
  ) {
    return loaders.appointmentsByUserId({ upcoming }).load(user.id);
  }
}
