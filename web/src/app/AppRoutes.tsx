import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SiteLayout } from '../features/public/layout/SiteLayout';
import { LazyPartBoundary } from '../components/CodeLoadBoundary';

// Each page is its own chunk; the portal (and Apollo Client with it) never loads on public pages.
const HomePage = lazy(() => import('../features/public/home/HomePage'));
const AboutPage = lazy(() => import('../features/public/about/AboutPage'));
const ServicesPage = lazy(() => import('../features/public/services/ServicesPage'));
const IndustriesPage = lazy(() => import('../features/public/industries/IndustriesPage'));
const DirectorPage = lazy(() => import('../features/public/director/DirectorPage'));
const ContactPage = lazy(() => import('../features/public/contact/ContactPage'));
const PrivacyPage = lazy(() => import('../features/public/privacy/PrivacyPage'));
const NotFoundPage = lazy(() => import('../features/public/not-found/NotFoundPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const PortalApp = lazy(() => import('../features/portal/PortalApp'));

/** docs/product.md#route-table. react-router matches case-insensitively unless told otherwise. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // The last line of defence: a page (or the portal) whose code cannot be fetched says so, with
    // Try again, instead of leaving the tab blank. Parts with a boundary of their own say it there.
    <LazyPartBoundary resetKey={pathname}>
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
        <Route path="login" element={<LoginPage />} />
        <Route path="portal/*" element={<PortalApp />} />
      </Routes>
    </LazyPartBoundary>
  );
}
