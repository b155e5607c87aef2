import type { ClassType } from 'type-graphql';
import { RecordObjectType } from '../records/graphql-object-type';
import { roleDescription } from './role.record';
import type { Role } from './role.entity';

@RecordObjectType(roleDescription)
class RoleObjectType {}

/**
 * A role in the graph: its fields are described once, in role.record.ts. Resolvers hand it the
 * Role row, so that is its type here.
 */
export const RoleType = RoleObjectType as ClassType<Role>;
export type RoleType = Role;
