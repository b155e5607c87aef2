import { screen } from '@testing-library/react';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { renderPortalAs } from '../portal-test-kit';

// Any page draws the layout; the playground's asks nothing of the API for a non-administrator.
const somePage = '/portal/playground';

describe('the sidebar’s link to the REST API reference', () => {
  it.each([
    ['an administrator', adminUser()],
    ['an advisor', sessionUser({ id: 'advisor-1', roleNames: ['ADVISOR'] })],
  ])('is there for %s, and leads to the server’s page', async (_who, user) => {
    renderPortalAs(user, somePage);
    const link = await screen.findByRole('link', { name: 'REST API Reference' });
    expect(link).toHaveAttribute('href', '/api/docs');
  });

  it('is not there for a client', async () => {
    renderPortalAs(sessionUser(), somePage);
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'REST API Reference' })).not.toBeInTheDocument();
  });
});
