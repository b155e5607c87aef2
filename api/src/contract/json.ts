/** A JSON value as the contract files hold it (the OpenAPI document, parsed). */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value if it is an object, else an empty one: for reading optional parts of a document. */
export function objectOf(value: Json | undefined): JsonObject {
  return isJsonObject(value ?? null) ? (value as JsonObject) : {};
}

/** The value with every object's keys sorted: two documents that mean the same print the same. */
export function sortedKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys(value[key])]),
  );
}

/** The text a released copy is stored as, and compared by: keys sorted, two-space indent, a final newline. */
export function canonicalJson(value: Json): string {
  return `${JSON.stringify(sortedKeys(value), null, 2)}\n`;
}

export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));
}

/**
 * The JSON pointers (RFC 6901) at which two values differ, the first `limit` of them, deepest first
 * found: a changed leaf, or a key one side lacks.
 */
export function differingPointers(a: Json | undefined, b: Json | undefined, limit: number, at = ''): string[] {
  if (sameJson(a, b)) return [];
  if (isJsonObject(a ?? null) && isJsonObject(b ?? null)) {
    const [x, y] = [a as JsonObject, b as JsonObject];
    const found: string[] = [];
    for (const key of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) {
      if (found.length >= limit) break;
      found.push(...differingPointers(x[key], y[key], limit - found.length, `${at}/${escapePointer(key)}`));
    }
    return found;
  }
  return [at || '/'];
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointer(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value a local reference (`#/components/schemas/Problem`) points at, if any. */
function resolveLocal(root: Json, ref: string): Json | undefined {
  let node: Json | undefined = root;
  for (const part of ref.slice(2).split('/').map(unescapePointer)) {
    if (!isJsonObject(node ?? null) && !Array.isArray(node)) return undefined;
    node = Array.isArray(node) ? node[Number(part)] : (node as JsonObject)[part];
  }
  return node;
}

/**
 * The document with every local `$ref` replaced by what it points at (siblings of the `$ref`, such
 * as a description, kept over it), as Optic's rules expect ("flat" documents). A reference inside
 * its own target (a recursive schema) is left as it is.
 */
export function dereferenced(root: JsonObject): JsonObject {
  const walk = (node: Json, open: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => walk(item, open));
    if (!isJsonObject(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !open.includes(ref)) {
      const target = resolveLocal(root, ref);
      if (isJsonObject(target ?? null)) {
        const { $ref: _ref, ...siblings } = node;
        return { ...(walk(target as JsonObject, [...open, ref]) as JsonObject), ...(walk(siblings, open) as JsonObject) };
      }
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, open)]));
  };
  return walk(root, []) as JsonObject;
}
