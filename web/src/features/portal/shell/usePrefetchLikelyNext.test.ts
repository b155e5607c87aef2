import { likelyNextPages } from './usePrefetchLikelyNext';

describe('the pages fetched ahead while the browser is idle', () => {
  it('from the dashboard: a client’s documents and messages, an administrator’s contact tracker', () => {
    expect(likelyNextPages('/portal', ['CLIENT'])).toEqual(['/portal/documents', '/portal/messages']);
    expect(likelyNextPages('/Portal/', ['ADMIN'])).toEqual(['/portal/contact-tracker']);
  });

  it('from anywhere else: back to the dashboard (the tracker also leads to the admin panel)', () => {
    expect(likelyNextPages('/portal/profile', ['CLIENT'])).toEqual(['/portal']);
    expect(likelyNextPages('/portal/contact-tracker', ['ADMIN'])).toEqual(['/portal', '/portal/admin']);
  });
});
