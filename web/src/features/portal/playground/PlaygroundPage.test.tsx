import fs from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSchema, getIntrospectionQuery, graphql as execute } from 'graphql';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { GRAPHQL_URL } from '../../../test/render-portal';
import { renderPortalAs } from '../portal-test-kit';
import { clearPlaygroundStorage } from './playground-storage';
import { GraphiQLPanel } from './GraphiQLPanel';

// The committed schema answers GraphiQL's introspection, so the docs show what the API really has.
const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../../../../schema.graphql'), 'utf8'));

function answerLikeTheApi(sent: { query: string }[]) {
  return http.post(GRAPHQL_URL, async ({ request }) => {
    const body = (await request.json()) as { query: string; operationName?: string };
    if (body.operationName === 'Me') return undefined;
    if (body.query.includes('__schema')) return HttpResponse.json(await execute({ schema, source: body.query }));
    sent.push(body);
    return HttpResponse.json({ data: { contactSubmissionCounts: { total: 7, getInTouch: 4, consultations: 3 } } });
  });
}

// CodeMirror measures text through Range, which jsdom does not lay out.
beforeAll(() => {
  const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
  Range.prototype.getBoundingClientRect = noRect as never;
  Range.prototype.getClientRects = (() => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] })) as never;
});
afterEach(() => window.sessionStorage.clear());

it('is for administrators only', async () => {
  renderPortalAs(sessionUser(), '/portal/playground');
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.queryByTitle('GraphQL Playground editor')).not.toBeInTheDocument();
});

it('frames the playground page for an administrator', async () => {
  renderPortalAs(adminUser(), '/portal/playground');
  expect(await screen.findByRole('heading', { name: 'GraphQL Playground' })).toBeInTheDocument();
  expect(screen.getByTitle('GraphQL Playground editor')).toHaveAttribute('src', '/playground/');
  expect(screen.getByRole('link', { name: 'Open the playground in its own tab' })).toHaveAttribute('href', '/playground/');
});

it('runs the prepared query against the API and shows the answer', async () => {
  const sent: { query: string }[] = [];
  server.use(answerLikeTheApi(sent));
  render(
    <div data-testid="graphiql">
      <GraphiQLPanel />
    </div>,
  );
  const run = await screen.findByRole('button', { name: /Execute query/i });
  await userEvent.click(run);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].query).toContain('contactSubmissionCounts');
  // jsdom lays out no lines, so the answer is read from the result editor itself.
  const resultEditor = () =>
    screen.getByTestId('graphiql').querySelector<HTMLElement & { CodeMirror?: { getValue(): string } }>('.result-window .CodeMirror');
  await waitFor(() => expect(resultEditor()?.CodeMirror?.getValue()).toContain('"consultations": 3'));
});

it('keeps its tabs in session storage and forgets them at logout', () => {
  window.sessionStorage.setItem('graphiql:tabState', '{"tabs":[]}');
  window.sessionStorage.setItem('unrelated', 'kept');
  clearPlaygroundStorage();
  expect(window.sessionStorage.getItem('graphiql:tabState')).toBeNull();
  expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
});

it('uses the introspection query the schema answers', async () => {
  const result = await execute({ schema, source: getIntrospectionQuery() });
  expect(result.errors).toBeUndefined();
});
