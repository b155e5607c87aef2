import { ApolloLink, execute, gql, Observable, type FetchResult } from '@apollo/client';
import { FIRST_SCREEN_ELEMENT_ID, firstScreenLink, takeFirstScreenAnswers } from './first-screen-link';

const DOCUMENTS = gql`
  query Documents($first: Int, $filter: DocumentFilter) {
    documents(first: $first, filter: $filter) {
      totalCount
    }
  }
`;

function pageWith(answers: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.textContent = JSON.stringify(answers);
  document.head.appendChild(element);
}

/** Runs one operation through the first-screen link, in front of a "server" that counts calls. */
function run(link: ApolloLink, variables: Record<string, unknown>, server: { calls: number }) {
  const toServer = new ApolloLink(() => {
    server.calls += 1;
    return Observable.of({ data: { documents: { totalCount: -1 } } });
  });
  return new Promise<FetchResult>((resolve, reject) =>
    execute(link.concat(toServer), { query: DOCUMENTS, variables }).subscribe({ next: resolve, error: reject }),
  );
}

describe('answers written into the portal page', () => {
  afterEach(() => document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove());

  it('answers the matching query once, whatever the order of its variables, then asks the server', async () => {
    pageWith([
      {
        operationName: 'Documents',
        variables: { first: 24, filter: { status: 'PENDING' } },
        result: { data: { documents: { totalCount: 3 } } },
      },
    ]);
    const link = firstScreenLink(takeFirstScreenAnswers());
    const server = { calls: 0 };
    const variables = { filter: { status: 'PENDING' }, first: 24, after: undefined };
    expect((await run(link, variables, server)).data).toEqual({ documents: { totalCount: 3 } });
    expect(server.calls).toBe(0);
    expect((await run(link, variables, server)).data).toEqual({ documents: { totalCount: -1 } });
    expect(server.calls).toBe(1);
  });

  it('sends a query with other variables to the server', async () => {
    pageWith([{ operationName: 'Documents', variables: { first: 24 }, result: { data: { documents: { totalCount: 3 } } } }]);
    const server = { calls: 0 };
    expect((await run(firstScreenLink(takeFirstScreenAnswers()), { first: 24, filter: { status: 'APPROVED' } }, server)).data).toEqual({
      documents: { totalCount: -1 },
    });
    expect(server.calls).toBe(1);
  });

  it('takes the answers out of the page, so a later client never reads them', () => {
    pageWith([{ operationName: 'Documents', variables: {}, result: { data: null } }]);
    expect(takeFirstScreenAnswers().size).toBe(1);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    expect(takeFirstScreenAnswers().size).toBe(0);
  });

  it('ignores a damaged block', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_SCREEN_ELEMENT_ID;
    element.textContent = '{not json';
    document.head.appendChild(element);
    expect(takeFirstScreenAnswers().size).toBe(0);
  });
});
