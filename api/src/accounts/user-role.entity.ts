import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { Role } from './role.entity';
import type { User } from './user.entity';

/** A role held by a user (docs/product.md#user-roles-record); the pair is the key. */
@Entity('user_roles')
@Index('IDX_user_roles_userId', ['userId'])
@Index('IDX_user_roles_roleId', ['roleId'])
export class UserRole {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  roleId: string;

  @CreateDateColumn({ type: 'datetime' })
  assignedAt: Date;

  @ManyToOne('User', (user: User) => user.userRoles, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_user_roles_userId' })
  user: Relation<User>;

  @ManyToOne('Role', (role: Role) => role.userRoles, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roleId', foreignKeyConstraintName: 'FK_user_roles_roleId' })
  role: Relation<Role>;
}
