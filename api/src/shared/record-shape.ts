import type { z } from 'zod';

/**
 * A record's REST shape (`restShapeOf` of its description, api/src/records/): a zod object listing the fields REST sends,
 * in the order the JSON carries them.
 */
type RecordSchema = z.ZodObject;

/**
 * A field's value as a serializer hands it to `res.json`: what the schema describes, except that an
 * instant is still a Date (JSON.stringify writes it as the ISO string the schema expects).
 */
type Sent<Field> =
  Field extends z.ZodNullable<infer Inner>
    ? Sent<Inner> | null
    : Field extends z.ZodISODateTime
      ? Date
      : Field extends z.ZodArray<infer Item>
        ? Sent<Item>[]
        : Field extends z.ZodObject<infer Shape>
          ? { [Key in keyof Shape]: Sent<Shape[Key]> }
          : z.output<Field>;

/**
 * What a field may be read from. A value list is taken from a column typed `string` as well
 * (documents' category): the entities type some listed columns loosely, and
 * record-shapes.test.ts parses what is really sent against the list.
 */
type Readable<Field> = Field extends z.ZodNullable<infer Inner> ? Readable<Inner> | null : Field extends z.ZodEnum ? string : Sent<Field>;

/** A record before JSON encoding: the schema's fields in its order, instants as Dates. */
type RecordValues<Schema extends RecordSchema> = { [Key in keyof Schema['shape']]: Sent<Schema['shape'][Key]> };

/** What a record is read from: every field the computed values do not give. */
type RecordSource<Schema extends RecordSchema, Computed extends PropertyKey = never> = {
  readonly [Key in Exclude<keyof Schema['shape'], Computed>]: Readable<Schema['shape'][Key]>;
};

/** Each schema's keys, in order, read once. */
const keysBySchema = new WeakMap<RecordSchema, readonly string[]>();

function keysOf(schema: RecordSchema): readonly string[] {
  let keys = keysBySchema.get(schema);
  if (!keys) keysBySchema.set(schema, (keys = Object.keys(schema.shape)));
  return keys;
}

/**
 * The record as REST answers it: exactly the schema's keys, in the schema's order, each read from
 * `source` (an entity, say) unless `computed` gives it (a value the entity does not hold, such as a
 * message's direction). Nothing is parsed or checked here, at request time: the types hold the
 * source to the schema, and record-shapes.test.ts parses real answers with it.
 */
export function recordOf<Schema extends RecordSchema, const Computed extends Partial<RecordValues<Schema>> = Record<never, never>>(
  schema: Schema,
  source: NoInfer<RecordSource<Schema, keyof Computed>>,
  computed?: Computed,
): RecordValues<Schema> {
  const values = source as Record<string, unknown>;
  const given = computed as Record<string, unknown> | undefined;
  const record: Record<string, unknown> = {};
  for (const key of keysOf(schema)) record[key] = given && key in given ? given[key] : values[key];
  return record as RecordValues<Schema>;
}
