import { isJsonObject, type Json, type JsonObject } from './json';
import { parametersOf } from './parameters';

/** Limits a value sent may not pass, and which way each tightens. */
const UPPER = ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum'];
const LOWER = ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum'];

/** The keywords that limit a value rather than shape it: what `requestLimitChanges` judges, and Optic is not shown. */
export const LIMIT_KEYWORDS = new Set([...UPPER, ...LOWER, 'pattern', 'format', 'multipleOf']);

export interface LimitChanges {
  /** A limit tightened (`maxLength` 200 → 100), a `pattern`, `format` or `multipleOf` changed: breaking. */
  tightened: string[];
  /** A limit, pattern or format where there was none: most often it writes down what the server already refused. */
  added: string[];
}

/** How one schema node accepts less than before, its children aside. */
export function narrowedLimits(before: JsonObject, after: JsonObject): LimitChanges {
  const found: LimitChanges = { tightened: [], added: [] };
  for (const keyword of [...UPPER, ...LOWER]) {
    const [was, is] = [before[keyword], after[keyword]];
    if (typeof is !== 'number') continue;
    if (typeof was !== 'number') found.added.push(`${keyword} ${is} added`);
    else if (UPPER.includes(keyword) ? is < was : is > was)
      found.tightened.push(`${keyword} ${UPPER.includes(keyword) ? 'lowered' : 'raised'} from ${was} to ${is}`);
  }
  for (const keyword of ['pattern', 'format', 'multipleOf']) {
    const [was, is] = [before[keyword], after[keyword]];
    if (is === undefined || is === was) continue;
    if (was === undefined) found.added.push(`${keyword} ${JSON.stringify(is)} added`);
    else found.tightened.push(`${keyword} changed from ${JSON.stringify(was)} to ${JSON.stringify(is)}`);
  }
  return found;
}

/**
 * What a client sends that the operation may now refuse for its limits: each parameter's schema and
 * the request body's, node by node (properties by name, array items, union branches by place).
 * Optic's breaking-changes ruleset judges types, enums and required fields, not limits (and its
 * union rules misread a limit added inside a branch as a branch removed, so it is shown none).
 */
export function requestLimitChanges(before: JsonObject, after: JsonObject): LimitChanges {
  const found: LimitChanges = { tightened: [], added: [] };
  const parametersWas = parametersOf(before);
  for (const [where, parameter] of parametersOf(after)) compare(parametersWas.get(where)?.schema, parameter.schema, where, found);
  const contentOf = (operation: JsonObject) =>
    isJsonObject(operation.requestBody ?? null) ? (operation.requestBody as JsonObject).content : undefined;
  const [contentWas, contentIs] = [contentOf(before), contentOf(after)];
  if (isJsonObject(contentWas ?? null) && isJsonObject(contentIs ?? null))
    for (const [type, media] of Object.entries(contentIs as JsonObject)) {
      const was = (contentWas as JsonObject)[type];
      if (isJsonObject(was ?? null) && isJsonObject(media))
        compare((was as JsonObject).schema, media.schema, `request body (${type})`, found);
    }
  return found;
}

function compare(before: Json | undefined, after: Json | undefined, where: string, found: LimitChanges): void {
  if (!isJsonObject(before ?? null) || !isJsonObject(after ?? null)) return;
  const [was, is] = [before as JsonObject, after as JsonObject];
  const here = narrowedLimits(was, is);
  found.tightened.push(...here.tightened.map((text) => `${where}: ${text}`));
  found.added.push(...here.added.map((text) => `${where}: ${text}`));
  for (const [keyword, label] of [
    ['properties', 'property'],
    ['patternProperties', 'pattern property'],
  ] as const)
    if (isJsonObject(was[keyword] ?? null) && isJsonObject(is[keyword] ?? null))
      for (const [name, schema] of Object.entries(is[keyword] as JsonObject))
        compare((was[keyword] as JsonObject)[name], schema, `${where} ${label} '${name}'`, found);
  for (const keyword of ['items', 'additionalProperties', 'not'] as const) compare(was[keyword], is[keyword], `${where} ${keyword}`, found);
  for (const keyword of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const)
    if (Array.isArray(was[keyword]) && Array.isArray(is[keyword]))
      is[keyword].forEach((schema, index) => compare((was[keyword] as Json[])[index], schema, `${where} ${keyword}[${index}]`, found));
}
