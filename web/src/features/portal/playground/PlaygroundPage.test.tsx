import fs from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSchema, getIntrospectionQuery, graphql as execute } from 'graphql';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { staticMatchMedia } from '../../../test/match-media';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { GRAPHQL_URL } from '../../../test/render-portal';
import { renderPortalAs } from '../portal-test-kit';
import { clearPlaygroundStorage } from './playground-storage';
import { GraphiQLPanel } from './GraphiQLPanel';
import { monthInSouthAfrica, savedQuestions } from './saved-questions';

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
  Range.prototype.getBoundingClientRect = noRect;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
});
afterEach(() => window.sessionStorage.clear());

type EditorElement = HTMLElement & { CodeMirror?: { getValue(): string } };
/** jsdom lays out no lines, so what an editor holds is read from the editor itself. */
const editorText = (selector: string) =>
  screen.getByTestId('graphiql').querySelector<EditorElement>(`${selector} .CodeMirror`)?.CodeMirror?.getValue();

function renderGraphiQL() {
  render(
    <div data-testid="graphiql">
      <GraphiQLPanel />
    </div>,
  );
}

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
  renderGraphiQL();
  const run = await screen.findByRole('button', { name: /Execute query/i });
  // Until it has run, the answer pane says what it is for rather than standing blank.
  const hint = 'Run the query (Ctrl+Enter, or the button beside the editor) and its answer appears here.';
  expect(screen.getByText(hint)).toBeInTheDocument();
  await userEvent.click(run);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].query).toContain('contactSubmissionCounts');
  await waitFor(() => expect(editorText('.result-window')).toContain('"consultations": 3'));
  expect(screen.queryByText(hint)).not.toBeInTheDocument();
});

it('opens a saved question in a new tab with its variables, after the prepared first tab', async () => {
  server.use(answerLikeTheApi([]));
  const user = userEvent.setup();
  renderGraphiQL();
  await user.click(await screen.findByRole('button', { name: 'Show Saved questions' }));
  const list = screen.getByRole('region', { name: 'Saved questions' });
  expect(
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(savedQuestions.map((question) => question.title));

  await user.click(within(list).getByRole('button', { name: 'Consultation requests this month, counted by service' }));
  await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('ConsultationsThisMonthByService'));
  const question = savedQuestions.find((saved) => saved.name === 'ConsultationsThisMonthByService')!;
  expect(editorText('.graphiql-query-editor')).toBe(question.query);
  expect(JSON.parse(editorText('.graphiql-editor-tool')!)).toEqual(monthInSouthAfrica(new Date()));

  const tabs = screen.getAllByRole('tab');
  expect(tabs).toHaveLength(2);
  expect(tabs[0]).toHaveTextContent('LatestConsultations');
  // The list stays open on a wide screen, for the next question.
  expect(screen.getByRole('region', { name: 'Saved questions' })).toBeInTheDocument();
});

it('on a phone, closes the list once the question is in its tab, so the tab is what shows', async () => {
  server.use(answerLikeTheApi([]));
  const phone = jest.spyOn(window, 'matchMedia').mockImplementation(staticMatchMedia((query) => query.includes('max-width')));
  try {
    const user = userEvent.setup();
    renderGraphiQL();
    await user.click(await screen.findByRole('button', { name: 'Show Saved questions' }));
    await user.click(screen.getByRole('button', { name: "One client's whole file" }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved questions' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('ClientFile');
    expect(editorText('.graphiql-query-editor')).toContain('query ClientFile($email: String!)');
    expect(JSON.parse(editorText('.graphiql-editor-tool')!)).toEqual({ email: 'client@example.com' });
  } finally {
    phone.mockRestore();
  }
});

it('leaves the variables empty for a saved question that takes none', async () => {
  server.use(answerLikeTheApi([]));
  const user = userEvent.setup();
  renderGraphiQL();
  await user.click(await screen.findByRole('button', { name: 'Show Saved questions' }));
  await user.click(screen.getByRole('button', { name: 'Unpaid balances on active engagements, largest outstanding first' }));
  await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('UnpaidBalances'));
  expect(editorText('.graphiql-query-editor')).toContain('query UnpaidBalances');
  expect(editorText('.graphiql-editor-tool')).toBe('');
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
