import { Column, Entity, Index, OneToMany, type Relation } from 'typeorm';
import { BaseRecord, listTransformer } from '../db/base-entity';
import type { UserRole } from './user-role.entity';

export const roleNames = ['client', 'advisor', 'admin', 'superadmin'] as const;
export type RoleNameValue = (typeof roleNames)[number];

/** A named role with its permission list (docs/product.md#roles-record, docs/product.md#roles). */
@Entity('roles')
@Index('UQ_roles_name', ['name'], { unique: true })
export class Role extends BaseRecord {
  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Permission strings such as 'documents:own'; '*' grants everything. Defaults to []. */
  @Column({ type: 'simple-json', transformer: listTransformer })
  permissions: string[];

  @OneToMany('UserRole', (userRole: UserRole) => userRole.role)
  userRoles: Relation<UserRole>[];
}
