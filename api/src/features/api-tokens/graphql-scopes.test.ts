import { getNamedType, isCompositeType, parse, type GraphQLSchema } from 'graphql';
import { buildAppSchema } from '../../composition/graphql-schema';
import { apiTokenScopeValues } from '../../../../validation/api-token-scopes';
import { mutationReach, queryFieldReach, typeReach } from './graphql-scopes';
import { scopeRefusal } from './graphql-scope-check';

/**
 * What the table of graphql-scopes.ts leaves out or names wrongly against the schema, one line
 * each: a type, a query field that is no object or a mutation without an entry, an entry that
 * names nothing, a scope that does not exist.
 */
function unclassified(schema: GraphQLSchema, tables = { typeReach, queryFieldReach, mutationReach }): string[] {
  const problems: string[] = [];
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const composites = Object.values(schema.getTypeMap()).filter(
    (type) => isCompositeType(type) && !type.name.startsWith('__') && !roots.includes(type as never),
  );
  for (const type of composites) if (!(type.name in tables.typeReach)) problems.push(`type ${type.name}: not in typeReach`);
  for (const name of Object.keys(tables.typeReach))
    if (!composites.some((type) => type.name === name)) problems.push(`typeReach.${name}: no such type`);

  const queryFields = schema.getQueryType()!.getFields();
  for (const field of Object.values(queryFields)) {
    const type = getNamedType(field.type);
    if (!isCompositeType(type) && !(field.name in tables.queryFieldReach)) problems.push(`Query.${field.name}: not in queryFieldReach`);
  }
  for (const name of Object.keys(tables.queryFieldReach))
    if (!(name in queryFields)) problems.push(`queryFieldReach.${name}: no such query`);

  const mutations = schema.getMutationType()!.getFields();
  for (const name of Object.keys(mutations)) if (!(name in tables.mutationReach)) problems.push(`Mutation.${name}: not in mutationReach`);
  for (const name of Object.keys(tables.mutationReach)) if (!(name in mutations)) problems.push(`mutationReach.${name}: no such mutation`);

  const scopes = [...Object.values(tables.queryFieldReach), ...Object.values(tables.mutationReach)];
  for (const scope of scopes) {
    if (scope !== 'open' && scope !== 'refused' && !(apiTokenScopeValues as readonly string[]).includes(scope))
      problems.push(`${scope}: no such scope`);
  }
  return problems;
}

describe('the GraphQL schema against the API token scopes table', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema();
  });

  it('classifies every object type, every query field that is no object, and every mutation', () => {
    expect(unclassified(schema)).toEqual([]);
  });

  it('names what a new type, query or mutation left out of the table would be', () => {
    const { Task: _task, ...withoutTask } = typeReach;
    const { updateTaskStatus: _update, ...withoutUpdate } = mutationReach;
    const { unreadMessageCount: _count, ...withoutCount } = queryFieldReach;
    expect(unclassified(schema, { typeReach: withoutTask, queryFieldReach: withoutCount, mutationReach: withoutUpdate })).toEqual([
      'type Task: not in typeReach',
      'Query.unreadMessageCount: not in queryFieldReach',
      'Mutation.updateTaskStatus: not in mutationReach',
    ]);
  });

  it('refuses whatever the table does not know, so nothing new is open to tokens by default', () => {
    const operation = (text: string) => {
      const document = parse(text);
      return scopeRefusal(schema, document, document.definitions[0] as never, [...apiTokenScopeValues]);
    };
    // Every scope there is: still no sessions, no profile, no subscriptions.
    expect(operation('{ mySessions { id } }')).toMatchObject({ field: 'Query.mySessions', missingScope: null });
    expect(operation('{ me { company { name } } }')).toMatchObject({ field: 'User.company', missingScope: null });
    expect(operation('subscription { notificationAdded { id } }')).toMatchObject({ field: 'Subscription' });
    expect(operation('{ documents { nodes { owner { email } } } tasks { engagement { title } } }')).toBeUndefined();
    expect(operation('{ __schema { queryType { name } } posts { title } }')).toBeUndefined();
  });
});
