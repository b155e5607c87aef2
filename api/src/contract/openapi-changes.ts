import { compareSpecs, type FlatOpenAPIV3_1 } from '@useoptic/openapi-utilities';
import { RuleRunner } from '@useoptic/rulesets-base';
import { BreakingChangesRuleset } from '@useoptic/standard-rulesets';
import type { ContractChange, Criticality } from './change';
import { dereferenced, isJsonObject, objectOf, sameJson, sortedKeys, type Json, type JsonObject } from './json';
import { LIMIT_KEYWORDS, requestLimitChanges } from './request-limits';
import { requestRules } from './request-rules';
import { walkSchemas } from './schema-changes';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** One operation or webhook of a document, dereferenced, under the name the changelog gives it. */
interface Described {
  name: string;
  method: string;
  operation: JsonObject;
  /** A webhook is sent, not received: its request body is what its receivers read. */
  webhook: boolean;
}

/**
 * What changed from one OpenAPI 3.1 document to the next, each change classified: Optic's
 * breaking-changes ruleset (`@useoptic/standard-rulesets`, run by `@useoptic/rulesets-base` in this
 * process: nothing is sent anywhere) with the project's rules for what it does not cover (a query
 * parameter or closed body's field removed, `request-rules.ts`; a request limit narrowed,
 * `request-limits.ts`; what lies inside a union, `schema-changes.ts`; the access an operation asks
 * for, `accessNarrowed`),
 * docs/decisions/018-api-contract-released-and-checked.md.
 */
export async function openApiChanges(beforeDocument: JsonObject, afterDocument: JsonObject): Promise<ContractChange[]> {
  const before = dereferenced(beforeDocument);
  const after = dereferenced(afterDocument);
  const changes: ContractChange[] = [];
  const toCompare: { name: string; before: Described; after: Described }[] = [];
  const [was, is] = [describedOf(before), describedOf(after)];
  for (const [key, old] of was) {
    const now = is.get(key);
    if (!now) changes.push(change(old.name, 'breaking', old.webhook ? 'webhook removed' : 'operation removed'));
    else if (!sameJson(old.operation, now.operation)) {
      if (!old.webhook) {
        for (const message of accessNarrowed(old.operation, now.operation, before.security, after.security))
          changes.push(change(old.name, 'breaking', message));
        const limits = requestLimitChanges(old.operation, now.operation);
        for (const message of limits.tightened) changes.push(change(old.name, 'breaking', `accepts less than before: ${message}`));
        // Dangerous, not breaking: a limit where there was none most often writes down what the
        // server's zod schema already refused. The changelog still lists it.
        for (const message of limits.added) changes.push(change(old.name, 'dangerous', `limit written down: ${message}`));
      }
      if (!sameJson(asOpticSees(old), asOpticSees(now))) toCompare.push({ name: old.name, before: old, after: now });
      else if (!changes.some((item) => item.name === old.name))
        changes.push(
          change(
            old.name,
            'non-breaking',
            sameJson(withoutProse(old.operation), withoutProse(now.operation))
              ? 'description or documentation changed'
              : 'changed without breaking callers',
          ),
        );
    }
  }
  for (const [key, now] of is)
    if (!was.has(key)) changes.push(change(now.name, 'non-breaking', now.webhook ? 'webhook added' : 'operation added'));
  changes.push(...(await opticChanges(toCompare)));
  // What changed in an operation without breaking anything still counts as a change of it.
  for (const { name } of toCompare)
    if (!changes.some((item) => item.name === name)) changes.push(change(name, 'non-breaking', 'changed without breaking callers'));
  changes.push(...documentChanges(beforeDocument, afterDocument));
  return changes;
}

function change(name: string, criticality: Criticality, message: string): ContractChange {
  return { api: 'REST', name, criticality, message };
}

function describedOf(document: JsonObject): Map<string, Described> {
  const found = new Map<string, Described>();
  for (const [section, webhook] of [
    ['paths', false],
    ['webhooks', true],
  ] as const) {
    const items = document[section];
    if (!isJsonObject(items ?? null)) continue;
    for (const [path, item] of Object.entries(items as JsonObject)) {
      if (!isJsonObject(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isJsonObject(operation ?? null)) continue;
        // Parameters written once for the path item belong to each of its operations.
        const shared = Array.isArray(item.parameters) ? item.parameters : [];
        const own = Array.isArray((operation as JsonObject).parameters) ? ((operation as JsonObject).parameters as Json[]) : [];
        const merged = shared.length > 0 ? { ...(operation as JsonObject), parameters: [...shared, ...own] } : (operation as JsonObject);
        const name = webhook ? `webhook ${path}` : `${method.toUpperCase()} ${path}`;
        found.set(`${section} ${method} ${path}`, { name, method, operation: merged, webhook });
      }
    }
  }
  return found;
}

/** Keys that only explain: a change to them changes no request or answer. */
const PROSE = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs', 'tags', 'operationId', 'deprecated']);
/** Keys whose children are names (a property called `title`), not keywords. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'dependentSchemas',
  'responses',
  'content',
  'headers',
  'encoding',
  'links',
  'callbacks',
]);
/** Keys whose values are data, not schema. */
const DATA = new Set(['default', 'const', 'enum']);

/** The operation without its prose and extensions (`x-…`), and without `also` (the limits, for Optic). */
function withoutProse(node: Json, also: ReadonlySet<string> = new Set(), namesHere = false): Json {
  if (Array.isArray(node)) return node.map((item) => withoutProse(item, also));
  if (!isJsonObject(node)) return node;
  const kept: [string, Json][] = [];
  for (const [key, value] of Object.entries(node)) {
    if (!namesHere && (PROSE.has(key) || also.has(key) || key.startsWith('x-'))) continue;
    kept.push([key, !namesHere && DATA.has(key) ? value : withoutProse(value, also, !namesHere && NAME_MAPS.has(key))]);
  }
  return Object.fromEntries(kept);
}

/**
 * Who may call the operation, narrowed: a way in it had that nothing now covers (a security
 * requirement the caller met that no requirement of the operation is now met by), an API token's
 * scope changed or no longer accepted (`x-token-scope`), or fewer roles let in (`x-roles`).
 */
export function accessNarrowed(before: JsonObject, after: JsonObject, documentBefore?: Json, documentAfter?: Json): string[] {
  const found: string[] = [];
  const was = requirementsOf(before.security ?? documentBefore);
  const is = requirementsOf(after.security ?? documentAfter);
  const lost = was.filter((requirement) => !is.some((other) => metBy(requirement, other)));
  if (lost.length > 0) found.push(`security changed from ${JSON.stringify(was)} to ${JSON.stringify(is)}`);
  const [scopeWas, scopeIs] = [before['x-token-scope'], after['x-token-scope']];
  if (scopeWas !== undefined && !sameJson(scopeWas, scopeIs))
    found.push(
      scopeIs === undefined
        ? `API tokens (scope ${JSON.stringify(scopeWas)}) no longer accepted`
        : `token scope changed from ${JSON.stringify(scopeWas)} to ${JSON.stringify(scopeIs)}`,
    );
  const [rolesWas, rolesIs] = [stringsOf(before['x-roles']), stringsOf(after['x-roles'])];
  const shut = rolesIs === undefined ? [] : rolesWas === undefined ? ['any role'] : rolesWas.filter((role) => !rolesIs.includes(role));
  if (shut.length > 0) found.push(`no longer open to ${shut.join(', ')}`);
  return found;
}

/** The requirements, any one of which lets a caller in; none at all is one empty requirement (open to anyone). */
function requirementsOf(security: Json | undefined): JsonObject[] {
  const listed = Array.isArray(security) ? security.filter((item): item is JsonObject => isJsonObject(item)) : [];
  return listed.length > 0 ? listed : [{}];
}

/** Whether a caller who meets `had` meets `needed`: every scheme it names, with no scope (role) `had` did not ask for. */
function metBy(had: JsonObject, needed: JsonObject): boolean {
  return Object.entries(needed).every(([scheme, scopes]) => {
    const held = stringsOf(had[scheme]);
    return held !== undefined && (stringsOf(scopes) ?? []).every((scope) => held.includes(scope));
  });
}

function stringsOf(value: Json | undefined): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}

/**
 * Optic's findings for the operations that changed in more than prose. Each is handed to Optic
 * under a path of its own (`/changed/<n>`), with only the answers and body that changed, and an
 * answer that changed the same way in several operations (a shared error answer) handed over once,
 * its findings counted for each: otherwise the document's shared answers multiply Optic's work by
 * a hundred. A webhook is handed over as an operation that answers its payload, so that Optic
 * judges the payload as receivers read it: a field removed or made optional breaks them, one added
 * does not.
 */
async function opticChanges(pairs: { name: string; before: Described; after: Described }[]): Promise<ContractChange[]> {
  if (pairs.length === 0) return [];
  const paths: [JsonObject, JsonObject] = [{}, {}];
  const firstWith = new Map<string, string>();
  const alsoIn = new Map<string, string[]>();
  const setAside: ContractChange[] = [];
  pairs.forEach((pair, index) => {
    const [before, after] = onlyWhatChanged(asOpticSees(pair.before), asOpticSees(pair.after));
    const walked = walkSchemas(before, after);
    for (const message of walked.dangerous) setAside.push(change(pair.name, 'dangerous', inReceiversWords(pair.name, message)));
    for (const message of walked.breaking) setAside.push(change(pair.name, 'breaking', inReceiversWords(pair.name, message)));
    const [answersWas, answersIs] = [before.responses as JsonObject, after.responses as JsonObject];
    for (const status of new Set([...Object.keys(answersWas), ...Object.keys(answersIs)])) {
      const key = JSON.stringify([status, sortedKeys(answersWas[status] ?? null), sortedKeys(answersIs[status] ?? null)]);
      const holder = firstWith.get(key);
      if (holder === undefined) firstWith.set(key, `${index} ${status}`);
      else {
        alsoIn.set(holder, [...(alsoIn.get(holder) ?? []), pair.name]);
        delete answersWas[status];
        delete answersIs[status];
      }
    }
    const method = pair.before.webhook ? 'post' : pair.before.method;
    paths[0][`/changed/${index}`] = { [method]: before };
    paths[1][`/changed/${index}`] = { [method]: after };
  });
  const spec = (documentPaths: JsonObject) => ({
    jsonLike: {
      openapi: '3.1.0',
      info: { title: 'changed operations', version: '0' },
      paths: documentPaths,
    } as unknown as FlatOpenAPIV3_1.Document,
    sourcemap: { rootFilePath: 'openapi.json', files: [], refMappings: {} },
    isEmptySpec: false,
  });
  const runner = new RuleRunner([new BreakingChangesRuleset(), ...requestRules]);
  const { results } = await compareSpecs(spec(paths[0]), spec(paths[1]), runner, {});
  const found = new Map<string, ContractChange>();
  for (const result of results) {
    if (result.passed || result.exempted) continue;
    const at = /^\/paths\/~1changed~1(\d+)\/[^/]+(?:\/responses\/([^/]+))?/.exec(result.location.jsonPath);
    const pair = pairs[Number(at?.[1])];
    if (!at || !pair) throw new Error(`Optic reported a change at ${result.location.jsonPath}, outside the operations it was given`);
    const where = result.where.replace(/^\w+ \/changed\/\d+\s*/, '');
    const message = `${where ? `${where}: ` : ''}${(result.error ?? result.name).replace(/\s*This is a breaking change\.?$/, '')}`;
    const sharing = at[2] === undefined ? [] : (alsoIn.get(`${at[1]} ${at[2].replace(/~1/g, '/').replace(/~0/g, '~')}`) ?? []);
    for (const name of [pair.name, ...sharing]) {
      const said = inReceiversWords(name, message);
      found.set(`${name}\n${said}`, change(name, 'breaking', said));
    }
  }
  return [...setAside, ...found.values()];
}

/** A webhook's payload went to Optic as an answer: say so in its receiver's words. */
function inReceiversWords(name: string, message: string): string {
  return name.startsWith('webhook ')
    ? message.replace(/^response 200 (response body: |\()/, (_, opening: string) => (opening === '(' ? 'payload (' : 'payload: '))
    : message;
}

/** What Optic is shown of an operation: no prose, no limits (`request-limits.ts` judges those), a webhook as an answer. */
function asOpticSees(described: Described): JsonObject {
  const operation = withoutProse(described.operation, LIMIT_KEYWORDS) as JsonObject;
  if (!described.webhook) return operation;
  const body = isJsonObject(operation.requestBody ?? null) ? (operation.requestBody as JsonObject) : {};
  return { responses: { 200: { description: 'what the receiver is sent', ...(body.content ? { content: body.content } : {}) } } };
}

/** Both operations without the answers and request body that are the same in both. */
function onlyWhatChanged(before: JsonObject, after: JsonObject): [JsonObject, JsonObject] {
  const [was, is] = [{ ...before }, { ...after }];
  if (sameJson(was.requestBody, is.requestBody)) {
    delete was.requestBody;
    delete is.requestBody;
  }
  const [answersWas, answersIs] = [{ ...objectOf(was.responses) }, { ...objectOf(is.responses) }];
  for (const status of Object.keys(answersWas))
    if (sameJson(answersWas[status], answersIs[status])) {
      delete answersWas[status];
      delete answersIs[status];
    }
  was.responses = answersWas;
  is.responses = answersIs;
  return [was, is];
}

/**
 * Changes outside the operations and webhooks, each a non-breaking change of its own: the
 * document's `info` (its version aside: it moves with every release), servers, tags, and each
 * component (whose use by an operation is judged with that operation).
 */
function documentChanges(before: JsonObject, after: JsonObject): ContractChange[] {
  const changes: ContractChange[] = [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => key !== 'paths' && key !== 'webhooks');
  for (const key of keys) {
    if (key === 'components') {
      const [was, is] = [objectOf(before.components), objectOf(after.components)];
      for (const kind of new Set([...Object.keys(was), ...Object.keys(is)])) {
        const [kindWas, kindIs] = [objectOf(was[kind]), objectOf(is[kind])];
        for (const name of new Set([...Object.keys(kindWas), ...Object.keys(kindIs)]))
          if (!sameJson(kindWas[name], kindIs[name]))
            changes.push(
              change(
                `components.${kind}.${name}`,
                'non-breaking',
                kindWas[name] === undefined ? 'added' : kindIs[name] === undefined ? 'removed' : 'changed',
              ),
            );
      }
    } else if (key === 'info') {
      const [{ version: _was, ...was }, { version: _is, ...is }] = [objectOf(before.info), objectOf(after.info)];
      if (!sameJson(was, is)) changes.push(change('info', 'non-breaking', 'changed'));
    } else if (!sameJson(before[key], after[key])) changes.push(change(key, 'non-breaking', 'changed'));
  }
  return changes;
}
