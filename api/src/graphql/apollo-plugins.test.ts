import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import { getOperationAST, parse } from 'graphql';
import { apolloPlugins } from '../composition/graphql-server';
import type { RequestContext } from '../context/request-context';
import { TrustedDocuments } from './trusted-documents';

const QUERY = 'query Me { me { email } }';

/** What a run left behind: the answer as it would be sent, what was logged, any answer given early. */
interface Observed {
  status: number | undefined;
  headers: [string, string][];
  body: string;
  logged: unknown[][];
  answeredEarly: boolean;
}

/** The request context Apollo Server hands its plugins for a query that ran without an error. */
function cleanQuery(logged: unknown[][]): GraphQLRequestContext<RequestContext> {
  const log = (...args: unknown[]) => logged.push(args);
  const document = parse(QUERY);
  const context = {
    req: { headers: {}, log: { error: log, warn: log, info: log, debug: log } },
    res: {},
    viewer: null,
  } as unknown as RequestContext;
  return {
    request: { query: QUERY, operationName: 'Me', http: { method: 'POST', headers: new HeaderMap(), search: '', body: {} } },
    response: { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: { me: null } } } },
    contextValue: context,
    source: QUERY,
    queryHash: 'hash',
    document,
    operation: getOperationAST(document, 'Me') ?? undefined,
    operationName: 'Me',
    metrics: {},
  } as unknown as GraphQLRequestContext<RequestContext>;
}

/** Every hook Apollo Server calls for a clean query, in its order (none of the error hooks). */
async function runOnCleanQuery(plugin: ApolloServerPlugin<RequestContext>): Promise<Observed> {
  const logged: unknown[][] = [];
  const context = cleanQuery(logged);
  // Each hook's type asks for the fields filled in by then; this context has them all.
  const asHookContext = context as never;
  const listener = await plugin.requestDidStart?.(context);
  let answeredEarly = false;
  if (listener) {
    await listener.didResolveSource?.(asHookContext);
    await listener.parsingDidStart?.(asHookContext);
    await listener.validationDidStart?.(asHookContext);
    await listener.didResolveOperation?.(asHookContext);
    answeredEarly = (await listener.responseForOperation?.(asHookContext)) != null;
    const execution = await listener.executionDidStart?.(asHookContext);
    await execution?.executionDidEnd?.();
    await listener.willSendResponse?.(asHookContext);
  }
  const { http, body } = context.response;
  return { status: http.status, headers: [...http.headers], body: JSON.stringify(body), logged, answeredEarly };
}

const untouched = async (): Promise<Observed> => runOnCleanQuery({});

const recorded: unknown[] = [];
const entries = apolloPlugins({ trusted: new TrustedDocuments(), production: true }, (record) => recorded.push(record));

describe("Apollo Server's plugins and the query shortcut", () => {
  it.each(entries.filter((entry) => entry.onCleanQuery === 'nothing').map((entry) => [entry.name, entry]))(
    '%s does nothing to a query that ran without an error',
    async (_name, entry) => {
      recorded.length = 0;
      expect(await runOnCleanQuery(entry.plugin)).toEqual(await untouched());
      expect(recorded).toEqual([]);
    },
  );

  // The metrics the shortcut records for what it answers are checked in http/metrics.test.ts.
  it('leaves to the shortcut only what it does itself', () => {
    const doneByShortcut = entries.filter((entry) => entry.onCleanQuery !== 'nothing').map((entry) => entry.name);
    expect(doneByShortcut).toEqual(['operation metrics']);
  });

  it('catches a plugin that changes the answer of a clean query', async () => {
    const stampsEveryAnswer: ApolloServerPlugin<RequestContext> = {
      async requestDidStart() {
        return {
          async willSendResponse({ response }) {
            response.http.headers.set('x-served-by', 'apollo');
          },
        };
      },
    };
    expect(await runOnCleanQuery(stampsEveryAnswer)).not.toEqual(await untouched());
  });
});
