import '@testing-library/jest-dom';
import { act } from 'react';
import { configure } from '@testing-library/react';
import { server } from './msw-server';
import { resetToasts } from '../components/toast-store';
import { staticMatchMedia } from './match-media';
import { checkGraphQLAnswers } from './checked-graphql-answers';

// Portal pages are lazy chunks: the first test of a file that opens one waits for its modules to be
// transformed and loaded, which on two busy cores can take longer than Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });

// Every outside call of a component test is answered by msw; an unhandled one fails the test.
// msw answers only the web's own operations, each answer checked against the schema.
const graphQLAnswers = checkGraphQLAnswers(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  const problems = await graphQLAnswers.problems();
  if (problems.length > 0) {
    throw new Error(`An msw answer is not one the API could send for its operation:\n${problems.join('\n')}`);
  }
});
afterEach(() => {
  server.resetHandlers();
  // A toaster may still be mounted: its update belongs inside act().
  act(() => resetToasts());
});
afterAll(() => server.close());

// Tests of the server render run in Node (`@jest-environment node`): no window to complete.
if (typeof window !== 'undefined') completeJsdom();

function completeJsdom() {
  // jsdom has no IntersectionObserver: report every observed element as fully visible at once.
  class ImmediateIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, intersectionRatio: 1, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: ImmediateIntersectionObserver });
  // Radix measures some controls with ResizeObserver, which jsdom lacks.
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: window.ResizeObserver ?? NoopResizeObserver,
  });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: window.ResizeObserver });
  Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
  if (!window.matchMedia) Object.defineProperty(window, 'matchMedia', { writable: true, value: staticMatchMedia(() => false) });
}
