import { destinationAfterSignIn } from './after-sign-in';

const origin = 'https://portal.example.co.za';

describe('where sign-in leads', () => {
  it('goes to the portal when nothing sent the person here', () => {
    expect(destinationAfterSignIn('', origin)).toEqual({ path: '/portal', inApp: true });
  });

  it('goes back to a page of this site that sent the person to sign in', () => {
    expect(destinationAfterSignIn('?next=/api/docs', origin)).toEqual({ path: '/api/docs', inApp: false });
    expect(destinationAfterSignIn('?next=%2Fapi%2Fdocs%23%2FDocuments', origin)).toEqual({ path: '/api/docs#/Documents', inApp: false });
    expect(destinationAfterSignIn('?next=/portal/documents?status=pending', origin)).toEqual({
      path: '/portal/documents?status=pending',
      inApp: true,
    });
  });

  it('never leaves the site', () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 'api/docs']) {
      expect(destinationAfterSignIn(`?next=${encodeURIComponent(next)}`, origin)).toEqual({ path: '/portal', inApp: true });
    }
  });
});
