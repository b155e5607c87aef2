import { describeRecord, privacy } from '../../records/record-description';
import { UserRole } from '../../accounts/user-role.entity';

const THE_LINK = 'links a user to a role; the APIs show the user’s roles themselves (roles)';

/**
 * A role held by a user (docs/product.md#user-roles-record). Neither API shows the row: a user's
 * roles are listed as Role records (User.roles, the admin list's roles), and profile.json names
 * them. It says nothing of the person by itself; it goes when the account does.
 */
export const userRoleDescription = describeRecord({
  name: 'UserRole',
  description: 'A role held by a user',
  entity: UserRole,
  deletedWithTheRowOnErasure: false,
  fields: {},
  internal: {
    userId: { privacy: privacy.notPersonal, because: THE_LINK },
    roleId: { privacy: privacy.notPersonal, because: THE_LINK },
    assignedAt: { privacy: privacy.notPersonal, because: 'orders a user’s roles, the oldest first' },
  },
  notInEitherApi: 'the link between a user and a role: the APIs list the user’s roles (User.roles)',
});
