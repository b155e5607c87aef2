/**
 * @jest-environment node
 */
// The api draws portal pages and /login at request time with web/prerender/entry-server.tsx, from
// the answers it already ran for the viewer. Rendered here as the server does, in Node.
import { renderPortalPage, type KnownAnswer } from '../../prerender/entry-server';
import { sessionUser } from '../test/fixtures';

const me = (user: ReturnType<typeof sessionUser> | null): KnownAnswer => ({
  operationName: 'Me',
  variables: {},
  result: { data: { me: user } },
});

describe('a portal page drawn on the server', () => {
  it("draws a signed-in client's page around them, with the cache it was drawn from for the browser", async () => {
    const page = await renderPortalPage('/portal/engagements', [me(sessionUser({ firstName: 'Sipho' }))]);
    expect(page.head).toContain('<title>Engagements | Khanya Client Portal</title>');
    expect(page.html).toContain('Sipho');
    expect(page.html).toContain('Engagements');
    expect(page.html).not.toContain('Checking your session');
    // Its own list has no answer here: drawn as loading, as the browser would before the answer came.
    expect(page.html).toMatch(/role="status"/);
    expect(page.styles).toContain('data-styled');
    expect(page.cache).toMatchObject({ ROOT_QUERY: { me: { __ref: 'User:user-1' } }, 'User:user-1': { firstName: 'Sipho' } });
  });

  it('draws the sign-in form with the notice of the path for a visitor without a session', async () => {
    const page = await renderPortalPage('/portal/admin', [me(null)]);
    expect(page.html).toContain('Access Denied - Please log in to access the admin panel.');
    expect(page.html).toContain('type="password"');
    expect(page.html).not.toContain('Loading the sign-in form');
  });

  it("draws /login with the demo accounts' hint when the server offers one", async () => {
    const appInfo: KnownAnswer = {
      operationName: 'AppInfo',
      variables: {},
      result: {
        data: {
          appInfo: {
            __typename: 'AppInfo',
            version: '1.0.0',
            demoLogin: { __typename: 'DemoLogin', email: 'client@example.com', password: 'Demo@12345' },
          },
        },
      },
    };
    const page = await renderPortalPage('/login', [appInfo]);
    expect(page.html).toContain('Sign in to access your account');
    expect(page.html).toContain('Demo access');
    expect(page.html).toContain('client@example.com');
  });

  it('draws forms that cannot be typed into or sent until their code has taken over', async () => {
    const page = await renderPortalPage('/login', []);
    // Sent by the browser itself, a sign-in form would put the password into the address.
    expect(page.html).toMatch(/<form [^>]*aria-label="Sign in" method="post"><fieldset disabled=""/);
  });

  it('draws the Menu button disabled until the code has taken over, so a press is never lost', async () => {
    const page = await renderPortalPage('/portal/engagements', [me(sessionUser({ firstName: 'Sipho' }))]);
    expect(page.html).toMatch(/<button[^>]*aria-controls="portal-menu"[^>]*disabled=""[^>]*>/);
  });

  it('draws buttons that act through their code disabled until it has taken over, and links as they are', async () => {
    const page = await renderPortalPage('/portal/engagements', [me(sessionUser({ firstName: 'Sipho' }))]);
    expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*>Logout<\/button>/);
    expect(page.html).toMatch(/<a [^>]*href="\/portal\/documents"/);
  });

  it("draws a page's tabs disabled until the code has taken over, so a press is never lost", async () => {
    const page = await renderPortalPage('/portal/profile', [me(sessionUser({ firstName: 'Sipho' }))]);
    const tabs = page.html.match(/<button[^>]*role="tab"[^>]*>/g) ?? [];
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of tabs) expect(tab).toMatch(/disabled=""/);
  });

  it("draws the profile's form with the signed-in person's details in it, not empty until the code runs", async () => {
    const user = sessionUser({
      firstName: 'Sipho',
      lastName: 'Dlamini',
      phone: '0821234567',
      city: 'Pretoria',
      address: '12 Jacaranda Street',
    });
    const page = await renderPortalPage('/portal/profile', [me(user)]);
    const input = (name: string) => page.html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
    expect(input('firstName')).toContain('value="Sipho"');
    expect(input('lastName')).toContain('value="Dlamini"');
    expect(input('phone')).toContain('value="0821234567"');
    expect(input('city')).toContain('value="Pretoria"');
    expect(page.html).toMatch(/<textarea[^>]*name="address"[^>]*>12 Jacaranda Street<\/textarea>/);
  });

  it('never answers from another request: each render starts from an empty cache', async () => {
    await renderPortalPage('/portal/engagements', [me(sessionUser({ firstName: 'Sipho' }))]);
    const page = await renderPortalPage('/portal/engagements', []);
    expect(page.html).not.toContain('Sipho');
    expect(page.cache).toEqual({});
  });
});
