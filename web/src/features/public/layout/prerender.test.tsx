import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../lib/theme';
import AboutPage from '../about/AboutPage';
import ContactPage from '../contact/ContactPage';
import DirectorPage from '../director/DirectorPage';
import HomePage from '../home/HomePage';
import IndustriesPage from '../industries/IndustriesPage';
import NotFoundPage from '../not-found/NotFoundPage';
import PrivacyPage from '../privacy/PrivacyPage';
import ServicesPage from '../services/ServicesPage';
import { SiteLayout } from './SiteLayout';
import { SPLASH_SEEN_KEY } from './SplashScreen';

function site(path: string): ReactElement {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route index element={<HomePage />} />
            <Route path="about" element={<AboutPage />} />
            <Route path="services" element={<ServicesPage />} />
            <Route path="industries" element={<IndustriesPage />} />
            <Route path="director" element={<DirectorPage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeProvider>
  );
}

beforeEach(() => {
  window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
});

// The build waits for lazy parts (prerenderToNodeStream); renderToString cannot, so the lazy
// chunks (the contact form, the industries accordion) are loaded once beforehand by a client render.
beforeAll(async () => {
  for (const path of ['/contact', '/industries']) {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(site(path)));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    act(() => root.unmount());
  }
});

describe('prerendered public pages', () => {
  it.each([
    ['/', 'Visit or Call Us'],
    ['/about', 'Leadership Team'],
    ['/services', 'Our Service Process'],
    ['/industries', 'Cross-Industry Expertise'],
    ['/director', 'Key Achievements'],
    ['/contact', 'Frequently Asked Questions'],
    ['/contact', 'I agree that Khanya may use these details to respond to my enquiry'],
    ['/privacy', 'Complaints'],
    ['/no-such-page', 'We Couldn’t Find That Page'],
  ])('%s renders to HTML with its text, and hydrates without a mismatch', async (path, text) => {
    const html = renderToString(site(path));
    expect(html).toContain(text.replace('’', '’'));
    expect(html).not.toContain('Loading section');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, site(path), { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent(text);
    act(() => root.unmount());
    container.remove();
  });
});
