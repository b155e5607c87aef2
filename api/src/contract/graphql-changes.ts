import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema, isInterfaceType, isObjectType, Kind, type ConstDirectiveNode, type GraphQLSchema } from 'graphql';
import type { ContractChange, Criticality } from './change';

const LEVELS: Record<CriticalityLevel, Criticality> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'non-breaking',
};

/**
 * What changed from one printed GraphQL schema (schema.graphql) to the next, as GraphQL Inspector's
 * `diff` classifies it, each change named by its schema coordinate (`Query.tasks`, `TaskInput.title`,
 * `Query.tasks.filter` for an argument); plus the project's own rule for its `@auth` directive,
 * which Inspector sees only as a directive's arguments changing: a field or type that lets fewer
 * callers in than before is a breaking change.
 */
export async function graphQLChanges(before: string, after: string): Promise<ContractChange[]> {
  const [was, is] = [buildSchema(before), buildSchema(after)];
  const changes: ContractChange[] = (await diff(was, is)).map((item) => ({
    api: 'GraphQL',
    name: item.path ?? String(item.type),
    criticality: LEVELS[item.criticality.level],
    message: item.message,
  }));
  const [accessWas, accessIs] = [accessOf(was), accessOf(is)];
  for (const [coordinate, access] of accessWas) {
    const now = accessIs.get(coordinate);
    if (now !== undefined && narrowed(access, now))
      changes.push({
        api: 'GraphQL',
        name: coordinate,
        criticality: 'breaking',
        message: `@auth narrowed: ${describe(access)} before, ${describe(now)} now`,
      });
  }
  return changes;
}

/** Who `@auth` lets in: anyone (no directive), anyone signed in (no roles), or holders of one of the roles. */
type Access = 'anyone' | readonly string[];

/** Each object type's and field's access, by coordinate. */
function accessOf(schema: GraphQLSchema): Map<string, Access> {
  const found = new Map<string, Access>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    found.set(type.name, accessFrom(type.astNode?.directives));
    for (const field of Object.values(type.getFields())) found.set(`${type.name}.${field.name}`, accessFrom(field.astNode?.directives));
  }
  return found;
}

function accessFrom(directives: readonly ConstDirectiveNode[] | undefined): Access {
  const auth = directives?.find((directive) => directive.name.value === 'auth');
  if (!auth) return 'anyone';
  const requires = auth.arguments?.find((argument) => argument.name.value === 'requires')?.value;
  if (!requires) return [];
  const values = requires.kind === Kind.LIST ? requires.values : [requires];
  return values.flatMap((value) => (value.kind === Kind.ENUM || value.kind === Kind.STRING ? [value.value] : []));
}

function narrowed(before: Access, after: Access): boolean {
  if (after === 'anyone') return false;
  if (before === 'anyone') return true;
  if (after.length === 0) return false;
  return before.length === 0 || before.some((role) => !after.includes(role));
}

function describe(access: Access): string {
  if (access === 'anyone') return 'open to anyone';
  return access.length === 0 ? 'any signed-in user' : `roles ${access.join(', ')}`;
}
