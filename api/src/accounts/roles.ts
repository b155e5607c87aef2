import { registerEnumType } from 'type-graphql';

/**
 * The roles of docs/product.md#roles. The GraphQL enum's values are upper case; stored names
 * lower case.
 */
export enum RoleName {
  CLIENT = 'client',
  ADVISOR = 'advisor',
  ADMIN = 'admin',
  SUPERADMIN = 'superadmin',
}

/**
 * The same roles as GraphQL spells them. Its values equal its names so that directive
 * arguments (`@auth(requires: [ADMIN])`) print and parse as themselves.
 */
export enum GraphQLRoleName {
  CLIENT = 'CLIENT',
  ADVISOR = 'ADVISOR',
  ADMIN = 'ADMIN',
  SUPERADMIN = 'SUPERADMIN',
}

registerEnumType(GraphQLRoleName, { name: 'RoleName', description: 'A role a user can hold' });

export const toGraphQLRoleName = (role: RoleName) => role.toUpperCase() as GraphQLRoleName;
export const fromGraphQLRoleName = (role: GraphQLRoleName) => role.toLowerCase() as RoleName;

export const staffRoles = [RoleName.ADVISOR, RoleName.ADMIN, RoleName.SUPERADMIN] as const;
export const adminRoles = [RoleName.ADMIN, RoleName.SUPERADMIN] as const;

export function isRoleName(value: string): value is RoleName {
  return (Object.values(RoleName) as string[]).includes(value);
}
