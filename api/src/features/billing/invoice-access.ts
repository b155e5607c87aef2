import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { adminRoles, RoleName } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { Engagement } from '../engagements';
import { SERVED_CLIENTS_SQL } from '../../accounts/served-clients';

/**
 * Who sees and bills which invoices (docs/billing.md#who-sees-what): administrators every client's;
 * an advisor the clients they serve (the clients of engagements assigned to them, as everywhere in
 * the graph); a client their own issued ones, never a draft.
 */
export const billsEveryClient = (viewer: Viewer) => hasAnyRole(viewer, adminRoles);
const isAdvisor = (viewer: Viewer) => hasAnyRole(viewer, [RoleName.ADVISOR]);

/** Narrows `query` to the invoices (aliased `alias`) the viewer may see. */
export function whereInvoiceVisible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, viewer: Viewer) {
  if (billsEveryClient(viewer)) return query;
  const conditions = [
    `(${alias}.clientId = :viewerId AND ${alias}.status = 'issued')`,
    ...(isAdvisor(viewer) ? [`${alias}.clientId IN (${SERVED_CLIENTS_SQL})`] : []),
  ];
  return query.andWhere(`(${conditions.join(' OR ')})`, { viewerId: viewer.id });
}

/** Whether the staff member bills this client: an administrator any, an advisor those they serve. */
export async function billsClient(manager: EntityManager, staff: Viewer, clientId: string): Promise<boolean> {
  if (billsEveryClient(staff)) return true;
  if (!isAdvisor(staff)) return false;
  return manager.getRepository(Engagement).existsBy({ clientId, assignedTo: staff.id });
}
