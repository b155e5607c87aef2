import { z } from 'zod';
import { getMetadataArgsStorage } from 'typeorm';

/**
 * The most characters a MySQL TEXT column holds: 65,535 bytes, so never more characters than that.
 * What a text column hands back is bounded by it, whatever SQLite would keep.
 */
export const TEXT_COLUMN_MAX_CHARACTERS = 65_535;

/**
 * The longest string an entity's column can hand back: its varchar length, or a TEXT column's
 * bound; null for a column of another type, or no column of that name (a computed field).
 * Looks through the entity's ancestors, where the shared columns (id, createdAt) are declared.
 */
export function columnMaxLength(entity: object, property: string): number | null {
  const columns = getMetadataArgsStorage().columns;
  for (
    let target: unknown = entity;
    typeof target === 'function' && target !== Function.prototype;
    target = Object.getPrototypeOf(target)
  ) {
    const column = columns.find((candidate) => candidate.target === target && candidate.propertyName === property);
    if (!column) continue;
    const { type, length } = column.options;
    if (type === 'varchar' && length !== undefined) return Number(length);
    if (type === 'text') return TEXT_COLUMN_MAX_CHARACTERS;
    return null;
  }
  return null;
}

/** The longest string a text column hands back (columnMaxLength), for a value that copies it; throws for a column of another type. */
export function columnLength(entity: { name: string }, property: string): number {
  const length = columnMaxLength(entity, property);
  if (length === null) throw new Error(`${entity.name}.${property} is not a text column`);
  return length;
}

/**
 * A REST field's schema with the column's length as its maxLength (the OpenAPI document's bound on
 * every string an answer carries, OWASP API4): only a plain string without one already, nullable
 * or not; anything else is answered as it is.
 */
export function withMaxLength(schema: z.ZodType, maxLength: number): z.ZodType {
  const nullable = schema instanceof z.ZodNullable;
  const inner = nullable ? (schema.unwrap() as z.ZodType) : schema;
  if (!(inner instanceof z.ZodString) || inner.format !== null || inner.maxLength !== null) return schema;
  const bounded = nullable ? inner.max(maxLength).nullable() : inner.max(maxLength);
  return schema.description ? bounded.describe(schema.description) : bounded;
}
