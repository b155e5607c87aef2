import type { Contract } from './contract-check';
import type { JsonObject } from './json';

/**
 * A small contract to change in the tests: tasks over REST (a list, one task, adding one, a webhook)
 * and over GraphQL, written in the shapes the real document uses (references to components, the
 * token's scope in `x-token-scope`, closed record shapes, shared error answers).
 */
export function fixtureOpenApi(version: string): JsonObject {
  const task = { $ref: '#/components/schemas/Task' };
  const errors = { 400: { $ref: '#/components/responses/BadRequest' }, 503: { $ref: '#/components/responses/ServiceUnavailable' } };
  const signedIn = (scope: string) => ({ security: [{ sessionCookie: [] }, { bearerToken: [] }], 'x-token-scope': scope });
  const document = {
    openapi: '3.1.0',
    info: { title: 'Fixture API', version },
    servers: [{ url: '/' }],
    paths: {
      '/api/tasks': {
        get: {
          operationId: 'listTasks',
          summary: 'The tasks',
          ...signedIn('tasks:read'),
          'x-roles': ['advisor', 'admin'],
          parameters: [
            { name: 'first', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } },
            { name: 'status', in: 'query', required: false, schema: { type: 'string', enum: ['open', 'done'] } },
          ],
          responses: {
            200: { description: 'The tasks', content: { 'application/json': { schema: { type: 'array', items: task } } } },
            ...errors,
          },
        },
        post: {
          operationId: 'addTask',
          ...signedIn('tasks:write'),
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/TaskInput' } } } },
          responses: { 201: { description: 'The task', content: { 'application/json': { schema: task } } }, ...errors },
        },
      },
      '/api/tasks/{id}': {
        get: {
          operationId: 'getTask',
          ...signedIn('tasks:read'),
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 200: { description: 'The task', content: { 'application/json': { schema: task } } }, ...errors },
        },
      },
    },
    webhooks: {
      'task.created': {
        post: {
          requestBody: { content: { 'application/json': { schema: task } } },
          responses: { 200: { description: 'Received' } },
        },
      },
    },
    components: {
      schemas: {
        Task: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'string', enum: ['open', 'done'] },
            notes: { type: ['string', 'null'] },
          },
          required: ['id', 'title', 'status', 'notes'],
          additionalProperties: false,
        },
        TaskInput: {
          type: 'object',
          properties: {
            title: { type: 'string', minLength: 1, maxLength: 200 },
            notes: { type: 'string', maxLength: 2000 },
            priority: { type: 'string', enum: ['low', 'high'] },
            dueOn: { type: 'string', format: 'date' },
            labels: { type: 'array', items: { type: 'string', maxLength: 40 }, maxItems: 10 },
          },
          required: ['title'],
          additionalProperties: false,
        },
        Problem: { type: 'object', properties: { code: { type: 'string' }, detail: { type: 'string' } }, required: ['code'] },
      },
      responses: {
        BadRequest: {
          description: 'Bad input',
          content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
        },
        ServiceUnavailable: {
          description: 'Try later',
          content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
        },
      },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
        bearerToken: { type: 'http', scheme: 'bearer' },
      },
    },
  };
  // Plain JSON, typed as the parsed documents are.
  return document as unknown as JsonObject;
}

export const fixtureSchema = `directive @auth(requires: [Role!] = []) on FIELD_DEFINITION | OBJECT

enum Role {
  ADMIN
  ADVISOR
  CLIENT
}

type Query {
  """The tasks you may see"""
  tasks(first: Int): [Task!]! @auth
  task(id: ID!): Task @auth(requires: [ADVISOR, ADMIN])
  openingHours: String!
}

type Mutation {
  addTask(input: TaskInput!): Task! @auth(requires: [ADVISOR, ADMIN])
}

type Task {
  id: ID!
  title: String!
  status: TaskStatus!
}

enum TaskStatus {
  OPEN
  DONE
}

input TaskInput {
  title: String!
  notes: String
}
`;

export function fixtureContract(
  version: string,
  change: { openapi?: (document: JsonObject) => void; graphql?: (schema: string) => string } = {},
): Contract {
  const openapi = fixtureOpenApi(version);
  change.openapi?.(openapi);
  return { version, openapi, graphql: change.graphql ? change.graphql(fixtureSchema) : fixtureSchema };
}

/** A changelog with these sections, newest first: `[version, text]`. */
export function fixtureChangelog(...sections: [string, string][]): string {
  return ['# API changelog', '', ...sections.map(([version, text]) => `## ${version} (2026-11-29)\n\n${text}\n`)].join('\n');
}

/** A path of the fixture document, to change in place. */
export function at(document: JsonObject, ...keys: string[]): JsonObject {
  let node: unknown = document;
  for (const key of keys) node = (node as JsonObject)[key];
  return node as JsonObject;
}
