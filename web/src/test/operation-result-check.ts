import {
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  Kind,
  isAbstractType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * What is wrong with `data` as the answer to `document`'s operation, judged by the schema: one
 * line per problem, naming its path ("documents.nodes.0.status: "pending" is not a value of
 * DocumentStatus"). Empty when `data` is exactly a shape the API could send: every selected field
 * present (nothing else), `__typename` on every object and matching the type, non-null fields not
 * null, enum values from the enum, scalars of their kind.
 *
 * The web tests check every msw answer with it (test/setup.ts), and the api's contract test checks
 * what the real API answers to each of the web's operations, so a fixture cannot drift from what
 * the API sends.
 */
export function operationResultProblems(schema: GraphQLSchema, document: DocumentNode, data: unknown): string[] {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) return ['the document has no operation'];
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const root = schema.getRootType(operation.operation);
  if (!root) return [`the schema has no ${operation.operation} type`];
  const problems: string[] = [];
  checkSelection(data, root, operation.selectionSet, [], { schema, fragments, problems }, false);
  return problems;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  problems: string[];
}

function checkValue(value: unknown, type: GraphQLOutputType, selection: SelectionSetNode | undefined, path: string[], walk: Walk): void {
  const at = path.join('.') || '(root)';
  if (value === undefined) {
    walk.problems.push(`${at}: missing`);
    return;
  }
  if (type instanceof GraphQLNonNull) {
    if (value === null) walk.problems.push(`${at}: null, but ${String(type)} is never null`);
    else checkValue(value, type.ofType as GraphQLOutputType, selection, path, walk);
    return;
  }
  if (value === null) return;
  if (type instanceof GraphQLList) {
    if (!Array.isArray(value)) walk.problems.push(`${at}: ${describe(value)} where ${String(type)} is a list`);
    else value.forEach((item, index) => checkValue(item, type.ofType, selection, [...path, String(index)], walk));
    return;
  }
  if (type instanceof GraphQLEnumType) {
    if (!type.getValues().some((enumValue) => enumValue.name === value)) {
      walk.problems.push(
        `${at}: ${describe(value)} is not a value of ${type.name} (${type
          .getValues()
          .map((enumValue) => enumValue.name)
          .join(', ')})`,
      );
    }
    return;
  }
  if (type instanceof GraphQLScalarType) {
    const problem = scalarProblem(type.name, value);
    if (problem) walk.problems.push(`${at}: ${problem}`);
    return;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    walk.problems.push(`${at}: ${describe(value)} where ${type.name} is an object`);
    return;
  }
  checkSelection(value, type, selection!, path, walk, true);
}

/** An object of `type` (an object, interface or union type) against the fields selected of it. */
function checkSelection(
  value: unknown,
  type: GraphQLOutputType,
  selection: SelectionSetNode,
  path: string[],
  walk: Walk,
  isObjectValue: boolean,
): void {
  const at = path.join('.') || '(root)';
  if (typeof value !== 'object' || value === null) {
    walk.problems.push(`${at}: ${describe(value)} where an object is expected`);
    return;
  }
  const record = value as Record<string, unknown>;
  const typename = record.__typename;
  let concrete: GraphQLObjectType | undefined;
  if (isObjectType(type)) {
    concrete = type;
    if (isObjectValue && typename !== type.name)
      walk.problems.push(`${at}.__typename: ${describe(typename)} where ${type.name} is expected`);
  } else if (isAbstractType(type)) {
    const named = typeof typename === 'string' ? walk.schema.getType(typename) : undefined;
    if (!named || !isObjectType(named) || !walk.schema.isSubType(type, named)) {
      walk.problems.push(`${at}.__typename: ${describe(typename)} is not a type of ${type.name}`);
      return;
    }
    concrete = named;
  } else {
    walk.problems.push(`${at}: ${String(type)} has no fields to select`);
    return;
  }
  const selected = new Map<string, { fieldName: string; selection?: SelectionSetNode; conditional: boolean }>();
  collectFields(selection, concrete, walk, selected, false);
  if (isObjectValue && !selected.has('__typename')) selected.set('__typename', { fieldName: '__typename', conditional: false });
  for (const [key, { fieldName, selection: subSelection, conditional }] of selected) {
    if (fieldName === '__typename') continue;
    const field = concrete.getFields()[fieldName];
    if (!field) {
      walk.problems.push(`${at}: ${concrete.name} has no field ${fieldName}`);
      continue;
    }
    if (conditional && !(key in record)) continue;
    checkValue(record[key], field.type, subSelection, [...path, key], walk);
  }
  for (const key of Object.keys(record)) {
    if (!selected.has(key)) walk.problems.push(`${[...path, key].join('.')}: not asked for by the operation`);
  }
}

/** The response keys a selection set asks of an object of `type`, through fragments that apply to it. */
function collectFields(
  selection: SelectionSetNode,
  type: GraphQLObjectType,
  walk: Walk,
  into: Map<string, { fieldName: string; selection?: SelectionSetNode; conditional: boolean }>,
  conditional: boolean,
): void {
  for (const node of selection.selections) {
    const skippable = conditional || (node.directives?.some((directive) => ['skip', 'include'].includes(directive.name.value)) ?? false);
    if (node.kind === Kind.FIELD) {
      const key = node.alias?.value ?? node.name.value;
      const known = into.get(key);
      // The same field selected twice (a fragment and the operation): graphql-js merges their selections.
      const merged: SelectionSetNode | undefined =
        known?.selection && node.selectionSet
          ? { kind: Kind.SELECTION_SET, selections: [...known.selection.selections, ...node.selectionSet.selections] }
          : (node.selectionSet ?? known?.selection);
      into.set(key, { fieldName: node.name.value, selection: merged, conditional: (known?.conditional ?? true) && skippable });
    } else {
      const fragment = node.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(node.name.value) : node;
      if (!fragment) {
        walk.problems.push(`the document has no fragment ${node.kind === Kind.FRAGMENT_SPREAD ? node.name.value : ''}`);
        continue;
      }
      const condition = fragment.typeCondition?.name.value;
      const conditionType = condition ? walk.schema.getType(condition) : type;
      const applies =
        conditionType === type || (conditionType && isAbstractType(conditionType) && walk.schema.isSubType(conditionType, type));
      if (applies) collectFields(fragment.selectionSet, type, walk, into, skippable);
    }
  }
}

function scalarProblem(scalar: string, value: unknown): string | undefined {
  switch (scalar) {
    case 'String':
    case 'ID':
      return typeof value === 'string' ? undefined : `${describe(value)} where ${scalar} is a string`;
    case 'Int':
      return Number.isInteger(value) ? undefined : `${describe(value)} where Int is a whole number`;
    case 'Float':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `${describe(value)} where Float is a number`;
    case 'Boolean':
      return typeof value === 'boolean' ? undefined : `${describe(value)} where Boolean is true or false`;
    case 'DateTimeISO':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value)
        ? undefined
        : `${describe(value)} where DateTimeISO is an ISO 8601 date-time`;
    case 'JSONObject':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? undefined
        : `${describe(value)} where JSONObject is an object`;
    default:
      return undefined;
  }
}

const describe = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));
