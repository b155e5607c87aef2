import { TableForeignKey, type QueryRunner, type TableColumnOptions } from 'typeorm';

/**
 * Column builders for migrations written with TypeORM's Table API, so that each migration runs
 * unchanged on better-sqlite3, MySQL 8 and MariaDB (docs/libraries.md, "One migration for both
 * databases").
 * What differs between the dialects is decided here and nowhere else.
 */
export type Dialect = 'sqlite' | 'mysql';

export function id(): TableColumnOptions {
  return { name: 'id', type: 'varchar', length: '36', isPrimary: true };
}

/** A reference to another table's id. */
export function ref(name: string, options: { nullable?: boolean; primary?: boolean } = {}): TableColumnOptions {
  return { name, type: 'varchar', length: '36', isNullable: options.nullable ?? false, isPrimary: options.primary ?? false };
}

export function varchar(name: string, length: number, options: { nullable?: boolean; default?: string } = {}): TableColumnOptions {
  return {
    name,
    type: 'varchar',
    length: String(length),
    isNullable: options.nullable ?? false,
    ...(options.default !== undefined ? { default: `'${options.default}'` } : {}),
  };
}

export function text(name: string, options: { nullable?: boolean } = {}): TableColumnOptions {
  return { name, type: 'text', isNullable: options.nullable ?? true };
}

/** A `simple-json` column: JSON in a text column, the same on every database. */
export function json(name: string, options: { nullable?: boolean } = {}): TableColumnOptions {
  return { name, type: 'text', isNullable: options.nullable ?? false };
}

export function integer(name: string, options: { default?: number; nullable?: boolean } = {}): TableColumnOptions {
  return {
    name,
    type: 'integer',
    isNullable: options.nullable ?? false,
    ...(options.default !== undefined ? { default: String(options.default) } : {}),
  };
}

export function decimal(name: string, precision: number, scale: number, options: { default?: number } = {}): TableColumnOptions {
  return {
    name,
    type: 'decimal',
    precision,
    scale,
    isNullable: options.default === undefined,
    ...(options.default !== undefined ? { default: String(options.default) } : {}),
  };
}

/** An amount in integer cents: bigint, so an invoice's total above R21 million still fits. */
export function cents(name: string): TableColumnOptions {
  return { name, type: 'bigint', isNullable: false };
}

export function boolean(name: string, defaultValue: boolean): TableColumnOptions {
  return { name, type: 'boolean', isNullable: false, default: defaultValue ? '1' : '0' };
}

export function datetime(name: string, options: { nullable?: boolean; defaultNow?: boolean } = {}): TableColumnOptions {
  return {
    name,
    type: 'datetime',
    isNullable: options.nullable ?? true,
    ...(options.defaultNow ? { default: 'CURRENT_TIMESTAMP' } : {}),
  };
}

/**
 * CreateDateColumn/UpdateDateColumn as TypeORM maps them: datetime(6) defaulting to
 * CURRENT_TIMESTAMP(6) on MySQL and MariaDB; datetime defaulting to datetime('now') on SQLite,
 * which has no fractional precision to declare.
 */
export function timestamp(dialect: Dialect, name: string, onUpdate = false): TableColumnOptions {
  if (dialect === 'sqlite') return { name, type: 'datetime', isNullable: false, default: "datetime('now')" };
  return {
    name,
    type: 'datetime',
    precision: 6,
    isNullable: false,
    default: 'CURRENT_TIMESTAMP(6)',
    ...(onUpdate ? { onUpdate: 'CURRENT_TIMESTAMP(6)' } : {}),
  };
}

export function timestamps(dialect: Dialect): TableColumnOptions[] {
  return [timestamp(dialect, 'createdAt'), timestamp(dialect, 'updatedAt', true)];
}

export function indexes(table: string, ...columns: string[]): { name: string; columns: string[] }[] {
  return columns.map((column) => ({ name: `IDX_${table}_${column}`, columns: [column] }));
}

export function unique(table: string, column: string): { name: string; columns: string[]; unique: true } {
  return { name: `UQ_${table}_${column}`, columns: [column], unique: true };
}

export function dialectOf(queryRunner: QueryRunner): Dialect {
  const type = queryRunner.connection.options.type;
  if (type === 'better-sqlite3') return 'sqlite';
  if (type === 'mysql' || type === 'mariadb') return 'mysql';
  throw new Error(`Migrations: unsupported database type ${type}`);
}

/** A foreign key to another table's id, named FK_<table>_<column>. */
export function foreignKey(
  table: string,
  column: string,
  referenced: string,
  onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT',
): TableForeignKey {
  return new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName: referenced,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });
}
