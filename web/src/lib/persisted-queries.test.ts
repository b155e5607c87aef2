import { gql } from '@apollo/client';
import { http, HttpResponse } from 'msw';
import { server } from '../test/msw-server';
import { createApolloClient } from './apollo';
import { builtPersistedQueryIds, persistedQueryExtensions } from './persisted-queries';

// Made-up operations: this suite is about how operations travel, and the web tests answer a real
// operation only with what the API could send (test/checked-graphql-answers.ts).
const ME = gql`
  query ManifestProbe {
    me {
      id
    }
  }
`;
const OTHER = gql`
  query NotInTheManifest {
    me {
      id
    }
  }
`;
const ids = { ManifestProbe: 'a'.repeat(64), UploadDocument: 'b'.repeat(64) };

interface SentBody {
  query?: string;
  operationName?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

/** Records each body POSTed to /graphql; answers with `answer(body, index)`. */
function recordRequests(answer: (body: SentBody, index: number) => object = () => ({ data: { me: { __typename: 'User', id: '1' } } })) {
  const sent: SentBody[] = [];
  server.use(
    http.post('*/graphql', async ({ request }) => {
      const body = (await request.json()) as SentBody;
      sent.push(body);
      return HttpResponse.json(answer(body, sent.length - 1));
    }),
  );
  return sent;
}

describe('trusted documents in the web client', () => {
  it('sends an operation of the manifest as its id alone, and any other as text', async () => {
    const sent = recordRequests();
    const client = createApolloClient('/graphql', { subscriptions: 'none', persistedQueries: ids });
    await client.query({ query: ME });
    await client.query({ query: OTHER, fetchPolicy: 'network-only' });
    expect(sent[0]).toEqual({
      operationName: 'ManifestProbe',
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: ids.ManifestProbe } },
    });
    expect(sent[1].operationName).toBe('NotInTheManifest');
    expect(sent[1].query).toContain('query NotInTheManifest');
    expect(sent[1].extensions?.persistedQuery).toBeUndefined();
  });

  it('sends the text once when the server does not know the id', async () => {
    const sent = recordRequests((_body, index) =>
      index === 0
        ? { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }
        : { data: { me: { __typename: 'User', id: '1' } } },
    );
    const client = createApolloClient('/graphql', { subscriptions: 'none', persistedQueries: ids });
    const result = await client.query<{ me: { id: string } }>({ query: ME });
    expect(result.data.me.id).toBe('1');
    expect(sent).toHaveLength(2);
    expect(sent[0].query).toBeUndefined();
    expect(sent[1].query).toContain('query ManifestProbe');
  });

  it('sends text without a manifest, as under jest and the dev server', async () => {
    expect(builtPersistedQueryIds).toBeNull();
    const sent = recordRequests();
    await createApolloClient('/graphql', { subscriptions: 'none' }).query({ query: ME });
    expect(sent[0].query).toContain('query ManifestProbe');
    expect(sent[0].extensions).toBeUndefined();
  });

  it('names an upload by its id when the build has one', () => {
    expect(persistedQueryExtensions('UploadDocument', ids)).toEqual({ persistedQuery: { version: 1, sha256Hash: ids.UploadDocument } });
    expect(persistedQueryExtensions('UploadDocument', null)).toBeUndefined();
    expect(persistedQueryExtensions('constructor', ids)).toBeUndefined();
  });
});
