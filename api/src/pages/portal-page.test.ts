import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, demoEmails, type TestApp } from '../test/test-app';
import { sha256 } from '../graphql/trusted-documents';
import { User } from '../accounts/user.entity';
import { Document } from '../features/documents/document.entity';

const operations = {
  Me: 'query Me { me { id email firstName __typename } }',
  DashboardSummary: 'query DashboardSummary { dashboardSummary { openTasks __typename } }',
  AdminStats: 'query AdminStats { adminStats { totalUsers __typename } }',
  AppInfo: 'query AppInfo { appInfo { version __typename } }',
  Document: 'query Document($id: ID!) { document(id: $id) { id originalName __typename } }',
};

/** A stand-in for web/dist with what the build writes for the portal's first screens. */
function fakeBuild(directory: string, shell = '<html><head><title>Portal</title></head><body><div id="root"></div></body></html>') {
  fs.mkdirSync(path.join(directory, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(directory, 'app.html'), shell);
  fs.writeFileSync(
    path.join(directory, 'persisted-query-manifest.json'),
    JSON.stringify({
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: Object.entries(operations).map(([name, body]) => ({ id: sha256(body), name, type: 'query', body })),
    }),
  );
  const files = (kind: string) => ['assets/index-1.js', 'assets/PortalApp-2.js', `assets/${kind}Dashboard-3.js`];
  fs.writeFileSync(
    path.join(directory, 'portal-first-screen.json'),
    JSON.stringify({
      pages: {
        '/portal': {
          files: { client: files('Client'), admin: files('Admin') },
          operations: [
            { operationName: 'Me', variables: {} },
            { operationName: 'DashboardSummary', variables: {} },
            { operationName: 'AdminStats', variables: {}, for: 'admin' },
          ],
        },
        '/portal/documents/:id': {
          files: { client: ['assets/index-1.js', 'assets/DocumentPage-5.js'], admin: ['assets/index-1.js', 'assets/DocumentPage-5.js'] },
          operations: [
            { operationName: 'Me', variables: {} },
            { operationName: 'Document', variables: { id: ':id' } },
          ],
        },
        '/login': {
          files: { client: ['assets/index-1.js', 'assets/LoginPage-4.js'], admin: ['assets/index-1.js', 'assets/LoginPage-4.js'] },
          operations: [{ operationName: 'AppInfo', variables: {} }],
        },
      },
    }),
  );
}

/** The answers the page carries, as the browser's first-screen link reads them. */
function answersIn(html: string): Array<{ operationName: string; result: { data: Record<string, unknown> } }> {
  const match = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : [];
}

describe('a portal page with its first screen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {}, { webBuild: (webDist) => fakeBuild(webDist) });
  });
  afterAll(() => t.close());
  const signedIn = (account: 'client' | 'admin') => t.agent(account);

  it("carries a client's own answers and names the client's dashboard code for early download, never to be stored", async () => {
    const response = await (await signedIn('client')).get('/portal').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answers = answersIn(response.text);
    expect(answers.map((answer) => answer.operationName)).toEqual(['Me', 'DashboardSummary']);
    expect(answers[0].result.data.me).toMatchObject({ email: demoEmails.client, __typename: 'User' });
    expect(answers[1].result.data.dashboardSummary).toMatchObject({ __typename: 'DashboardSummary' });
    expect(response.text).toContain('<link rel="modulepreload" crossorigin href="/assets/ClientDashboard-3.js">');
    // The entry is the page's own script already; the other kind of dashboard is not named.
    expect(response.text).not.toContain('href="/assets/index-1.js"');
    expect(response.text).not.toContain('AdminDashboard');
  });

  it("runs an administrator's own operations too, as the administrator", async () => {
    const answers = answersIn((await (await signedIn('admin')).get('/Portal/').expect(200)).text);
    expect(answers.map((answer) => answer.operationName)).toEqual(['Me', 'DashboardSummary', 'AdminStats']);
    expect(answers[0].result.data.me).toMatchObject({ email: demoEmails.admin });
  });

  it('tells a signed-out visitor at once that there is no session, and nothing else', async () => {
    const response = await t.request.get('/portal').expect(200);
    expect(answersIn(response.text)).toEqual([{ operationName: 'Me', variables: {}, result: { data: { me: null } } }]);
    expect(response.text).not.toContain('modulepreload');
  });

  it('escapes what users typed so that it cannot close the script element', async () => {
    await t.database.dataSource
      .getRepository(User)
      .update({ email: demoEmails.client }, { firstName: '</script><script>alert(1)</script>' });
    const response = await (await signedIn('client')).get('/portal').expect(200);
    expect(response.text).not.toContain('<script>alert(1)');
    const me = answersIn(response.text)[0].result.data.me as { firstName: string };
    expect(me.firstName).toBe('</script><script>alert(1)</script>');
  });

  it("runs a page's first queries with the values its address gives the path's parameters", async () => {
    const client = await t.database.dataSource.getRepository(User).findOneByOrFail({ email: demoEmails.client });
    const owned = await t.database.dataSource.getRepository(Document).findOneByOrFail({ userId: client.id });
    const response = await (await signedIn('client')).get(`/portal/Documents/${encodeURIComponent(owned.id)}`).expect(200);
    const answers = answersIn(response.text);
    expect(answers.map((answer) => answer.operationName)).toEqual(['Me', 'Document']);
    expect(answers[1].result.data.document).toMatchObject({ id: owned.id, originalName: owned.originalName });
    expect(response.text).toContain('href="/assets/DocumentPage-5.js"');
    // An address one segment short or long is not that page.
    expect(answersIn((await (await signedIn('client')).get(`/portal/documents/${owned.id}/more`).expect(200)).text)).toEqual([]);
  });

  it('answers a portal path without a first-screen entry with the plain shell', async () => {
    const response = await (await signedIn('client')).get('/portal/unknown-page').expect(200);
    expect(response.text).toBe('<html><head><title>Portal</title></head><body><div id="root"></div></body></html>');
  });
});

/**
 * A stand-in for web/dist-ssr/entry-server.js (the real one is exercised by
 * web/src/app/server-render.test.tsx and the browser journeys): it draws what it was given.
 */
const fakeRenderer = `
export async function renderPortalPage(url, answers) {
  if (url.includes('broken')) throw new Error('The render failed');
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 4000));
  const me = answers.find((answer) => answer.operationName === 'Me')?.result.data.me;
  const names = answers.map((answer) => answer.operationName).join(',');
  return {
    head: '<title>Drawn</title>',
    styles: '<style data-styled="true">main{color:red}</style>',
    html: '<main>' + url + ' for ' + (me ? me.email : 'nobody') + ' from ' + names + '</main>',
    cache: { ROOT_QUERY: { me: me ?? null } },
  };
}
`;

describe('a portal page drawn on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {},
      {
        webBuild: (webDist) => {
          fakeBuild(
            webDist,
            '<html><head><title>Portal</title><meta name="description" content="The firm"><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"><!--app-html--></div></body></html>',
          );
          // Beside the site, as the web build writes it (config.webRenderEntry).
          fs.mkdirSync(path.join(webDist, '..', 'dist-ssr'));
          fs.writeFileSync(path.join(webDist, '..', 'dist-ssr', 'entry-server.js'), fakeRenderer);
        },
      },
    );
  });
  afterAll(() => t.close());
  const signedInClient = () => t.agent('client');
  const blockOf = (html: string, id: string) => {
    const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
    return match ? JSON.parse(match[1]) : undefined;
  };

  it("arrives drawn from the viewer's own answers, with its head, styles and the cache it was drawn from", async () => {
    const response = await (await signedInClient()).get('/portal?tab=recent').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain(
      `<div id="root"><main>/portal?tab=recent for ${demoEmails.client} from Me,DashboardSummary</main></div>`,
    );
    expect(response.text).toContain('<title>Drawn</title>');
    expect(response.text).not.toContain('<title>Portal</title>');
    expect(response.text).not.toContain('name="description"');
    expect(response.text).toContain('<style data-styled="true">main{color:red}</style>');
    expect(blockOf(response.text, 'rendered-cache-state').ROOT_QUERY.me).toMatchObject({ email: demoEmails.client });
    // The answers travel once, in the cache: the browser's first-screen link has nothing to answer.
    expect(blockOf(response.text, 'first-screen-data')).toBeUndefined();
  });

  it('names its code for the entry to fetch once the page is on screen, at low priority before then', async () => {
    const response = await (await signedInClient()).get('/portal').expect(200);
    expect(blockOf(response.text, 'page-code')).toEqual(['/assets/PortalApp-2.js', '/assets/ClientDashboard-3.js']);
    expect(response.text).not.toContain('rel="modulepreload"');
    expect(response.text).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
  });

  it('escapes what users typed in the cache it carries', async () => {
    await t.database.dataSource
      .getRepository(User)
      .update({ email: demoEmails.client }, { firstName: '</script><script>alert(2)</script>' });
    const response = await (await signedInClient()).get('/portal').expect(200);
    expect(response.text).not.toContain('<script>alert(2)');
    expect(blockOf(response.text, 'rendered-cache-state').ROOT_QUERY.me.firstName).toBe('</script><script>alert(2)</script>');
  });

  it('draws /login for a visitor with what the sign-in page asks first', async () => {
    const response = await t.request.get('/login').expect(200);
    expect(response.text).toContain('<main>/login for nobody from AppInfo</main>');
    expect(blockOf(response.text, 'page-code')).toEqual(['/assets/LoginPage-4.js']);
  });

  it('falls back to the shell with the answers inside when the render fails, so the browser draws the page', async () => {
    const response = await (await signedInClient()).get('/portal?broken').expect(200);
    expect(response.text).toContain('<div id="root"><!--app-html--></div>');
    expect(blockOf(response.text, 'first-screen-data').map((answer: { operationName: string }) => answer.operationName)).toEqual([
      'Me',
      'DashboardSummary',
    ]);
    expect(response.text).toContain('<link rel="modulepreload" crossorigin href="/assets/ClientDashboard-3.js">');
    expect(blockOf(response.text, 'rendered-cache-state')).toBeUndefined();
  });

  it('never keeps the viewer waiting on a slow render: the shell goes out after two seconds', async () => {
    // The fake render takes four seconds; the shell (not the drawn page) proves it was not awaited.
    const response = await (await signedInClient()).get('/portal?slow').expect(200);
    expect(response.text).toContain('<div id="root"><!--app-html--></div>');
    expect(blockOf(response.text, 'first-screen-data')).toHaveLength(2);
  });

  it('counts each page sent as the shell, by why, so an operator sees renders failing or running late', async () => {
    const counted = async () => {
      const { values } = await t.app.metrics.portalShellFallbacks.get();
      return Object.fromEntries(values.map(({ labels, value }) => [String(labels.reason), value]));
    };
    const before = await counted();
    await (await signedInClient()).get('/portal?broken').expect(200);
    await (await signedInClient()).get('/portal?slow').expect(200);
    await (await signedInClient()).get('/portal').expect(200);
    const after = await counted();
    expect((after.error ?? 0) - (before.error ?? 0)).toBe(1);
    expect((after.timeout ?? 0) - (before.timeout ?? 0)).toBe(1);
  });
});

describe('the server renderer', () => {
  let t: TestApp;
  let loadedMarker: string;
  let drawnList: string;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {},
      {
        webBuild: (webDist) => {
          fakeBuild(webDist, '<html><head><title>Portal</title></head><body><div id="root"><!--app-html--></div></body></html>');
          fs.mkdirSync(path.join(webDist, '..', 'dist-ssr'));
          loadedMarker = path.join(webDist, '..', 'renderer-loaded');
          drawnList = path.join(webDist, '..', 'renderer-drew');
          // Leaves a mark when it is imported and lists what it draws, so the test sees both.
          const marking = [
            `import fs from 'node:fs';`,
            `fs.writeFileSync(${JSON.stringify(loadedMarker)}, 'loaded');`,
            fakeRenderer.replace('renderPortalPage', 'drawn'),
            `export async function renderPortalPage(url, answers) {`,
            `  fs.appendFileSync(${JSON.stringify(drawnList)}, url + '\\n');`,
            `  if (url === '/portal' && answers.length === 0) throw new Error('No frame without a viewer');`,
            `  return drawn(url, answers);`,
            `}`,
          ].join('\n');
          fs.writeFileSync(path.join(webDist, '..', 'dist-ssr', 'entry-server.js'), marking);
        },
      },
    );
  });
  afterAll(() => t.close());

  it('loads as the server starts, before any page is asked for, so the first visitor does not wait for it', async () => {
    for (let waited = 0; !fs.existsSync(loadedMarker) && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.existsSync(loadedMarker)).toBe(true);
    const response = await t.request.get('/login').expect(200);
    expect(response.text).toContain('<main>/login for nobody from AppInfo</main>');
  });

  it('warms up by drawing the sign-in page and the portal frame once, and a page it cannot draw does not stop the start', async () => {
    fs.rmSync(drawnList, { force: true });
    await expect(t.app.warmUp()).resolves.toBeUndefined();
    expect(fs.readFileSync(drawnList, 'utf8').trim().split('\n')).toEqual(['/login', '/portal']);
  });
});
