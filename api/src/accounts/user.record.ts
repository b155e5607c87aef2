import { z } from 'zod';
import {
  archiveOnly,
  customField,
  describeRecord,
  flagField,
  idField,
  instantField,
  privacy,
  textField,
  type FieldDescription,
} from '../records/record-description';
import { restShapeOf } from '../records/rest-shape';
import { columnMaxLength } from '../records/column-bounds';
import { roleNameValues } from '../../../validation/users';
import type { Erasure } from '../shared/personal-data';
import { CountryKind } from './country';
import { namedRoleRecord, roleRecord } from './role.record';
import { RoleType } from './role.types';
import { GraphQLRoleName } from './roles';
import { User } from './user.entity';

const NOT_IN_THE_ADMIN_LIST = 'the profile’s fields are on GET /api/auth/user (userProfileRecord), not in the admin list';
const ONLY_IN_THE_ARCHIVE = 'no screen or API shows or sets it; the "My data" archive lists it';
const ERASED = privacy.exportedAndAnonymised(null);

/**
 * A person with a portal account, as both APIs, the OpenAPI document and the "My data" archive
 * show them (docs/product.md#users-record). REST is the administrators' list (GET /api/admin/users),
 * a short form; the graph's User carries more, and other features add its edges (documents,
 * engagements…) as field resolvers. GraphQL shows the contact details and the last sign-in only
 * to the person and to staff (users.resolver.ts), null to others. Kept on erasure, every trace of
 * the person replaced (users.personal-data.ts).
 */
export const userDescription = describeRecord({
  name: 'User',
  description: 'A person with a portal account, client or staff, with their roles and what the viewer may see of their work with the firm',
  entity: User,
  deletedWithTheRowOnErasure: false,
  // Plain fields read by graphql-js's own resolver (DocumentType in documents.types.ts says why);
  // the computed and guarded ones are field resolvers (users.resolver.ts) and keep theirs.
  simpleResolvers: true,
  fields: {
    id: idField('The user id', { privacy: privacy.exported }),
    firstName: textField('First name', { privacy: privacy.exportedAndAnonymised('Erased') }),
    lastName: textField('Last name', {
      // "Erased client 7f3a" is then their full name.
      privacy: privacy.exportedAndAnonymised((erasure: Erasure) => erasure.label.slice('Erased '.length)),
    }),
    email: textField('The sign-in address, in lower case', {
      privacy: privacy.exportedAndAnonymised((erasure: Erasure) => erasure.erasedEmail),
    }),
    name: textField('First and last name', {
      computedBy: 'fullNameOf (validation/people.ts), in users.resolver.ts',
      notInRest: 'REST callers join firstName and lastName',
    }),
    phone: textField('Phone number', { nullable: true, privacy: ERASED }),
    address: textField('Street address', { nullable: true, privacy: ERASED, notInRest: NOT_IN_THE_ADMIN_LIST }),
    city: textField('City or town', { nullable: true, privacy: ERASED, notInRest: NOT_IN_THE_ADMIN_LIST }),
    province: textField('One of the nine provinces', { nullable: true, privacy: ERASED, notInRest: NOT_IN_THE_ADMIN_LIST }),
    postalCode: textField('Postal code', { nullable: true, privacy: ERASED, notInRest: NOT_IN_THE_ADMIN_LIST }),
    country: customField(
      z.string(),
      () => CountryKind,
      'Where the person lives, one of the new-user form’s choices (South Africa by default): REST sends it as stored (South Africa), GraphQL as the Country enum (SOUTH_AFRICA)',
      {
        privacy: privacy.exported,
        nullInGraphQL: 'the column is never null (default South Africa); the GraphQL field was declared nullable',
      },
    ),
    taxNumber: archiveOnly((user: User) => user.taxNumber),
    registrationNumber: archiveOnly((user: User) => user.registrationNumber),
    profileImageUrl: archiveOnly((user: User) => user.profileImageUrl),
    isActive: archiveOnly((user: User) => user.isActive),
    createdAt: instantField('When the account was created', { privacy: privacy.exported }),
    lastLoginAt: instantField('The last successful sign-in', {
      nullable: true,
      privacy: privacy.exported,
      notInRest: 'not shown in the admin list',
    }),
    updatedAt: instantField(
      'When the account last changed: its details, its roles, a sign-in, its activation or erasure (what GET /api/clients?updated_since= asks)',
      {
        privacy: privacy.exported,
        // A sign-in moves it, so it tells when the person last signed in, as lastLoginAt does.
        nullInGraphQL: 'null to anyone who may not see the person’s contact details, as lastLoginAt',
      },
    ),
    // Each role at most once (user_roles is keyed by the pair), and roles are named by roleNameValues, each name once.
    roles: customField(z.array(namedRoleRecord).max(roleNameValues.length), () => [RoleType], 'The roles the user holds', {
      // REST's admin list names each role (id and name); GET /api/admin/roles says what each may do.
      // GraphQL's Role carries its description as well.
      computedBy: 'the user_roles rows, through a loader (users.loaders.ts)',
    }),
    roleNames: customField(
      z.array(z.enum(GraphQLRoleName)),
      () => [GraphQLRoleName],
      'The names of the roles, for quick checks on the client',
      {
        computedBy: 'users.resolver.ts, from roles (upper case, as the RoleName enum)',
        notInRest: 'REST callers read the names in roles',
      },
    ),
    twoStepEnabled: flagField('Two-step sign-in is on; for the person themself and admins, null for others', {
      computedBy: 'a loader of the confirmed enrolments (features/two-step)',
      notInRest: 'REST shows it to the person themself (GET /api/auth/two-step)',
      nullInGraphQL: 'null to anyone but the person themself and admins',
    }),
  },
  internal: {
    passwordHash: {
      privacy: privacy.anonymised(null),
      because: 'the argon2id hash a password is checked against; never selected by default, never shown',
    },
    taxNumber: { privacy: ERASED, because: ONLY_IN_THE_ARCHIVE },
    registrationNumber: { privacy: ERASED, because: ONLY_IN_THE_ARCHIVE },
    profileImageUrl: { privacy: ERASED, because: ONLY_IN_THE_ARCHIVE },
    isActive: { privacy: privacy.exported, because: 'a deactivated account cannot sign in; the admin list shows no state' },
    updatedAt: { privacy: privacy.exported, because: 'no screen reads when an account last changed; the archive lists it' },
    sessionGeneration: {
      privacy: privacy.notPersonal,
      because: 'a counter sessions carry: raising it signs every older session out (auth/viewer.ts)',
    },
    notificationPreferences: {
      privacy: ERASED,
      because: 'which notifications also come by e-mail: the notifications feature shows and exports them (notification-preferences.json)',
    },
  },
  // profile.json as it always was: the address after the names, the role names after the state.
  archiveOrder: [
    'id',
    'email',
    'firstName',
    'lastName',
    'phone',
    'address',
    'city',
    'province',
    'postalCode',
    'country',
    'taxNumber',
    'registrationNumber',
    'profileImageUrl',
    'isActive',
    'roles',
    'lastLoginAt',
    'createdAt',
    'updatedAt',
  ],
});

/**
 * A user in the administrators' list as REST answers it (GET and POST /api/admin/users, PUT
 * /api/admin/users/:id/roles), in the order the JSON carries it.
 */
export const adminUserRecord = restShapeOf(userDescription);

const { fields } = userDescription;
const { shape } = adminUserRecord;

/** A field the admin list leaves out, as the profile sends it: text up to its column's length, or null. */
function profileText(column: 'address' | 'city' | 'province' | 'postalCode' | 'country', field: FieldDescription) {
  const maxLength = columnMaxLength(User, column);
  if (maxLength === null) throw new Error(`users.${column} is not a text column`);
  return z.string().max(maxLength).nullable().describe(field.description);
}

/**
 * The signed-in person's own account, as REST answers it (GET /api/auth/user, the sign-in steps,
 * PUT /api/profile), in the order the JSON carries it: the admin list's fields with the address,
 * and each role with what it may do. No GraphQL type is this shape (the graph's `me` is a User),
 * so it is made from the User and Role descriptions, not described again.
 */
export const userProfileRecord = z.strictObject({
  id: shape.id,
  firstName: shape.firstName,
  lastName: shape.lastName,
  email: shape.email,
  phone: shape.phone,
  address: profileText('address', fields.address),
  city: profileText('city', fields.city),
  province: profileText('province', fields.province),
  postalCode: profileText('postalCode', fields.postalCode),
  // Typed nullable here from the first: the column never is.
  country: profileText('country', fields.country),
  createdAt: shape.createdAt,
  roles: z.array(roleRecord).max(roleNameValues.length).describe(fields.roles.description),
});
