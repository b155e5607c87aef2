import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { z } from 'zod';
import { adminRoles, RoleName, staffRoles } from '../../accounts/roles';
import { User } from '../../accounts/user.entity';
import { assertAllowed } from '../../auth/access';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { notFound } from '../../shared/errors';
import type { ListPaging } from '../../shared/list-paging';
import { containsPattern, LIKE_ESCAPE } from '../../shared/search';
import { parseInput } from '../../shared/validate';
import { SERVED_CLIENTS_SQL } from '../../accounts/served-clients';
import { listPage, type ListPage } from '../changes';

export const CLIENT_SEARCH_MAX = 100;

/** What narrows the client list (GET /api/clients, `clients`); both are optional. */
export const clientFilterSchema = z.object({
  search: z.string('Search must be text').trim().max(CLIENT_SEARCH_MAX, `Search must be at most ${CLIENT_SEARCH_MAX} characters`).nullish(),
  isActive: z.boolean('isActive must be true or false').nullish(),
});

const byName = (query: SelectQueryBuilder<User>) =>
  query.orderBy('LOWER(user.lastName)', 'ASC').addOrderBy('LOWER(user.firstName)', 'ASC').addOrderBy('user.id', 'ASC');

const HOLDS_THE_CLIENT_ROLE =
  'EXISTS (SELECT 1 FROM user_roles client_role INNER JOIN roles client_role_name ON client_role_name.id = client_role.roleId WHERE client_role.userId = user.id AND client_role_name.name = :clientRole)';

/**
 * Keeps the people each of whose words is part of their first or last name, their e-mail or (when
 * `companies`) their company's name, in any case, as the invoice search reads words: "sipho
 * dlamini" finds Sipho Dlamini, and so does "dlamini logistics" when his company is Dlamini Logistics.
 */
function whereEveryWordFound(query: SelectQueryBuilder<User>, search: string, companies: boolean) {
  const words = [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))];
  words.forEach((word, at) => {
    const conditions = ['user.firstName', 'user.lastName', 'user.email'].map((column) => `LOWER(${column}) LIKE :word${at} ${LIKE_ESCAPE}`);
    if (companies)
      conditions.push(
        `EXISTS (SELECT 1 FROM companies searched_company WHERE searched_company.userId = user.id AND LOWER(searched_company.name) LIKE :word${at} ${LIKE_ESCAPE})`,
      );
    query.andWhere(`(${conditions.join(' OR ')})`, { [`word${at}`]: containsPattern(word) });
  });
}

/**
 * The firm's clients as staff look them up (docs/product.md#calls-added-later,
 * docs/integrations.md#clients): the people holding the client role, never anyone else. Who sees
 * which is the graph's rule for following a person (engagements/user-relations.access.ts):
 * administrators every client, an advisor the clients they serve (the clients of engagements
 * assigned to them, SERVED_CLIENTS_SQL). Anyone else is 404, so ids cannot be probed.
 */
export class ClientsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A page ordered by last name, first name (any case), then id; or, with `updatedSince`, the
   * clients whose account changed since then, oldest change first (docs/integrations.md#clients).
   * Active and deactivated alike unless `isActive` says. A client is never deleted (erasure
   * deactivates and anonymises the account, a change like any other), so no tombstone is reported.
   */
  async list(viewer: Viewer | null, filter: unknown, paging: ListPaging): Promise<ListPage<User>> {
    const staff = assertAllowed(viewer, staffRoles);
    const { search, isActive } = parseInput(clientFilterSchema, filter ?? {});
    const query = this.visibleClients(staff);
    // A company's name is closed to tokens, as the Company is (graphql-scopes.ts): a token's search
    // would otherwise learn it a letter at a time.
    if (search) whereEveryWordFound(query, search, !staff.apiToken);
    if (isActive != null) query.andWhere('user.isActive = :isActive', { isActive });
    return listPage(query, paging, { ordered: byName, recordType: 'client', audience: 'all' });
  }

  /** One client the viewer sees; a staff member, someone else's client or no one is NOT_FOUND. */
  async get(viewer: Viewer | null, id: string): Promise<User> {
    const staff = assertAllowed(viewer, staffRoles);
    const client = await this.visibleClients(staff).andWhere('user.id = :id', { id }).getOne();
    if (!client) throw notFound();
    return client;
  }

  private visibleClients(staff: Viewer): SelectQueryBuilder<User> {
    const query = this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .where(HOLDS_THE_CLIENT_ROLE, { clientRole: RoleName.CLIENT });
    if (!hasAnyRole(staff, adminRoles)) query.andWhere(`user.id IN (${SERVED_CLIENTS_SQL})`, { viewerId: staff.id });
    return query;
  }
}
