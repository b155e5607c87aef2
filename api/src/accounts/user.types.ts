import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ConnectionType } from '../shared/pagination';
import { GraphQLRoleName } from './roles';
import { CountryKind } from './country';

// Plain fields read by graphql-js's own resolver (DocumentType in documents.types.ts says why).
@ObjectType('Role', { description: 'A role and what it is for', simpleResolvers: true })
export class RoleType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

/** A user's own profile as the portal shows it (docs/product.md#screen-shapes, Session user). */
// Plain fields read by graphql-js's own resolver (DocumentType in documents.types.ts says why);
// the computed and guarded ones are field resolvers (users.resolver.ts) and keep theirs.
@ObjectType('User', {
  simpleResolvers: true,
  description: 'A person with a portal account, client or staff, with their roles and what the viewer may see of their work with the firm',
})
export class UserType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String, { description: 'First and last name' })
  name!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  province?: string | null;

  @Field(() => String, { nullable: true })
  postalCode?: string | null;

  @Field(() => CountryKind, { nullable: true })
  country?: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'The last successful sign-in' })
  lastLoginAt?: Date | null;

  @Field(() => [RoleType])
  roles!: RoleType[];

  @Field(() => [GraphQLRoleName], { description: 'The names of the roles, for quick checks on the client' })
  roleNames!: GraphQLRoleName[];
}

@InputType({ description: 'Narrows the user list; every field is optional' })
export class UserFilter {
  @Field(() => String, { nullable: true, description: 'Text found in the name or e-mail (any case)' })
  search?: string | null;

  @Field(() => GraphQLRoleName, { nullable: true })
  roleName?: GraphQLRoleName | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only people with an overdue task on an engagement they are the client of; false: only those without',
  })
  hasOverdueTasks?: boolean | null;
}

export const UserConnection = ConnectionType('User', UserType);
