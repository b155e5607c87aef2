import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import {
  AdminUserRowFragmentDoc,
  type AdminStatsQuery,
  type AdminUsersQuery,
  type CreateUserMutation,
} from '../../../../graphql/generated';

type CachedUserConnection = Omit<AdminUsersQuery['users'], 'nodes'> & { nodes: Reference[] };

/**
 * The arguments a cached `users` entry was stored under. Apollo writes `users:{"filter":…}` when
 * the field has keyArgs (web/src/lib/apollo.ts) and `users({"first":…})` when it has none.
 */
function storedArgs(storeFieldName: string): StoredUsersArgs | null {
  const rest = storeFieldName.slice('users'.length);
  if (rest === '') return {};
  try {
    if (rest.startsWith(':')) return JSON.parse(rest.slice(1)) as StoredUsersArgs;
    if (rest.startsWith('(')) return JSON.parse(rest.slice(1, -1)) as StoredUsersArgs;
  } catch {
    // An unreadable key is left alone.
  }
  return null;
}

interface StoredUsersArgs {
  after?: string | null;
  filter?: { search?: string | null; roleName?: string | null } | null;
}

/** Whether a cached `users` entry lists everyone from the start (no search, no role, no cursor). */
function listsEveryoneFromTheStart(storeFieldName: string): boolean {
  const args = storedArgs(storeFieldName);
  return !!args && !args.after && !args.filter?.search && !args.filter?.roleName;
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
