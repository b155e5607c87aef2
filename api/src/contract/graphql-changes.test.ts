import type { ContractChange } from './change';
import { fixtureSchema } from './contract-test-kit';
import { graphQLChanges } from './graphql-changes';

async function changesAfter(change: (schema: string) => string): Promise<ContractChange[]> {
  const after = change(fixtureSchema);
  expect(after).not.toBe(fixtureSchema);
  return graphQLChanges(fixtureSchema, after);
}

const breaking = (changes: ContractChange[]) => changes.filter((change) => change.criticality === 'breaking').map((change) => change.name);

describe('graphQLChanges: what breaks a client of the GraphQL API', () => {
  it('finds nothing between a schema and itself', async () => {
    expect(await graphQLChanges(fixtureSchema, fixtureSchema)).toEqual([]);
  });

  it.each<[string, (schema: string) => string, string]>([
    ['a field removed', (schema) => schema.replace('  openingHours: String!\n', ''), 'Query.openingHours'],
    ['a required argument added', (schema) => schema.replace('tasks(first: Int)', 'tasks(first: Int, owner: ID!)'), 'Query.tasks.owner'],
    [
      'a required input field added',
      (schema) => schema.replace('  notes: String\n}', '  notes: String\n  dueOn: String!\n}'),
      'TaskInput.dueOn',
    ],
    ['an enum value removed', (schema) => schema.replace('  DONE\n', ''), 'TaskStatus.DONE'],
    ['a field made nullable', (schema) => schema.replace('  title: String!\n  status', '  title: String\n  status'), 'Task.title'],
    [
      'a sign-in now needed (@auth added)',
      (schema) => schema.replace('openingHours: String!', 'openingHours: String! @auth'),
      'Query.openingHours',
    ],
    [
      'fewer roles let in (@auth narrowed)',
      (schema) => schema.replace('tasks(first: Int): [Task!]! @auth', 'tasks(first: Int): [Task!]! @auth(requires: [ADMIN])'),
      'Query.tasks',
    ],
  ])('%s is breaking', async (_case, change, coordinate) => {
    expect(breaking(await changesAfter(change))).toContain(coordinate);
  });

  it.each<[string, (schema: string) => string]>([
    ['a field added', (schema) => schema.replace('  openingHours: String!\n', '  openingHours: String!\n  holidays: [String!]!\n')],
    ['an optional argument added', (schema) => schema.replace('tasks(first: Int)', 'tasks(first: Int, search: String)')],
    ['an optional input field added', (schema) => schema.replace('  notes: String\n}', '  notes: String\n  dueOn: String\n}')],
    ['a description changed', (schema) => schema.replace('The tasks you may see', 'Every task you may see')],
    [
      'more roles let in (@auth widened)',
      (schema) =>
        schema.replace('@auth(requires: [ADVISOR, ADMIN])\n  openingHours', '@auth(requires: [ADVISOR, ADMIN, CLIENT])\n  openingHours'),
    ],
    ['@auth taken away', (schema) => schema.replace('tasks(first: Int): [Task!]! @auth', 'tasks(first: Int): [Task!]!')],
  ])('%s is not breaking', async (_case, change) => {
    const changes = await changesAfter(change);
    expect(changes.length).toBeGreaterThan(0);
    expect(breaking(changes)).toEqual([]);
  });

  it('rates a new enum value as dangerous', async () => {
    const changes = await changesAfter((schema) => schema.replace('  DONE\n', '  DONE\n  LATE\n'));
    expect(changes).toEqual([expect.objectContaining({ name: 'TaskStatus.LATE', criticality: 'dangerous' })]);
  });
});
