import { OperationTypeNode, print, type DocumentNode, type GraphQLSchema } from 'graphql';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../test/database';
import { startLiveServer, type LiveServer } from '../test/live-server';
import { createTestApp, demoEmails, type TestApp } from '../test/test-app';
import {
  askOrFail,
  newSignedInUser,
  webContractCalls,
  webContractSubscriptions,
  type ContractContext,
  type Prepared,
} from '../test/web-contract-calls';

/**
 * The contract between the web client and the API: every operation the client sends (the
 * web/src/**\/*.graphql files its hooks and its trusted-documents manifest are built from) is sent
 * to the real API, over a seeded database, as each role whose screens send it, exactly as Apollo
 * Client sends it (with `__typename` added). It must answer without errors, with data that is a
 * valid result of the operation by the schema (web/src/test/operation-result-check.ts, the same
 * check the web tests' msw answers pass). A resolver change that breaks an operation the client
 * sends fails here, even while every web test's fixture still answers.
 *
 * How each operation is sent, and as whom, is the table in test/web-contract-calls.ts.
 */
/** One operation of the web client (web/src/test/web-operations.ts), as this suite reads it. */
interface WebOperation {
  name: string;
  type: OperationTypeNode;
  document: DocumentNode;
}

interface WebContract {
  operations: Map<string, WebOperation>;
  schema: GraphQLSchema;
  resultProblems(document: DocumentNode, data: unknown): string[];
  /** The operation's document as Apollo Client sends it: with `__typename` on every selection. */
  asApolloSends(operation: WebOperation): DocumentNode;
}

/**
 * The web's modules are ES modules (web/package.json): this CommonJS suite loads them with import(),
 * by their `.js` names as Node resolves ES modules (jest.config.ts maps them to the sources).
 */
async function loadWebContract(): Promise<WebContract> {
  const [{ readSchema, readWebOperations }, { operationResultProblems }, { addTypenameToDocument }] = await Promise.all([
    import('../../../web/src/test/web-operations.js'),
    import('../../../web/src/test/operation-result-check.js'),
    import('@apollo/client/utilities'),
  ]);
  const schema = readSchema();
  return {
    operations: readWebOperations(),
    schema,
    resultProblems: (document, data) => operationResultProblems(schema, document, data),
    asApolloSends: (operation) => addTypenameToDocument(operation.document),
  };
}

const titled = <T extends { as: string }>(name: string, list: T[]) =>
  list.map((call, index) => ({
    name,
    call,
    title: `${name} as ${call.as}${list.filter((other) => other.as === call.as).length > 1 ? ` (${index + 1})` : ''}`,
  }));
const calls = Object.entries(webContractCalls).flatMap(([name, list]) => titled(name, list));
const subscriptions = Object.entries(webContractSubscriptions).flatMap(([name, { as, cause }]) =>
  titled(
    name,
    as.map((role) => ({ as: role, cause })),
  ),
);

let contract: WebContract;
beforeAll(async () => {
  contract = await loadWebContract();
});

describe('the contract test’s table', () => {
  it('sends every operation of the web client, and no other, each as the kind it is', () => {
    const kindOf = (name: string) => contract.operations.get(name)?.type;
    const subscriptionNames = [...contract.operations.keys()].filter((name) => kindOf(name) === OperationTypeNode.SUBSCRIPTION);
    const otherNames = [...contract.operations.keys()].filter((name) => kindOf(name) !== OperationTypeNode.SUBSCRIPTION);
    expect(Object.keys(webContractSubscriptions).sort()).toEqual(subscriptionNames.sort());
    expect(Object.keys(webContractCalls).sort()).toEqual(otherNames.sort());
    expect(Object.entries(webContractCalls).filter(([, list]) => list.length === 0)).toEqual([]);
  });
});

describe.each(testDatabaseTargets)('every operation of the web client against the API ($name)', (target) => {
  let t: TestApp;
  let context: ContractContext;

  beforeAll(async () => {
    // The webhook calls register endpoints on 127.0.0.1, which production refuses.
    t = await createTestApp(target, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });
    const agents = new Map<string, Promise<TestAgent>>();
    context = {
      t,
      agentOf: (role) => {
        if (!agents.has(role)) agents.set(role, t.agent(role));
        return agents.get(role)!;
      },
      ask: askOrFail,
      newUser: (role) => newSignedInUser(t, role),
    };
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  it.each(calls)('$title', async ({ name, call }) => {
    const operation = contract.operations.get(name)!;
    const prepared: Prepared = (await call.setUp?.(context)) ?? {};
    const agent = prepared.agent ?? (call.as === 'anonymous' ? t.request : await context.agentOf(call.as));
    const document = contract.asApolloSends(operation);
    const response = await send(agent, operation, document, { ...call.variables, ...prepared.variables }, prepared.files);
    // Status and errors together, so a failure shows what the API said.
    expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 200, errors: undefined });
    expect(contract.resultProblems(document, response.body.data)).toEqual([]);
  });

  describe('live events', () => {
    let live: LiveServer;
    beforeAll(async () => {
      live = await startLiveServer(t);
    });
    afterAll(() => live.close());

    it.each(subscriptions)('$title', async ({ name, call }) => {
      const document = contract.asApolloSends(contract.operations.get(name)!);
      const cookie = await live.cookieOf(demoEmails[call.as]);
      const { ready, event } = live.firstEvent(live.socketClient({ cookie }), print(document));
      await ready;
      await call.cause(context, call.as);
      expect(contract.resultProblems(document, await event)).toEqual([]);
    });
  });
});

/** The operation as Apollo Client posts it: JSON, or the GraphQL multipart request when it uploads files. */
function send(
  agent: TestAgent,
  operation: WebOperation,
  document: DocumentNode,
  variables: Record<string, unknown>,
  files?: Prepared['files'],
) {
  const body = { operationName: operation.name, query: print(document), variables };
  if (!files) return agent.post('/graphql').set('Content-Type', 'application/json').send(body);
  const fileList = Object.entries(files);
  let request = agent
    .post('/graphql')
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify(body))
    .field('map', JSON.stringify(Object.fromEntries(fileList.map(([variable], index) => [index, [`variables.${variable}`]]))));
  for (const [index, [, file]] of fileList.entries()) request = request.attach(String(index), file.bytes, file.name);
  return request;
}
