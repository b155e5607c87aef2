import { z } from 'zod';
import { customField, describeRecord, idField, privacy, textField } from '../records/record-description';
import { restShapeOf } from '../records/rest-shape';
import { roleNameValues } from '../../../validation/users';
import { Role } from './role.entity';

const THE_API_READS_IT = 'the api checks it; the APIs say what the role is for in words (description)';

/**
 * A role, as both APIs and the OpenAPI document show it (docs/product.md#roles-record). Nothing in
 * it is about a person: the roles are the firm's, the same for everyone.
 */
export const roleDescription = describeRecord({
  name: 'Role',
  description: 'A role and what it is for',
  entity: Role,
  deletedWithTheRowOnErasure: false,
  // Plain fields read by graphql-js's own resolver (DocumentType in documents.types.ts says why).
  simpleResolvers: true,
  fields: {
    id: idField('The role id', { privacy: privacy.notPersonal }),
    // GraphQL shows the stored name as a String; the RoleName enum is its upper-case form (roleNames of User).
    name: customField(z.enum(roleNameValues), () => String, 'The role’s name as stored: its RoleName in lower case', {
      privacy: privacy.notPersonal,
    }),
    description: textField('What the role may do', { nullable: true, privacy: privacy.notPersonal }),
  },
  internal: {
    permissions: { privacy: privacy.notPersonal, because: THE_API_READS_IT },
    createdAt: { privacy: privacy.notPersonal, because: 'orders the list of roles, the seeded order' },
  },
});

/** A role as REST answers it (GET /api/admin/roles, each role of GET /api/auth/user), in the order the JSON carries it. */
export const roleRecord = restShapeOf(roleDescription);

/** A role as the administrators' user list names it: its id and name (GET /api/admin/roles says what each may do). */
export const namedRoleRecord = roleRecord.pick({ id: true, name: true });
