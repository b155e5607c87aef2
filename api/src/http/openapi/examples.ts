import type { z } from 'zod';
import type { RouteConfig, ZodContentObject } from '@asteasolutions/zod-to-openapi';

/**
 * The examples of the OpenAPI document (docs/integrations.md#examples): each written by hand,
 * beside the record or the input it shows (a feature's `<x>.examples.ts`), and given to its schema
 * here with `withExample`. A body or an answer shows the example of its schema, or one made of its
 * parts' examples: a list shows one record, `{ user }` the user's. Nothing is made up from a
 * schema's types: a schema nobody wrote an example for has none, and the lint says so.
 *
 * Every example is checked twice: against its zod schema, the one the server parses input with
 * and answers by (`exampleProblems`), and against the JSON Schema the document shows for it
 * (Spectral's oas3-valid-media-example and Redocly's no-invalid-media-type-examples).
 */

interface Example {
  schema: z.ZodType;
  value: unknown;
}

const examples = new Map<unknown, Example>();

/** Every example written, each to be checked against its schema (exampleProblems). */
const written: Example[] = [];

/** `schema`, given `example`: what the document shows wherever it is a body or an answer. Returns the schema itself. */
export function withExample<Schema extends z.ZodType>(schema: Schema, example: z.input<Schema>): Schema {
  const known = examples.get(schema);
  if (known && known.value !== example) throw new Error('A schema has one example: two were given to the same schema');
  if (!known) examples.set(schema, checked(schema, example));
  return schema;
}

/**
 * One of several examples of a schema, shown where the document refers to the schema by name
 * (an error answer's problem, each status its own): checked against it like the rest.
 */
export function exampleFor<Schema extends z.ZodType>(schema: Schema, example: z.input<Schema>): z.input<Schema> {
  return checked(schema, example).value as z.input<Schema>;
}

function checked(schema: z.ZodType, value: unknown): Example {
  const example = { schema, value };
  written.push(example);
  return example;
}

/** `copy` shows what `original` shows: a named copy of a schema (operation-parts' component), or the raw form of one (orNull). */
export function sameExampleAs(copy: object, original: z.ZodType): void {
  const name = '_zod' in copy ? (copy as z.ZodType).meta()?.id : undefined;
  if (typeof name === 'string') names.set(original, name);
  const known = examples.get(original);
  if (known) examples.set(copy, known);
  else derivedFrom.set(copy, original);
}

/**
 * Schemas whose example is made of others' when the document is built (a synced list's: a record
 * and a deletion), so that it does not matter which feature's module gave the record its example first.
 */
const madeLater = new WeakMap<object, () => unknown>();

/** `schema` shows what `make` answers when the document is built: an example made of other schemas' examples. */
export function exampleMadeOf<Schema extends z.ZodType>(schema: Schema, make: () => z.input<Schema> | undefined): Schema {
  madeLater.set(schema, make);
  return schema;
}

/** Raw schemas (not zod) whose example is their original's, once it has one. */
const derivedFrom = new WeakMap<object, z.ZodType>();

/** The document's name of a schema given one by a named copy: how a problem with its example is reported. */
const names = new WeakMap<z.ZodType, string>();

/** No example can be shown: nobody wrote one for the schema or for one of its parts. */
const NONE = Symbol('no example');

interface ZodDefinition {
  type: string;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  values?: unknown[];
  in?: z.ZodType;
}

/** The example of `schema`, written for it or made of its parts' examples; undefined when there is none. */
export function exampleOf(schema: unknown): unknown {
  const value = derive(schema);
  return value === NONE ? undefined : value;
}

function derive(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object') return NONE;
  const known = examples.get(schema);
  if (known) return known.value;
  const original = derivedFrom.get(schema);
  if (original) return derive(original);
  const make = madeLater.get(schema);
  if (make) return make() ?? NONE;
  if (!('_zod' in schema)) return NONE;
  const def = (schema as z.ZodType)._zod.def as unknown as ZodDefinition;
  switch (def.type) {
    case 'array': {
      const element = derive(def.element);
      return element === NONE ? NONE : [element];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return derive(def.innerType);
    case 'pipe':
      return derive(def.in);
    case 'literal':
      return def.values?.length === 1 ? def.values[0] : NONE;
    case 'union':
      for (const option of def.options ?? []) {
        const value = derive(option);
        if (value !== NONE) return value;
      }
      return NONE;
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const value = derive(field);
        if (value !== NONE) result[key] = value;
        else if (!field.safeParse(undefined).success) return NONE;
      }
      return result;
    }
    default:
      return NONE;
  }
}

/** `{ example }` for a media type object, or nothing when the schema has none. */
export function exampleField(schema: unknown): { example?: unknown } {
  const example = exampleOf(schema);
  return example === undefined ? {} : { example };
}

/** An example its own schema refuses: the zod schema's words for what is wrong, at the example's path. */
export interface ExampleProblem {
  /** The schema's name in the document where it has one (`#/components/schemas/<name>`). */
  schema: string;
  message: string;
}

/** Every written example its schema refuses; none when all are right. */
export function exampleProblems(): ExampleProblem[] {
  const problems: ExampleProblem[] = [];
  for (const example of written) {
    const result = example.schema.safeParse(example.value);
    if (result.success) continue;
    const name = names.get(example.schema) ?? example.schema.meta()?.id;
    for (const issue of result.error.issues)
      problems.push({
        schema: typeof name === 'string' ? name : (example.schema.description ?? 'an unnamed schema'),
        message: `${issue.path.join('.') || '(the whole example)'}: ${issue.message}`,
      });
  }
  return problems;
}

/** `content`, each media type showing its schema's example unless it shows one already. */
function shown(content: ZodContentObject): ZodContentObject {
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => [
      type,
      media && !('$ref' in media) && media.example === undefined ? { ...media, ...exampleField(media.schema) } : media,
    ]),
  );
}

/**
 * An operation (or webhook) whose bodies and answers show their schemas' examples. Called as the
 * document is built, once every feature's module has given its schemas their examples, so that an
 * answer of another feature's record (the clients' AdminUser) shows it whichever module loaded first.
 */
export function withExamplesShown(operation: RouteConfig): RouteConfig {
  const body = operation.request?.body;
  return {
    ...operation,
    ...(operation.request && body ? { request: { ...operation.request, body: { ...body, content: shown(body.content) } } } : {}),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        '$ref' in response || !response.content ? response : { ...response, content: shown(response.content) },
      ]),
    ),
  };
}
