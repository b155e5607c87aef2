import type { ContractChange } from './change';
import { at, fixtureOpenApi } from './contract-test-kit';
import type { JsonObject } from './json';
import { accessNarrowed, openApiChanges } from './openapi-changes';

async function changesAfter(change: (document: JsonObject) => void): Promise<ContractChange[]> {
  const after = fixtureOpenApi('1.0.0');
  change(after);
  return openApiChanges(fixtureOpenApi('1.0.0'), after);
}

const named = (changes: ContractChange[], criticality: ContractChange['criticality']) =>
  [...new Set(changes.filter((change) => change.criticality === criticality).map((change) => change.name))].sort();

const taskInput = (document: JsonObject) => at(document, 'components', 'schemas', 'TaskInput');
const task = (document: JsonObject) => at(document, 'components', 'schemas', 'Task');
const listTasks = (document: JsonObject) => at(document, 'paths', '/api/tasks', 'get');
const parametersOf = (document: JsonObject) => listTasks(document).parameters as JsonObject[];

describe('openApiChanges: what breaks a client of the REST API', () => {
  it('finds nothing between a document and itself', async () => {
    expect(await changesAfter(() => {})).toEqual([]);
  });

  it.each<[string, (document: JsonObject) => void, string[]]>([
    ['an operation removed', (document) => delete at(document, 'paths', '/api/tasks').get, ['GET /api/tasks']],
    ['a webhook removed', (document) => delete at(document, 'webhooks')['task.created'], ['webhook task.created']],
    [
      'a required query parameter added',
      (document) => parametersOf(document).push({ name: 'owner', in: 'query', required: true, schema: { type: 'string' } }),
      ['GET /api/tasks'],
    ],
    ['an optional query parameter made required', (document) => (parametersOf(document)[0].required = true), ['GET /api/tasks']],
    ['a query parameter removed (an unknown one is refused)', (document) => parametersOf(document).splice(1, 1), ['GET /api/tasks']],
    ['a query parameter’s maximum lowered', (document) => (at(parametersOf(document)[0], 'schema').maximum = 50), ['GET /api/tasks']],
    ['a query parameter’s enum value removed', (document) => (at(parametersOf(document)[1], 'schema').enum = ['open']), ['GET /api/tasks']],
    ['a request property made required', (document) => (taskInput(document).required = ['title', 'notes']), ['POST /api/tasks']],
    [
      'a required request property added',
      (document) => {
        at(taskInput(document), 'properties').dueOn = { type: 'string', format: 'date' };
        taskInput(document).required = ['title', 'dueOn'];
      },
      ['POST /api/tasks'],
    ],
    [
      'a request property’s maxLength lowered',
      (document) => (at(taskInput(document), 'properties', 'title').maxLength = 100),
      ['POST /api/tasks'],
    ],
    [
      'a request property’s minLength raised',
      (document) => (at(taskInput(document), 'properties', 'title').minLength = 3),
      ['POST /api/tasks'],
    ],
    [
      'a request property’s format changed',
      (document) => (at(taskInput(document), 'properties', 'dueOn').format = 'date-time'),
      ['POST /api/tasks'],
    ],
    [
      'an array item’s maxLength lowered',
      (document) => (at(taskInput(document), 'properties', 'labels', 'items').maxLength = 20),
      ['POST /api/tasks'],
    ],
    ['an array’s maxItems lowered', (document) => (at(taskInput(document), 'properties', 'labels').maxItems = 5), ['POST /api/tasks']],
    ['a request enum value removed', (document) => (at(taskInput(document), 'properties', 'priority').enum = ['low']), ['POST /api/tasks']],
    [
      'a request property’s type changed',
      (document) => (at(taskInput(document), 'properties', 'notes').type = 'integer'),
      ['POST /api/tasks'],
    ],
    [
      'a request property removed from a closed body',
      (document) => delete at(taskInput(document), 'properties').priority,
      ['POST /api/tasks'],
    ],
    [
      'a response property removed (from every answer and the webhook that send it)',
      (document) => {
        delete at(task(document), 'properties').notes;
        task(document).required = ['id', 'title', 'status'];
      },
      ['GET /api/tasks', 'GET /api/tasks/{id}', 'POST /api/tasks', 'webhook task.created'],
    ],
    [
      'a response property made optional',
      (document) => (task(document).required = ['id', 'title', 'notes']),
      ['GET /api/tasks', 'GET /api/tasks/{id}', 'POST /api/tasks', 'webhook task.created'],
    ],
    [
      'a response property’s type changed',
      (document) => (at(task(document), 'properties', 'id').type = 'integer'),
      ['GET /api/tasks', 'GET /api/tasks/{id}', 'POST /api/tasks', 'webhook task.created'],
    ],
    [
      'a response status removed',
      (document) => delete at(document, 'paths', '/api/tasks/{id}', 'get', 'responses')['503'],
      ['GET /api/tasks/{id}'],
    ],
    [
      'a shared error answer losing a field (judged once, counted for each operation)',
      (document) => {
        at(document, 'components', 'schemas', 'Problem').properties = { code: { type: 'string' } };
      },
      ['GET /api/tasks', 'GET /api/tasks/{id}', 'POST /api/tasks'],
    ],
    ['an API token’s scope changed', (document) => (listTasks(document)['x-token-scope'] = 'tasks:admin'), ['GET /api/tasks']],
    [
      'API tokens no longer accepted',
      (document) => {
        listTasks(document).security = [{ sessionCookie: [] }];
        delete listTasks(document)['x-token-scope'];
      },
      ['GET /api/tasks'],
    ],
    ['fewer roles let in', (document) => (listTasks(document)['x-roles'] = ['admin']), ['GET /api/tasks']],
  ])('%s is breaking', async (_case, change, operations) => {
    const changes = await changesAfter(change);
    expect(named(changes, 'breaking')).toEqual([...operations].sort());
  });

  it.each<[string, (document: JsonObject) => void]>([
    [
      'an operation added',
      (document) => {
        at(document, 'paths')['/api/tasks/{id}/done'] = { post: { responses: { 200: { description: 'Done' } } } };
      },
    ],
    [
      'an optional query parameter added',
      (document) => parametersOf(document).push({ name: 'q', in: 'query', required: false, schema: { type: 'string' } }),
    ],
    ['a query parameter’s maximum raised', (document) => (at(parametersOf(document)[0], 'schema').maximum = 200)],
    ['an optional request property added', (document) => (at(taskInput(document), 'properties').dueOn = { type: 'string' })],
    ['a request property made optional', (document) => (taskInput(document).required = [])],
    ['a request property’s maxLength raised', (document) => (at(taskInput(document), 'properties', 'title').maxLength = 500)],
    ['a request enum value added', (document) => (at(taskInput(document), 'properties', 'priority').enum = ['low', 'high', 'urgent'])],
    [
      'a response property added',
      (document) => {
        at(task(document), 'properties').dueOn = { type: 'string' };
        task(document).required = ['id', 'title', 'status', 'notes', 'dueOn'];
      },
    ],
    ['more roles let in', (document) => delete listTasks(document)['x-roles']],
    ['an operation opened to anyone', (document) => (listTasks(document).security = [])],
    ['a description changed', (document) => (listTasks(document).summary = 'Every task you may see')],
    ['a component added', (document) => (at(document, 'components', 'schemas').Unused = { type: 'string' })],
  ])('%s is not breaking', async (_case, change) => {
    const changes = await changesAfter(change);
    expect(changes.length).toBeGreaterThan(0);
    expect(named(changes, 'breaking')).toEqual([]);
  });

  it('rates a new value in an answer’s enum as dangerous, not breaking (clients accept values they do not know)', async () => {
    const changes = await changesAfter((document) => (at(task(document), 'properties', 'status').enum = ['open', 'done', 'late']));
    expect(named(changes, 'breaking')).toEqual([]);
    expect(named(changes, 'dangerous')).toEqual(['GET /api/tasks', 'GET /api/tasks/{id}', 'POST /api/tasks', 'webhook task.created']);
  });

  it('rates a limit written where there was none as dangerous: it most often records what the server already refused', async () => {
    const changes = await changesAfter((document) => {
      at(taskInput(document), 'properties', 'priority').maxLength = 10;
      at(parametersOf(document)[1], 'schema').pattern = '^[a-z]+$';
    });
    expect(named(changes, 'breaking')).toEqual([]);
    expect(
      changes
        .filter((change) => change.criticality === 'dangerous')
        .map((change) => change.message)
        .sort(),
    ).toEqual([expect.stringContaining('pattern "^[a-z]+$" added'), expect.stringContaining('maxLength 10 added')]);
  });

  it('does not take limits added inside an answer’s union for a branch removed (Optic’s union rules are shown no limits)', async () => {
    // As POST /api/auth/login answers: signed in (with the profile) or a second step needed.
    const withUnion = (maxLength?: number) => {
      const document = fixtureOpenApi('1.0.0');
      const text = { type: 'string', ...(maxLength ? { maxLength } : {}) };
      const profile = Object.fromEntries(
        ['id', 'firstName', 'lastName', 'email', 'city', 'country', 'createdAt'].map((name) => [name, text]),
      );
      at(document, 'paths', '/api/tasks/{id}', 'get', 'responses', '200', 'content', 'application/json').schema = {
        anyOf: [
          {
            type: 'object',
            properties: { message: text, user: { type: 'object', properties: profile, required: Object.keys(profile) } },
            required: ['message', 'user'],
          },
          { type: 'object', properties: { challenge: text }, required: ['challenge'] },
        ],
      };
      return document;
    };
    const changes = await openApiChanges(withUnion(), withUnion(100));
    expect(changes).toEqual([expect.objectContaining({ name: 'GET /api/tasks/{id}', criticality: 'non-breaking' })]);
  });

  describe('in a synced list’s answer, a record or a DeletedRecord (an anyOf, judged by Optic’s union rules)', () => {
    const listed = (change: (record: JsonObject) => void = () => {}) => {
      const document = fixtureOpenApi('1.0.0');
      const record = structuredClone(task(document));
      change(record);
      const deleted = {
        type: 'object',
        properties: { id: { type: 'string' }, deletedAt: { type: 'string' } },
        required: ['id', 'deletedAt'],
      };
      at(document, 'paths', '/api/tasks', 'get', 'responses', '200', 'content', 'application/json').schema = {
        type: 'array',
        items: { anyOf: [record, deleted] },
      };
      return document;
    };
    const judged = (change: (record: JsonObject) => void) => openApiChanges(listed(), listed(change));

    it('a field removed breaks', async () => {
      expect(named(await judged((record) => delete at(record, 'properties').notes), 'breaking')).toEqual(['GET /api/tasks']);
    });

    it('a field made optional, or its type widened, breaks', async () => {
      expect(named(await judged((record) => (record.required = ['id', 'title', 'notes'])), 'breaking')).toEqual(['GET /api/tasks']);
      expect(named(await judged((record) => (at(record, 'properties', 'id').type = ['string', 'null'])), 'breaking')).toEqual([
        'GET /api/tasks',
      ]);
    });

    it('an enum written on a field, or a type narrowed, does not', async () => {
      const changes = await judged((record) => {
        at(record, 'properties', 'title').enum = ['Call the client'];
        at(record, 'properties', 'notes').type = 'string';
      });
      expect(changes).toEqual([expect.objectContaining({ name: 'GET /api/tasks', criticality: 'non-breaking' })]);
    });

    it('a new enum value is dangerous', async () => {
      const changes = await judged((record) => (at(record, 'properties', 'status').enum = ['open', 'done', 'late']));
      expect(changes).toEqual([
        expect.objectContaining({
          name: 'GET /api/tasks',
          criticality: 'dangerous',
          message: expect.stringContaining('new enum value "late"'),
        }),
      ]);
    });
  });

  it('judges a request body that is a union (one of two shapes) the same way inside it', async () => {
    const withUnion = (change: (shape: JsonObject) => void = () => {}) => {
      const document = fixtureOpenApi('1.0.0');
      const shape = structuredClone(taskInput(document));
      change(shape);
      at(document, 'paths', '/api/tasks', 'post', 'requestBody', 'content', 'application/json').schema = {
        anyOf: [shape, { type: 'object', properties: { copyOf: { type: 'string' } }, required: ['copyOf'] }],
      };
      return document;
    };
    const required = await openApiChanges(
      withUnion(),
      withUnion((shape) => (shape.required = ['title', 'notes'])),
    );
    expect(named(required, 'breaking')).toEqual(['POST /api/tasks']);
    const optional = await openApiChanges(
      withUnion(),
      withUnion((shape) => (shape.required = [])),
    );
    expect(named(optional, 'breaking')).toEqual([]);
  });

  it('says what broke', async () => {
    const changes = await changesAfter((document) => (at(taskInput(document), 'properties', 'title').maxLength = 100));
    expect(changes).toContainEqual(
      expect.objectContaining({
        name: 'POST /api/tasks',
        criticality: 'breaking',
        message: expect.stringContaining('maxLength lowered from 200 to 100'),
      }),
    );
  });
});

describe('accessNarrowed', () => {
  it('counts a sign-in now needed where anyone could call', () => {
    expect(accessNarrowed({}, { security: [{ sessionCookie: [] }] })).toHaveLength(1);
  });

  it('does not count a token’s scope moved from the requirement to x-token-scope (the same token still gets in)', () => {
    expect(
      accessNarrowed(
        { security: [{ sessionCookie: [] }, { bearerToken: ['tasks:read'] }] },
        { security: [{ sessionCookie: [] }, { bearerToken: [] }], 'x-token-scope': 'tasks:read' },
      ),
    ).toEqual([]);
  });

  it('counts a scope added to a requirement', () => {
    expect(accessNarrowed({ security: [{ bearerToken: [] }] }, { security: [{ bearerToken: ['tasks:read'] }] })).toHaveLength(1);
  });
});
