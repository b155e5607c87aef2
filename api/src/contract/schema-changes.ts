import { isJsonObject, objectOf, type Json, type JsonObject } from './json';
import { parametersOf } from './parameters';

/** Which way values travel through a schema: a client fills in a request; it reads an answer (or a webhook's payload). */
type Direction = 'request' | 'answer';

/** What the walk finds for Optic's rules to leave alone: dangerous changes it sets aside, and breaks Optic does not see. */
export interface WalkedChanges {
  dangerous: string[];
  breaking: string[];
}

/**
 * Walks the request and answer schemas of two versions of an operation, node by node, for two
 * gaps in Optic's rules, changing the operations in place before Optic judges what is left:
 *
 * - **Safe changes Optic's union rules read backwards** (an answer's `anyOf`: every synced list's
 *   items are a record or a `DeletedRecord`) are taken out: in an answer, an enum written where
 *   there was none or a type narrowed (`["string", "null"]` to `"string"`); in a request, an enum
 *   dropped or a type widened. So is a new value in an answer's enum, returned as dangerous
 *   (clients are told to accept values they do not know; GraphQL Inspector rates a new GraphQL
 *   enum value the same way) where Optic would call it breaking.
 * - **What lies inside a union** (below an `anyOf` or `oneOf`, branches paired by place), which
 *   Optic's field rules skip and its union rules reach only at a body's or a field's top: the
 *   same breaks its field rules find elsewhere are returned as breaking.
 */
export function walkSchemas(before: JsonObject, after: JsonObject): WalkedChanges {
  const found: WalkedChanges = { dangerous: [], breaking: [] };
  const parametersWas = parametersOf(before);
  for (const [where, parameter] of parametersOf(after))
    walk(parametersWas.get(where)?.schema, parameter.schema, 'request', where, false, found);
  forEachMedia(before.requestBody, after.requestBody, (was, is, type) => walk(was, is, 'request', `request body (${type})`, false, found));
  const [answersWas, answersIs] = [objectOf(before.responses), objectOf(after.responses)];
  for (const [status, answer] of Object.entries(answersIs))
    forEachMedia(answersWas[status], answer, (was, is, type) => walk(was, is, 'answer', `response ${status} (${type})`, false, found));
  return found;
}

function forEachMedia(
  before: Json | undefined,
  after: Json | undefined,
  each: (was: Json | undefined, is: Json | undefined, type: string) => void,
) {
  const [was, is] = [objectOf(objectOf(before).content), objectOf(objectOf(after).content)];
  for (const [type, media] of Object.entries(is)) each(objectOf(was[type]).schema, objectOf(media).schema, type);
}

function enumOf(schema: JsonObject): Json[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  return 'const' in schema ? [schema.const] : undefined;
}

function typesOf(schema: JsonObject): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  return Array.isArray(schema.type) ? schema.type.filter((type): type is string => typeof type === 'string') : undefined;
}

const within = (some: readonly unknown[], all: readonly unknown[]) =>
  some.every((item) => all.some((other) => JSON.stringify(other) === JSON.stringify(item)));

function walk(
  before: Json | undefined,
  after: Json | undefined,
  direction: Direction,
  where: string,
  inUnion: boolean,
  found: WalkedChanges,
): void {
  if (!isJsonObject(before ?? null) || !isJsonObject(after ?? null)) return;
  const [was, is] = [before as JsonObject, after as JsonObject];
  if (inUnion) found.breaking.push(...unionBreaks(was, is, direction).map((text) => `${where}: ${text}`));
  const [enumWas, enumIs] = [enumOf(was), enumOf(is)];
  const [typesWas, typesIs] = [typesOf(was), typesOf(is)];
  if (direction === 'answer') {
    if (!enumWas && enumIs) {
      delete is.enum;
      delete is.const;
    } else if (enumWas && Array.isArray(is.enum) && !within(is.enum, enumWas)) {
      const added = is.enum.filter((value) => !within([value], enumWas));
      found.dangerous.push(
        `${where}: new enum value${added.length > 1 ? 's' : ''} ${added.map((value) => JSON.stringify(value)).join(', ')}`,
      );
      is.enum = is.enum.filter((value) => within([value], enumWas));
    }
    if (typesWas && typesIs && typesIs.length < typesWas.length && within(typesIs, typesWas)) is.type = was.type;
  } else {
    if (enumWas && !enumIs) {
      delete was.enum;
      delete was.const;
    }
    if (typesWas && typesIs && typesWas.length < typesIs.length && within(typesWas, typesIs)) was.type = is.type;
  }
  for (const keyword of ['properties', 'patternProperties'] as const) {
    const [childrenWas, childrenIs] = [objectOf(was[keyword]), objectOf(is[keyword])];
    for (const [name, schema] of Object.entries(childrenIs))
      walk(childrenWas[name], schema, direction, `${where} property '${name}'`, inUnion, found);
  }
  for (const keyword of ['items', 'additionalProperties'] as const)
    walk(was[keyword], is[keyword], direction, `${where} ${keyword}`, inUnion, found);
  for (const keyword of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    if (!Array.isArray(was[keyword]) || !Array.isArray(is[keyword])) continue;
    const [branchesWas, branchesIs] = [was[keyword], is[keyword]];
    const union = keyword === 'anyOf' || keyword === 'oneOf';
    // An answer that may take a new shape, or a request that may no longer take one, breaks clients.
    if (union && (direction === 'answer' ? branchesIs.length > branchesWas.length : branchesIs.length < branchesWas.length))
      found.breaking.push(`${where}: ${keyword} went from ${branchesWas.length} to ${branchesIs.length} choices`);
    branchesIs.forEach((schema, index) =>
      walk(branchesWas[index], schema, direction, `${where} ${keyword}[${index}]`, inUnion || union, found),
    );
  }
}

/**
 * The breaks of one node inside a union, as Optic's field rules find them outside one: in an
 * answer, a field removed or made optional, a type widened, an enum dropped; in a request, a field
 * made required, a type narrowed, an enum value dropped or an enum written where there was none.
 */
function unionBreaks(was: JsonObject, is: JsonObject, direction: Direction): string[] {
  const breaks: string[] = [];
  const [fieldsWas, fieldsIs] = [objectOf(was.properties), objectOf(is.properties)];
  const [requiredWas, requiredIs] = [stringsOf(was.required), stringsOf(is.required)];
  const [typesWas, typesIs] = [typesOf(was), typesOf(is)];
  const [enumWas, enumIs] = [enumOf(was), enumOf(is)];
  if (direction === 'answer') {
    for (const name of Object.keys(fieldsWas))
      if (!(name in fieldsIs)) breaks.push(`field '${name}' removed`);
      else if (requiredWas.includes(name) && !requiredIs.includes(name)) breaks.push(`field '${name}' made optional`);
    if (typesWas && typesIs && !within(typesIs, typesWas))
      breaks.push(`type widened from ${JSON.stringify(was.type)} to ${JSON.stringify(is.type)}`);
    if (enumWas && !enumIs) breaks.push('enum dropped: any value may come');
  } else {
    for (const name of requiredIs) if (!requiredWas.includes(name)) breaks.push(`field '${name}' now required`);
    if (typesWas && typesIs && !within(typesWas, typesIs))
      breaks.push(`type narrowed from ${JSON.stringify(was.type)} to ${JSON.stringify(is.type)}`);
    if (enumWas && enumIs && !within(enumWas, enumIs)) breaks.push('enum values dropped');
    if (!enumWas && enumIs) breaks.push('enum written where any value was taken');
  }
  return breaks;
}

function stringsOf(value: Json | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
