import type { DataSource } from 'typeorm';
import { RoleName, staffRoles } from '../../accounts/roles';
import { User } from '../../accounts/user.entity';
import type { FieldError } from '../../shared/errors';
import { FirmService } from '../firm-services';
import type { EngagementValues } from '../../../../validation/engagements';

/** Whether `userId` is an active user holding any of `roles`. */
export async function isActiveUserWith(dataSource: DataSource, userId: string, roles: readonly RoleName[]): Promise<boolean> {
  const count = await dataSource
    .getRepository(User)
    .createQueryBuilder('user')
    .innerJoin('user.userRoles', 'userRole')
    .innerJoin('userRole.role', 'role', 'role.name IN (:...roles)', { roles })
    .where('user.id = :userId', { userId })
    .andWhere('user.isActive = :active', { active: true })
    .getCount();
  return count > 0;
}

/**
 * What an engagement names besides itself, checked against the database: the client an active
 * user with the client role, the service one the firm still offers, the advisor (when there is
 * one) an active staff member. A value the engagement already holds is kept as it is, so that an
 * engagement of a client since deactivated, or of a service since withdrawn, can still be edited
 * (to cancel or complete it). Answers one error per field at fault, naming it.
 */
export async function unknownParties(
  dataSource: DataSource,
  values: Pick<EngagementValues, 'clientId' | 'serviceId' | 'advisorId'>,
  current?: { clientId: string; serviceId: string; assignedTo: string | null },
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (values.clientId !== current?.clientId && !(await isActiveUserWith(dataSource, values.clientId, [RoleName.CLIENT]))) {
    errors.push({ path: 'clientId', message: 'Choose an active client from the list' });
  }
  if (values.serviceId !== current?.serviceId) {
    const service = await dataSource.getRepository(FirmService).findOneBy({ id: values.serviceId });
    if (!service?.isActive) errors.push({ path: 'serviceId', message: 'Choose a service the firm offers from the list' });
  }
  if (
    values.advisorId !== null &&
    values.advisorId !== current?.assignedTo &&
    !(await isActiveUserWith(dataSource, values.advisorId, staffRoles))
  ) {
    errors.push({ path: 'advisorId', message: 'Choose an active staff member from the list as the advisor' });
  }
  return errors;
}
