import type { NotificationPreferences } from '../../../validation/notification-preferences';
import { Column, Entity, Index, OneToMany, type Relation } from 'typeorm';
import { EditableRecord } from '../db/base-entity';
import type { UserRole } from './user-role.entity';

/** A person who can sign in: client, advisor or administrator (docs/product.md#users-record). */
@Entity('users')
@Index('UQ_users_email', ['email'], { unique: true })
@Index('IDX_users_createdAt', ['createdAt'])
@Index('IDX_users_lastLoginAt', ['lastLoginAt'])
export class User extends EditableRecord {
  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  /** argon2id hash; null until an invited user sets a password. Never selected by default. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  province: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  postalCode: string | null;

  @Column({ type: 'varchar', length: 100, default: 'South Africa' })
  country: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  taxNumber: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  registrationNumber: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  profileImageUrl: string | null;

  /** A deactivated user cannot sign in; their records stay. */
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Last successful sign-in: "Active Users" are those signed in within 30 days. */
  @Column({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null;

  /**
   * Sessions carry the generation they were started in; raising it (a new or reset password)
   * signs the user out of every session that does not carry the new one (auth/viewer.ts).
   */
  @Column({ type: 'integer', default: 0 })
  sessionGeneration: number;

  /** Which notifications also come by e-mail; null until the user saves theirs (all on). */
  @Column({ type: 'simple-json', nullable: true })
  notificationPreferences: NotificationPreferences | null;

  @OneToMany('UserRole', (userRole: UserRole) => userRole.user)
  userRoles: Relation<UserRole>[];
}
