import crypto from 'node:crypto';
import { BeforeInsert, CreateDateColumn, PrimaryColumn, UpdateDateColumn, type ValueTransformer } from 'typeorm';

/** A new record id: a random UUID string, the same on every database. */
export function newId(): string {
  return crypto.randomUUID();
}

/**
 * The base of every table with a generated id: the id and the creation time.
 *
 * The id is a plain varchar(36) filled in by the application before the insert (not
 * `PrimaryGeneratedColumn('uuid')`, which MariaDB maps to a native uuid type and MySQL to
 * varchar, so the schemas would differ).
 *
 * The creation time is also taken here, to the millisecond: the database default
 * (`datetime('now')` on SQLite) has whole seconds only, and lists sorted by `createdAt` would
 * tie for records created in the same second.
 *
 * The hooks run for entity instances only: build records with `repository.create({...})` (or
 * `new Entity()`) before `save`/`insert`, or pass `id: newId()` when inserting plain objects.
 */
export abstract class BaseRecord {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @BeforeInsert()
  protected assignIdAndCreationTime(): void {
    if (!this.id) this.id = newId();
    if (!this.createdAt) this.createdAt = new Date();
  }
}

/** A record that is also edited: its last change time as well. */
export abstract class EditableRecord extends BaseRecord {
  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;

  @BeforeInsert()
  protected startUpdateTime(): void {
    // Whichever hook runs first, both times are the same instant.
    if (!this.createdAt) this.createdAt = new Date();
    if (!this.updatedAt) this.updatedAt = this.createdAt;
  }
}

/**
 * mysql2 returns DECIMAL columns as strings ("12.50"), SQLite as numbers: read both as numbers
 * (docs/libraries.md, "Decimals").
 */
export const decimalTransformer: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => (value == null ? value : Number(value)),
};

/**
 * A json list column (`simple-json`) whose default is the empty list: written as [] when left
 * out of an insert, and read as [] when it holds nothing. Text columns cannot carry a portable
 * DEFAULT on MySQL, so the default lives here.
 */
export const listTransformer: ValueTransformer = {
  to: (value: unknown) => value ?? [],
  from: (value: unknown) => value ?? [],
};
