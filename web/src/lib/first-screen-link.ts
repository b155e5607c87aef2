import { ApolloLink, Observable, type FetchResult } from '@apollo/client';

/** What the server wrote into the portal page's HTML (api/src/pages/portal-page.ts). */
interface FirstScreenAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  result: FetchResult;
}

export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/** Variables compared as the server sent them: keys in order, undefined values left out. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const keyOf = (operationName: string, variables: Record<string, unknown> | undefined) => `${operationName} ${canonical(variables ?? {})}`;

/** The answers in the page, removed from it so that a later client (after sign-out) never sees them. */
export function takeFirstScreenAnswers(doc: Document | undefined = globalThis.document): Map<string, FetchResult> {
  const answers = new Map<string, FetchResult>();
  const element = doc?.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return answers;
  element.remove();
  try {
    for (const answer of JSON.parse(element.textContent ?? '[]') as FirstScreenAnswer[]) {
      answers.set(keyOf(answer.operationName, answer.variables), answer.result);
    }
  } catch {
    // A damaged block only costs the round trips it would have saved.
  }
  return answers;
}

/**
 * Answers a page's first queries from what the server wrote into its HTML, each answer once; every
 * other operation (and the same one asked again) goes to the server as usual.
 */
export function firstScreenLink(answers: Map<string, FetchResult>): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const key = keyOf(operation.operationName, operation.variables);
    const answer = answers.get(key);
    if (!answer) return forward(operation);
    answers.delete(key);
    return Observable.of(answer);
  });
}
