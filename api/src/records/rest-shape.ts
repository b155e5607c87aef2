import { z } from 'zod';
import { columnOf, fieldsOf, type RecordDescription, type RecordFields, type RestField } from './record-description';
import { columnMaxLength, withMaxLength } from './column-bounds';

type RestKeys<Fields> = { [Key in keyof Fields]: Fields[Key] extends RestField<z.ZodType> ? Key : never }[keyof Fields];

/** The REST record's zod shape: the fields REST sends, in the description's order. */
export type RestShape<Fields> = { [Key in RestKeys<Fields>]: Fields[Key] extends RestField<infer Rest> ? Rest : never };

/**
 * The record as REST sends it, as a strict zod object: what `recordOf` (shared/record-shape.ts)
 * copies an entity into, what the OpenAPI document describes (`component(name, shape)`), and what
 * tests parse real answers with. Made once per record, when its module loads. A text field shown
 * from a column carries the column's length as its bound (column-bounds.ts), a computed one its
 * own `maxLength`.
 */
export function restShapeOf<Row, const Fields extends RecordFields<Row>>(record: RecordDescription<Row, Fields>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of fieldsOf(record)) {
    if (!field.rest) continue;
    const maxLength = field.options.maxLength ?? (record.entity ? columnMaxLength(record.entity, columnOf(name, field)) : null);
    shape[name] = maxLength === null ? field.rest : withMaxLength(field.rest, maxLength);
  }
  return z.strictObject(shape as RestShape<Fields>);
}
