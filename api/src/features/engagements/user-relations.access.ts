import type { DataSource } from 'typeorm';
import { adminRoles, RoleName } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { Engagement } from './engagement.entity';

/**
 * Who may follow a person's edges in the graph (their documents, engagements, tasks,
 * appointments, company and advisors): the person themself, admins, and an advisor for the
 * clients they serve (the clients of engagements assigned to them). Anyone else finds those
 * edges empty. Each edge then applies its own feature's rule on top of this one.
 */
export interface UserRelationAccess {
  /** The ids among `userIds` whose edges the viewer may follow. */
  followable(userIds: readonly string[]): Promise<Set<string>>;
  mayFollow(userId: string): Promise<boolean>;
}

export function createUserRelationAccess(dataSource: DataSource, viewer: Viewer | null): UserRelationAccess {
  // Read at most once per request, and only when an advisor follows someone else's edge.
  let servedClients: Promise<Set<string>> | undefined;
  const clientsServedByViewer = (advisor: Viewer) =>
    (servedClients ??= dataSource
      .getRepository(Engagement)
      .createQueryBuilder('engagement')
      .select('DISTINCT engagement.clientId', 'clientId')
      .where('engagement.assignedTo = :advisorId', { advisorId: advisor.id })
      .getRawMany<{ clientId: string }>()
      .then((rows) => new Set(rows.map((row) => row.clientId))));

  async function followable(userIds: readonly string[]): Promise<Set<string>> {
    if (!viewer) return new Set();
    if (hasAnyRole(viewer, adminRoles)) return new Set(userIds);
    const allowed = new Set(userIds.filter((id) => id === viewer.id));
    const others = userIds.filter((id) => id !== viewer.id);
    if (others.length > 0 && hasAnyRole(viewer, [RoleName.ADVISOR])) {
      const served = await clientsServedByViewer(viewer);
      for (const id of others) if (served.has(id)) allowed.add(id);
    }
    return allowed;
  }

  return {
    followable,
    mayFollow: async (userId) => (await followable([userId])).has(userId),
  };
}
