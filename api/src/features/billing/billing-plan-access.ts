import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { RoleName } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { SERVED_CLIENTS_SQL } from '../../accounts/served-clients';
import { billsEveryClient } from './invoice-access';

/**
 * Who sees which billing plans (docs/billing.md#who-sees-what): as for invoices, administrators
 * every client's, an advisor those of the clients they serve, a client their own.
 */
export function whereBillingPlanVisible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, viewer: Viewer, alias = 'plan') {
  if (billsEveryClient(viewer)) return query;
  const served = hasAnyRole(viewer, [RoleName.ADVISOR]) ? ` OR ${alias}.clientId IN (${SERVED_CLIENTS_SQL})` : '';
  return query.andWhere(`(${alias}.clientId = :viewerId${served})`, { viewerId: viewer.id });
}
