import type { SessionUserFragment } from '../graphql/generated';

/** A signed-in user as the Me query returns it; roles follow the role names given. */
export function sessionUser(overrides: Partial<SessionUserFragment> = {}): SessionUserFragment {
  const roleNames = overrides.roleNames ?? ['CLIENT'];
  return {
    __typename: 'User',
    id: 'user-1',
    email: 'client@example.com',
    firstName: 'Sipho',
    lastName: 'Ndlovu',
    phone: '+27 82 555 0101',
    address: '12 Church Street',
    city: 'Midrand',
    province: 'Gauteng',
    postalCode: '1685',
    country: 'SOUTH_AFRICA',
    createdAt: '2026-01-10T08:00:00.000Z',
    roleNames,
    roles: roleNames.map((name) => ({ __typename: 'Role', id: `role-${name}`, name: name.toLowerCase(), description: `${name} role` })),
    ...overrides,
  };
}

export const adminUser = () => sessionUser({ id: 'admin-1', email: 'admin@example.com', firstName: 'Thandi', roleNames: ['ADMIN'] });

/** The Login mutation's answer when the password alone signs the user in. */
export const signedInAs = (user: SessionUserFragment) => ({
  __typename: 'SignInResult' as const,
  user,
  nextStep: null,
  expiresAt: null,
});
