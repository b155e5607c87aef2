import { Field, InputType, type ClassType } from 'type-graphql';
import { ConnectionType } from '../shared/pagination';
import { RecordObjectType } from '../records/graphql-object-type';
import { GraphQLRoleName } from './roles';
import { userDescription } from './user.record';
import type { User } from './user.entity';

@RecordObjectType(userDescription)
class UserObjectType {}

/**
 * A person in the graph: its fields are described once, in user.record.ts; its edges (documents,
 * engagements, tasks…) are other features' field resolvers. Resolvers hand it the User row, so
 * that is its type here.
 */
export const UserType = UserObjectType as ClassType<User>;
export type UserType = User;

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
