import { z } from 'zod';
import { Float, ID, Int, type Field } from 'type-graphql';
import type { Erasure } from '../shared/personal-data';
import { ISO_DAY_LENGTH, ISO_INSTANT_MAX_LENGTH, int32 } from '../../../validation/answer-bounds';

/*
 * One description of a record (docs/decisions/015-one-description-per-record.md): each field's
 * name, value, nullability and description, whether each API shows it and why not, and how POPIA
 * treats its column. The GraphQL object type (graphql-object-type.ts), the REST record and its
 * OpenAPI schema (restShapeOf), the "My data" entry and the personal-data declaration
 * (record-privacy.ts) are read from it; nothing else lists a record's fields.
 */

// ---- How POPIA treats a stored field -----------------------------------------------------------

/**
 * What an erased person's column becomes: a fixed value (null clears it), or one made from the
 * erasure (their new label, the erased address) and the row as it was (a text with their names
 * replaced).
 */
export type Anonymised = string | null | ((erasure: Erasure, row: never) => unknown);

/** How the "My data" archive and an erasure treat one column (shared/personal-data.ts). */
export interface ColumnPrivacy {
  /** Written to the person's "My data" archive (under its own name, or the field's archivedAs). */
  exported: boolean;
  /** Replaced or cleared when the person is erased; the row stays. */
  anonymised: boolean;
  /** What it becomes then (erasedValuesOf in record-privacy.ts reads it). */
  anonymisedTo?: Anonymised;
  /** Not personal information by itself: states, flags, amounts, random keys, ids. */
  notPersonal: boolean;
  /** Personal, neither exported nor erased: why. */
  neither: string | null;
}

const treatment = (exported: boolean, anonymised: boolean, notPersonal = false, neither: string | null = null): ColumnPrivacy => ({
  exported,
  anonymised,
  notPersonal,
  neither,
});

export const privacy = {
  exported: treatment(true, false),
  /** Not exported; on erasure it becomes `to`. */
  anonymised: (to: Anonymised): ColumnPrivacy => ({ ...treatment(false, true), anonymisedTo: to }),
  /** Exported; on erasure it becomes `to`. */
  exportedAndAnonymised: (to: Anonymised): ColumnPrivacy => ({ ...treatment(true, true), anonymisedTo: to }),
  /** Personal only while the row exists: the record's erasure deletes its rows. */
  deletedWithTheRow: treatment(false, false),
  notPersonal: treatment(false, false, true),
  neither: (because: string) => treatment(false, false, false, because),
} as const;

// ---- What GraphQL shows ----------------------------------------------------------------------

/** A type as type-graphql's `@Field(() => …)` takes it: a scalar, an enum object, a class, or a list of one. */
export type GraphQLTypeOf = NonNullable<Parameters<typeof Field>[0]>;

/** How GraphQL shows a field, when it does. */
export interface GraphQLShowing {
  type: GraphQLTypeOf;
  nullable: boolean;
}

// ---- A field ---------------------------------------------------------------------------------

// The bounds every answer's values keep (validation/answer-bounds.ts), shared with the webhook events.
export { ISO_DAY_LENGTH, ISO_INSTANT_MAX_LENGTH, int32 };

export interface FieldOptions {
  /** Empty for some records; REST sends null, GraphQL null. */
  nullable?: boolean;
  /** A stored column, and how POPIA treats it. Every stored field says; a computed one does not. */
  privacy?: ColumnPrivacy;
  /** Not stored: who computes it for the APIs (a resolver, a serializer), in a few words. */
  computedBy?: string;
  /** REST leaves it out, because… */
  notInRest?: string;
  /** GraphQL leaves it out, because… */
  notInGraphQL?: string;
  /** GraphQL leaves the id out and shows the related record as this edge (a field resolver adds it). */
  graphqlEdge?: string;
  /** GraphQL may answer null where REST never does, because… */
  nullInGraphQL?: string;
  /** An exported column's key in the "My data" archive, where it is not the field's name; `group.key` puts it in an object of the entry. */
  archivedAs?: string;
  /** The entity's column the field shows, where the APIs name it otherwise (a file's `originalName` shown as `name`). */
  column?: string;
  /**
   * The most characters a text holds where no column of the record's entity says (a computed text):
   * the column it copies (columnLength, column-bounds.ts), or what it is made of. REST's schema carries it.
   */
  maxLength?: number;
}

/** One field of a record, as every output reads it. */
export interface FieldDescription<Rest extends z.ZodType = z.ZodType> {
  description: string;
  nullable: boolean;
  /** The value as REST sends it (an instant as its ISO string), described; null when REST leaves it out. */
  rest: Rest | null;
  /** How GraphQL shows it; null when it does not. */
  graphql: GraphQLShowing | null;
  /** The column's treatment; null for a computed field. */
  privacy: ColumnPrivacy | null;
  options: FieldOptions;
}

/** A field REST sends; its zod type is kept so the REST record is typed to the field. */
export type RestField<Rest extends z.ZodType> = FieldDescription<Rest> & { rest: Rest };
/** A field REST leaves out. */
export type GraphQLOnlyField = FieldDescription & { rest: null };

type Nullable<Schema extends z.ZodType, Options extends FieldOptions> = Options extends { nullable: true } ? z.ZodNullable<Schema> : Schema;
type Described<Schema extends z.ZodType, Options extends FieldOptions> = Options extends { notInRest: string }
  ? GraphQLOnlyField
  : RestField<Nullable<Schema, Options>>;

function field<Schema extends z.ZodType, const Options extends FieldOptions>(
  value: Schema,
  graphqlType: GraphQLTypeOf,
  description: string,
  options: Options,
): Described<Schema, Options> {
  const nullable = options.nullable ?? false;
  const rest = options.notInRest ? null : (nullable ? value.nullable() : value).describe(description);
  const hidden = options.notInGraphQL ?? options.graphqlEdge;
  const graphql = hidden ? null : { type: graphqlType, nullable: nullable || !!options.nullInGraphQL };
  return { description, nullable, rest, graphql, privacy: options.privacy ?? null, options } as unknown as Described<Schema, Options>;
}

/** The record's id (GraphQL ID). */
export const idField = <const Options extends FieldOptions>(description: string, options: Options) =>
  field(z.string(), () => ID, description, options);
/** Another record's id, such as the client's (GraphQL ID where it shows it rather than an edge). */
export const referenceField = <const Options extends FieldOptions>(description: string, options: Options) =>
  field(z.string(), () => ID, description, options);
export const textField = <const Options extends FieldOptions>(description: string, options: Options) =>
  field(z.string(), () => String, description, options);
/** An instant: a Date inside, an ISO 8601 string in JSON (2026-11-29T16:37:34.123Z), the DateTime scalar in GraphQL. */
export const instantField = <const Options extends FieldOptions>(description: string, options: Options) =>
  field(z.iso.datetime().max(ISO_INSTANT_MAX_LENGTH), () => Date, description, options);
/** A calendar day in South Africa, YYYY-MM-DD (a due date, a holiday): a String in GraphQL, as the portal has always read it. */
export const dayField = <const Options extends FieldOptions>(description: string, options: Options) =>
  field(z.iso.date().max(ISO_DAY_LENGTH), () => String, description, options);
/** Rand (ZAR) to the cent, as the decimal(10,2) columns hand it over. */
export const moneyField = <const Options extends FieldOptions>(description: string, options: Options) =>
  field(z.number(), () => Float, description, options);
/** A whole number, as the int columns (and GraphQL's Int) hold it: 32 bits. */
export const integerField = <const Options extends FieldOptions>(description: string, options: Options) =>
  field(int32(), () => Int, description, options);
export const flagField = <const Options extends FieldOptions>(description: string, options: Options) =>
  field(z.boolean(), () => Boolean, description, options);
/** One of a value list of validation/: REST sends the value, GraphQL the enum registered for the same list. */
export const choiceField = <const Values extends readonly [string, ...string[]], const Options extends FieldOptions>(
  values: Values,
  graphqlEnum: object,
  description: string,
  options: Options,
) => field(z.enum(values), () => graphqlEnum, description, options);

/**
 * Any other value: a list, a nested record, a value list GraphQL shows as a String. `value` is the
 * zod schema of what REST sends (a nested record's `restShapeOf`), `graphqlType` what `@Field` takes.
 */
export const customField = <Schema extends z.ZodType, const Options extends FieldOptions>(
  value: Schema,
  graphqlType: GraphQLTypeOf,
  description: string,
  options: Options,
) => field(value, graphqlType, description, options);

// ---- A record --------------------------------------------------------------------------------

/** A line of the "My data" archive that is not a column as it is: the service's name, say. */
export interface ArchiveOnly<Row> {
  archiveOnly: (row: Row) => unknown;
}

export const archiveOnly = <Row>(value: (row: Row) => unknown): ArchiveOnly<Row> => ({ archiveOnly: value });

/** Columns neither API shows, and why: a storage key, a password hash, a lock. */
export type InternalColumns<Row> = Partial<Record<Extract<keyof Row, string>, { privacy: ColumnPrivacy; because: string }>>;

export type RecordFields<Row> = Record<string, FieldDescription | ArchiveOnly<Row>>;

export interface RecordDescription<Row, Fields extends RecordFields<Row>> {
  /** The GraphQL type's and the OpenAPI component's name. */
  name: string;
  description: string;
  /** The entity whose columns it describes; none for a record made only of computed fields (a preview, say). */
  entity: (new () => Row) | null;
  /** Whether erasing a person deletes their rows of this record. */
  deletedWithTheRowOnErasure: boolean;
  /** In order: REST's JSON and the archive keep it. */
  fields: Fields;
  internal: InternalColumns<Row>;
  /** The archive's keys in another order than the fields', where the archive always had it so. */
  archiveOrder?: readonly string[];
  /** Why neither API shows the record (a session store's rows, say): then every column is internal. */
  notInEitherApi?: string;
  /** type-graphql's simpleResolvers for the GraphQL type: no middleware on its fields (types on hot lists). */
  simpleResolvers?: boolean;
}

/** Every record described so far (one per module that describes one; record-descriptions.test.ts reads them). */
const described: RecordDescription<unknown, RecordFields<unknown>>[] = [];

export const describedRecords = (): readonly RecordDescription<unknown, RecordFields<unknown>>[] => described;

/** A record's description, checked for what the types cannot say. */
export function describeRecord<Row, const Fields extends RecordFields<Row>>(
  description: Omit<RecordDescription<Row, Fields>, 'internal'> & { internal?: InternalColumns<Row> },
): RecordDescription<Row, Fields> {
  for (const [name, entry] of Object.entries(description.fields)) {
    if ('archiveOnly' in entry) continue;
    const { privacy: columnPrivacy, options } = entry;
    if (!description.entity && columnPrivacy)
      throw new Error(`${description.name}.${name}: a record without an entity has only computed fields`);
    if (!columnPrivacy === !options.computedBy) {
      throw new Error(`${description.name}.${name}: say how POPIA treats the column (privacy) or who computes it (computedBy), not both`);
    }
    if (!entry.rest && !entry.graphql && !options.graphqlEdge) throw new Error(`${description.name}.${name}: neither API shows it`);
  }
  if (description.notInEitherApi && Object.keys(description.fields).length > 0) {
    throw new Error(`${description.name}: a record neither API shows has only internal columns`);
  }
  const record = { ...description, internal: description.internal ?? {} };
  described.push(record as unknown as RecordDescription<unknown, RecordFields<unknown>>);
  return record;
}

/** The entity's column a stored field shows: its own name, or the column it names. */
export const columnOf = (name: string, field: FieldDescription): string => field.options.column ?? name;

/** The fields of a description, archive-only lines left out. */
export function fieldsOf<Row>(record: RecordDescription<Row, RecordFields<Row>>): [string, FieldDescription][] {
  return Object.entries(record.fields).filter((entry): entry is [string, FieldDescription] => !('archiveOnly' in entry[1]));
}
