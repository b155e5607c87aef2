import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import { AdminUserRowFragmentDoc, type AdminStatsQuery, type AdminUsersQuery, type CreateUserMutation } from '../../../../graphql/generated';

type CachedUserConnection = Omit<AdminUsersQuery['users'], 'nodes'> & { nodes: Reference[] };

/** Whether a cached `users(...)` entry is the first page of everyone (no search, no role, no cursor). */
function listsEveryoneFromTheStart(storeFieldName: string): boolean {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return true;
  try {
    const args = JSON.parse(storeFieldName.slice(open + 1, -1)) as { after?: string | null; filter?: { search?: string | null; roleName?: string | null } | null };
    return !args.after && !args.filter?.search && !args.filter?.roleName;
  } catch {
    return false;
  }
}

/**
 * After CreateUser: put the new user at the top of the cached user list and count them in Total
 * Users, so neither AdminUsers nor AdminStats has to be asked again.
 */
export function addCreatedUserToCache(cache: ApolloCache<unknown>, created: CreateUserMutation['createUser']) {
  const ref = cache.writeFragment({ fragment: AdminUserRowFragmentDoc, fragmentName: 'AdminUserRow', data: created });
  if (!ref) return;
  cache.modify<{ users: CachedUserConnection; adminStats: AdminStatsQuery['adminStats'] }>({
    fields: {
      users(existing, { storeFieldName, readField }) {
        if (isReference(existing) || !existing?.nodes || !listsEveryoneFromTheStart(storeFieldName)) return existing;
        if (existing.nodes.some((node) => readField('id', node) === created.id)) return existing;
        return { ...existing, totalCount: existing.totalCount + 1, nodes: [ref, ...existing.nodes] };
      },
      adminStats(existing) {
        return existing && !isReference(existing) ? { ...existing, totalUsers: existing.totalUsers + 1 } : existing;
      },
    },
  });
}
