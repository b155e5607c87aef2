import { In, type DataSource } from 'typeorm';
import { fullNameOf } from '../../../../validation/people';
import { RoleName } from '../../accounts/roles';
import type { Viewer } from '../../auth/viewer';
import { Engagement } from '../engagements';
import { User } from '../../accounts/user.entity';

/**
 * Who can take part in an appointment: read-only look-ups of users by role, and of the client's
 * engagements to suggest their advisor. Nothing here writes; the rules are in AppointmentsService.
 */
export class AppointmentPeople {
  constructor(private readonly dataSource: DataSource) {}

  /** Active users holding `role`, by name. */
  withRole(role: RoleName.ADVISOR | RoleName.CLIENT): Promise<User[]> {
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin('user.userRoles', 'userRole')
      .innerJoin('userRole.role', 'role', 'role.name = :role', { role })
      .where('user.isActive = :active', { active: true })
      .orderBy('user.firstName', 'ASC')
      .addOrderBy('user.lastName', 'ASC')
      .addOrderBy('user.id', 'ASC')
      .getMany();
  }

  /** Whether `userId` is an active user holding `role`. */
  async holds(userId: string, role: RoleName.ADVISOR | RoleName.CLIENT): Promise<boolean> {
    const count = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin('user.userRoles', 'userRole')
      .innerJoin('userRole.role', 'role', 'role.name = :role', { role })
      .where('user.id = :userId', { userId })
      .andWhere('user.isActive = :active', { active: true })
      .getCount();
    return count > 0;
  }

  /**
   * The advisor a client most likely wants: the one running their most recent active
   * engagement, else the first advisor by name. Null when the firm has no advisor at all.
   */
  async suggestedAdvisorFor(clientId: string | undefined): Promise<string | null> {
    const advisors = await this.withRole(RoleName.ADVISOR);
    if (advisors.length === 0) return null;
    if (clientId) {
      const engagement = await this.dataSource.getRepository(Engagement).findOne({
        select: { id: true, assignedTo: true },
        where: { clientId, status: 'active', assignedTo: In(advisors.map((advisor) => advisor.id)) },
        order: { startDate: 'DESC', createdAt: 'DESC' },
      });
      if (engagement?.assignedTo) return engagement.assignedTo;
    }
    return advisors[0].id;
  }

  /** "First Last" of a viewer, as notices name who acted. */
  async nameOf(viewer: Viewer): Promise<string> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: viewer.id });
    return user ? fullNameOf(user) : viewer.firstName;
  }
}
