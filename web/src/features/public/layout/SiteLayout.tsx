import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageLoading } from '../../../components/PageLoading';
import { siteChrome } from '../../../content/navigation';
import { Footer } from './Footer';
import { Header } from './Header';
import { SplashScreen } from './SplashScreen';

/** Every public page and the not-found page sit in this frame (SPEC §2 Shared frame). */
export function SiteLayout() {
  const { pathname, hash } = useLocation();

  // A new page starts at its top, as after a full page load (navigation here never reloads).
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <Frame>
      <SkipLink href="#main">{siteChrome.skipLink}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {/* Inside the frame, so the header and footer stay put while a page's chunk loads. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </Main>
      <Footer />
      <SplashScreen />
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy900};
  color: #fff;
  font-weight: 600;
  transform: translateY(-200%);
  transition: transform 120ms ease;
  &:focus {
    transform: translateY(0);
  }
`;

/**
 * Marks <html data-page-ready> once the page's own part has hydrated (it commits with the page,
 * inside the same Suspense boundary): browser tests wait for it before clicking.
 */
function PageReady() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.pageReady = pathname;
    return () => {
      delete document.documentElement.dataset.pageReady;
    };
  }, [pathname]);
  return null;
}
