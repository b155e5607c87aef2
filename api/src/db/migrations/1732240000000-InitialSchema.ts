import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import {
  id,
  ref,
  varchar,
  text,
  json,
  integer,
  decimal,
  boolean,
  datetime,
  timestamp,
  timestamps,
  indexes,
  unique,
  dialectOf,
  type Dialect,
} from './columns';

/**
 * The whole schema of docs/product.md#stored-records, written with TypeORM's Table API so that
 * the one migration runs unchanged on better-sqlite3, MySQL 8 and MariaDB (docs/libraries.md,
 * "One migration for both databases"). What differs between the dialects is decided here, from the
 * driver type, and nowhere else: the default and precision of the created/updated timestamps.
 *
 * Naming: indexes IDX_<table>_<column>, unique indexes UQ_<table>_<column>, foreign keys
 * FK_<table>_<column>; the entities declare the same names, so the schema builder finds
 * nothing to change after this migration.
 */

/** The tables in creation order: every table comes after the tables it references. */
const tableOrder = [
  'users',
  'sessions',
  'roles',
  'user_roles',
  'user_invitations',
  'posts',
  'contact_submissions',
  'services',
  'engagements',
  'tasks',
  'documents',
  'messages',
  'appointments',
  'notifications',
  'audit_logs',
  'system_settings',
  'companies',
] as const;

type TableName = (typeof tableOrder)[number];

interface TableSpec {
  columns: TableColumnOptions[];
  indices?: { name: string; columns: string[]; unique?: boolean }[];
  foreignKeys?: { column: string; table: TableName; onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT' }[];
}

// ---- the schema --------------------------------------------------------------------------

function schema(dialect: Dialect): Record<TableName, TableSpec> {
  const createdAt = timestamp(dialect, 'createdAt');
  return {
    users: {
      columns: [
        id(),
        varchar('email', 255),
        varchar('firstName', 100),
        varchar('lastName', 100),
        varchar('passwordHash', 255, { nullable: true }),
        varchar('phone', 20, { nullable: true }),
        text('address'),
        varchar('city', 100, { nullable: true }),
        varchar('province', 100, { nullable: true }),
        varchar('postalCode', 20, { nullable: true }),
        varchar('country', 100, { default: 'South Africa' }),
        varchar('taxNumber', 100, { nullable: true }),
        varchar('registrationNumber', 100, { nullable: true }),
        varchar('profileImageUrl', 500, { nullable: true }),
        boolean('isActive', true),
        datetime('lastLoginAt'),
        ...timestamps(dialect),
      ],
      indices: [unique('users', 'email'), ...indexes('users', 'createdAt', 'lastLoginAt')],
    },
    sessions: {
      columns: [{ name: 'sid', type: 'varchar', length: '255', isPrimary: true }, json('sess'), datetime('expire', { nullable: false })],
      indices: indexes('sessions', 'expire'),
    },
    roles: {
      columns: [id(), varchar('name', 50), text('description'), json('permissions'), createdAt],
      indices: [unique('roles', 'name')],
    },
    user_roles: {
      columns: [ref('userId', { primary: true }), ref('roleId', { primary: true }), timestamp(dialect, 'assignedAt')],
      indices: indexes('user_roles', 'userId', 'roleId'),
      foreignKeys: [
        { column: 'userId', table: 'users', onDelete: 'CASCADE' },
        { column: 'roleId', table: 'roles', onDelete: 'CASCADE' },
      ],
    },
    user_invitations: {
      columns: [
        id(),
        ref('userId'),
        varchar('tokenHash', 64),
        datetime('expiresAt', { nullable: false }),
        datetime('usedAt'),
        ref('createdBy', { nullable: true }),
        createdAt,
      ],
      indices: [unique('user_invitations', 'tokenHash'), ...indexes('user_invitations', 'userId', 'createdBy', 'expiresAt')],
      foreignKeys: [
        { column: 'userId', table: 'users', onDelete: 'CASCADE' },
        { column: 'createdBy', table: 'users', onDelete: 'SET NULL' },
      ],
    },
    posts: {
      columns: [
        id(),
        varchar('title', 255),
        varchar('slug', 255),
        text('excerpt'),
        text('content', { nullable: false }),
        varchar('category', 100, { nullable: true }),
        boolean('published', false),
        ...timestamps(dialect),
      ],
      indices: [unique('posts', 'slug'), ...indexes('posts', 'published', 'category', 'createdAt')],
    },
    contact_submissions: {
      columns: [
        id(),
        varchar('type', 50, { default: 'get_in_touch' }),
        varchar('firstName', 100),
        varchar('lastName', 100),
        varchar('email', 255),
        varchar('phone', 20, { nullable: true }),
        varchar('company', 255, { nullable: true }),
        varchar('service', 100, { nullable: true }),
        datetime('preferredDate'),
        varchar('preferredTime', 20, { nullable: true }),
        text('message', { nullable: false }),
        createdAt,
      ],
      indices: indexes('contact_submissions', 'type', 'createdAt', 'email'),
    },
    services: {
      columns: [
        id(),
        varchar('name', 255),
        text('description'),
        varchar('category', 100, { nullable: true }),
        decimal('basePrice', 10, 2),
        boolean('isActive', true),
        ...timestamps(dialect),
      ],
      indices: indexes('services', 'category', 'isActive'),
    },
    engagements: {
      columns: [
        id(),
        ref('clientId'),
        ref('serviceId'),
        varchar('title', 255),
        text('description'),
        varchar('status', 20, { default: 'active' }),
        ref('assignedTo', { nullable: true }),
        datetime('startDate', { nullable: false, defaultNow: true }),
        datetime('dueDate'),
        datetime('completedAt'),
        decimal('totalAmount', 10, 2),
        decimal('paidAmount', 10, 2, { default: 0 }),
        ...timestamps(dialect),
      ],
      indices: indexes('engagements', 'clientId', 'serviceId', 'assignedTo', 'status', 'createdAt'),
      foreignKeys: [
        { column: 'clientId', table: 'users', onDelete: 'CASCADE' },
        { column: 'serviceId', table: 'services', onDelete: 'RESTRICT' },
        { column: 'assignedTo', table: 'users', onDelete: 'SET NULL' },
      ],
    },
    tasks: {
      columns: [
        id(),
        ref('engagementId'),
        varchar('title', 255),
        text('description'),
        varchar('status', 20, { default: 'pending' }),
        varchar('priority', 20, { default: 'medium' }),
        ref('assignedTo', { nullable: true }),
        datetime('dueDate'),
        datetime('completedAt'),
        decimal('estimatedHours', 4, 2),
        decimal('actualHours', 4, 2),
        ...timestamps(dialect),
      ],
      indices: indexes('tasks', 'engagementId', 'assignedTo', 'status', 'priority', 'dueDate', 'createdAt'),
      foreignKeys: [
        { column: 'engagementId', table: 'engagements', onDelete: 'CASCADE' },
        { column: 'assignedTo', table: 'users', onDelete: 'SET NULL' },
      ],
    },
    documents: {
      columns: [
        id(),
        ref('userId'),
        varchar('fileName', 255),
        varchar('originalName', 255),
        integer('fileSize'),
        varchar('mimeType', 100),
        varchar('category', 100, { default: 'general' }),
        text('description'),
        varchar('status', 20, { default: 'pending' }),
        ref('uploadedBy', { nullable: true }),
        ref('approvedBy', { nullable: true }),
        datetime('approvedAt'),
        integer('downloadCount', { default: 0 }),
        datetime('expiresAt'),
        ...timestamps(dialect),
      ],
      indices: [
        unique('documents', 'fileName'),
        ...indexes('documents', 'userId', 'uploadedBy', 'approvedBy', 'status', 'category', 'createdAt'),
      ],
      foreignKeys: [
        { column: 'userId', table: 'users', onDelete: 'CASCADE' },
        { column: 'uploadedBy', table: 'users', onDelete: 'SET NULL' },
        { column: 'approvedBy', table: 'users', onDelete: 'SET NULL' },
      ],
    },
    messages: {
      columns: [
        id(),
        ref('senderId'),
        ref('recipientId'),
        ref('engagementId', { nullable: true }),
        ref('parentMessageId', { nullable: true }),
        varchar('subject', 255, { nullable: true }),
        text('content', { nullable: false }),
        boolean('isRead', false),
        datetime('readAt'),
        json('attachments'),
        createdAt,
      ],
      indices: indexes('messages', 'senderId', 'recipientId', 'engagementId', 'parentMessageId', 'isRead', 'createdAt'),
      foreignKeys: [
        { column: 'senderId', table: 'users', onDelete: 'CASCADE' },
        { column: 'recipientId', table: 'users', onDelete: 'CASCADE' },
        { column: 'engagementId', table: 'engagements', onDelete: 'SET NULL' },
        { column: 'parentMessageId', table: 'messages', onDelete: 'SET NULL' },
      ],
    },
    appointments: {
      columns: [
        id(),
        ref('clientId'),
        ref('advisorId'),
        ref('engagementId', { nullable: true }),
        varchar('title', 255),
        text('description'),
        datetime('scheduledAt', { nullable: false }),
        integer('duration', { default: 60 }),
        varchar('meetingType', 20, { default: 'video' }),
        varchar('location', 255, { nullable: true }),
        varchar('meetingUrl', 500, { nullable: true }),
        varchar('status', 20, { default: 'scheduled' }),
        boolean('reminderSent', false),
        ...timestamps(dialect),
      ],
      indices: indexes('appointments', 'clientId', 'advisorId', 'engagementId', 'status', 'scheduledAt'),
      foreignKeys: [
        { column: 'clientId', table: 'users', onDelete: 'CASCADE' },
        { column: 'advisorId', table: 'users', onDelete: 'RESTRICT' },
        { column: 'engagementId', table: 'engagements', onDelete: 'SET NULL' },
      ],
    },
    notifications: {
      columns: [
        id(),
        ref('userId'),
        varchar('title', 255),
        text('content', { nullable: false }),
        varchar('type', 50),
        varchar('category', 50, { nullable: true }),
        boolean('isRead', false),
        datetime('readAt'),
        varchar('actionUrl', 500, { nullable: true }),
        createdAt,
      ],
      indices: indexes('notifications', 'userId', 'type', 'category', 'isRead', 'createdAt'),
      foreignKeys: [{ column: 'userId', table: 'users', onDelete: 'CASCADE' }],
    },
    audit_logs: {
      columns: [
        id(),
        ref('userId', { nullable: true }),
        varchar('action', 100),
        varchar('resourceType', 50, { nullable: true }),
        varchar('resourceId', 100, { nullable: true }),
        json('details', { nullable: true }),
        varchar('ipAddress', 45, { nullable: true }),
        varchar('userAgent', 500, { nullable: true }),
        createdAt,
      ],
      indices: [
        ...indexes('audit_logs', 'userId', 'action', 'createdAt'),
        { name: 'IDX_audit_logs_resource', columns: ['resourceType', 'resourceId'] },
      ],
      foreignKeys: [{ column: 'userId', table: 'users', onDelete: 'SET NULL' }],
    },
    system_settings: {
      columns: [
        id(),
        varchar('key', 100),
        text('value'),
        text('description'),
        varchar('category', 50, { nullable: true }),
        boolean('isPublic', false),
        ref('updatedBy', { nullable: true }),
        ...timestamps(dialect),
      ],
      indices: [unique('system_settings', 'key'), ...indexes('system_settings', 'category', 'updatedBy')],
      foreignKeys: [{ column: 'updatedBy', table: 'users', onDelete: 'SET NULL' }],
    },
    companies: {
      columns: [
        id(),
        ref('userId'),
        varchar('name', 255),
        varchar('registrationNumber', 100, { nullable: true }),
        varchar('taxNumber', 100, { nullable: true }),
        varchar('industry', 100, { nullable: true }),
        text('address'),
        varchar('city', 100, { nullable: true }),
        varchar('province', 100, { nullable: true }),
        varchar('postalCode', 20, { nullable: true }),
        varchar('country', 100, { default: 'South Africa' }),
        varchar('phone', 20, { nullable: true }),
        varchar('email', 255, { nullable: true }),
        varchar('website', 255, { nullable: true }),
        text('description'),
        integer('employees', { default: 0 }),
        decimal('annualRevenue', 12, 2, { default: 0 }),
        ...timestamps(dialect),
      ],
      indices: [unique('companies', 'userId')],
      foreignKeys: [{ column: 'userId', table: 'users', onDelete: 'CASCADE' }],
    },
  };
}

export class InitialSchema1732240000000 implements MigrationInterface {
  name = 'InitialSchema1732240000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const tables = schema(dialectOf(queryRunner));
    for (const name of tableOrder) {
      const spec = tables[name];
      await queryRunner.createTable(
        new Table({
          name,
          columns: spec.columns,
          indices: (spec.indices ?? []).map(
            (index) => new TableIndex({ name: index.name, columnNames: index.columns, isUnique: index.unique ?? false }),
          ),
          foreignKeys: (spec.foreignKeys ?? []).map(
            (foreignKey) =>
              new TableForeignKey({
                name: `FK_${name}_${foreignKey.column}`,
                columnNames: [foreignKey.column],
                referencedTableName: foreignKey.table,
                referencedColumnNames: ['id'],
                onDelete: foreignKey.onDelete,
                onUpdate: 'NO ACTION',
              }),
          ),
        }),
        false,
        true,
        true,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Children before parents, so no foreign key is ever left pointing at a dropped table.
    for (const name of [...tableOrder].reverse()) {
      await queryRunner.dropTable(name, true, true, true);
    }
  }
}
