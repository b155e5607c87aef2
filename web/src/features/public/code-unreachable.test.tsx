import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DIALOG_CODE_UNREACHABLE } from '../../components/deferred-dialog';
import { FIRST_RETRY_MS } from '../../components/fetch-until-loaded';
import { ISLAND_CODE_WAITING } from '../../components/prerendered-island';
import { renderWithProviders } from '../../test/render';
import { SiteLayout } from './layout/SiteLayout';
import { SPLASH_SEEN_KEY, resetSplashDecision } from './layout/SplashScreen';
import ContactPage from './contact/ContactPage';
import IndustriesPage from './industries/IndustriesPage';

/**
 * The public site's parts fetched on demand, when their code cannot be fetched (offline, or a
 * deploy replacing the files): the page stays, the visitor is told, and the part comes once it can.
 * Each module below fails to load while `mockUnreachable` names it.
 */
const mockUnreachable = new Set<string>();
function mockReachable(name: string, actual: () => unknown) {
  if (mockUnreachable.has(name)) throw new TypeError('Failed to fetch dynamically imported module');
  return actual();
}
jest.mock('./layout/DrawerPanel', () => mockReachable('drawer', () => jest.requireActual('./layout/DrawerPanel')));
jest.mock('./contact/ConsultationPanel', () => mockReachable('consultation', () => jest.requireActual('./contact/ConsultationPanel')));
jest.mock('./industries/SectorAccordion', () => mockReachable('sectors', () => jest.requireActual('./industries/SectorAccordion')));
jest.mock('./contact/GetInTouchForm', () => mockReachable('form', () => jest.requireActual('./contact/GetInTouchForm')));

beforeEach(() => {
  window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  resetSplashDecision();
});
afterEach(() => mockUnreachable.clear());

// The parts' code, once fetched, stays for the file's other tests (as in a browser tab): each
// part's failure is therefore tested before any other test opens it, so the islands come first.
describe('a part of a public page drawn in the browser whose code cannot be fetched', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('the sectors: the rest of the page stays, a line says so, and the accordion comes on the next try', async () => {
    mockUnreachable.add('sectors');
    renderWithProviders(<IndustriesPage />, { path: '/industries' });

    expect(await screen.findByRole('status')).toHaveTextContent(ISLAND_CODE_WAITING);
    expect(screen.getByRole('heading', { name: 'Cross-Industry Expertise' })).toBeInTheDocument();

    mockUnreachable.clear();
    await act(async () => jest.advanceTimersByTime(FIRST_RETRY_MS));
    await waitFor(() => expect(screen.queryByText(ISLAND_CODE_WAITING)).not.toBeInTheDocument());
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThan(0);
  });

  it('the Get In Touch form: the details beside it stay, and the form comes back online', async () => {
    mockUnreachable.add('form');
    renderWithProviders(<ContactPage />, { path: '/contact' });

    expect(await screen.findByText(ISLAND_CODE_WAITING)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();

    mockUnreachable.clear();
    await act(async () => void window.dispatchEvent(new Event('online')));
    const form = await screen.findByRole('form', { name: 'Get In Touch' });
    expect(within(form).getByRole('textbox', { name: /First Name/ })).toBeInTheDocument();
  });
});

describe('a dialog of the public site whose code cannot be fetched', () => {
  it('the menu: says so, leaves the page as it was, and opens on a later press once the code can come', async () => {
    mockUnreachable.add('drawer');
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="*" element={<h1>The page being read</h1>} />
        </Route>
      </Routes>,
      { path: '/services' },
    );
    const menu = screen.getByRole('button', { name: 'Open navigation menu' });
    await user.click(menu);

    expect(await screen.findByText(DIALOG_CODE_UNREACHABLE)).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'The page being read' })).toBeInTheDocument();

    mockUnreachable.clear();
    await user.click(menu);
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
  });

  it('Schedule Consultation: says so and opens on a later press', async () => {
    mockUnreachable.add('consultation');
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    const schedule = screen.getByRole('button', { name: 'Schedule Consultation' });
    await user.click(schedule);

    expect(await screen.findByText(DIALOG_CODE_UNREACHABLE)).toBeInTheDocument();
    expect(schedule).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Get In Touch' })).toBeInTheDocument();

    mockUnreachable.clear();
    await user.click(schedule);
    expect(await screen.findByRole('dialog', { name: 'Schedule a Consultation' })).toBeInTheDocument();
  });
});
