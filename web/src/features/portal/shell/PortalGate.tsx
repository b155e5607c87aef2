import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useMeQuery, type SessionUserFragment } from '../../../graphql/generated';
import { PageLoading } from '../../../components/PageLoading';
import { Card } from '../../../components/Card';
import { Button } from '../../../components/Button';
import { useOnlineStatus } from './useOnlineStatus';

// The sign-in form (and its validation) loads only for someone who is not signed in.
const SignInFlow = lazy(() => import('../../auth/SignInFlow').then((module) => ({ default: module.SignInFlow })));

/**
 * Notices shown above the inline login form on particular portal paths
 * (docs/product.md#admin-panel: with no session, "Access Denied - Please log in to access the admin
 * panel.").
 */
export const loginNotices: Record<string, string> = {
  '/portal/admin': 'Access Denied - Please log in to access the admin panel.',
  '/portal/documents': 'Authentication Required - Please log in to view your documents.',
  '/portal/profile': 'Please log in to view your profile.',
};

/** The notice for a path, matched as routes are: case-insensitive, a trailing slash ignored. */
export function loginNoticeFor(pathname: string): string | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return loginNotices[path];
}

/**
 * The session check of docs/product.md#portal-shell-and-dashboard: with no user, an inline login
 * form with the login page's heading; with one, the portal itself.
 */
export function PortalGate({ children }: { children: (user: SessionUserFragment) => ReactNode }) {
  const { data, loading, error, refetch } = useMeQuery();
  const online = useOnlineStatus();
  // Opened offline (from the kept application): ask again by itself once the connection is back.
  useEffect(() => {
    if (online && error) void refetch().catch(() => undefined);
  }, [online, error, refetch]);
  if (loading) return <PageLoading label="Checking your session…" />;
  if (error && !online) {
    return (
      <Centered>
        <Panel role="alert">
          <h1>You're offline</h1>
          <p>
            The portal needs an internet connection to show your documents, messages and everything else. It will open by itself as soon as
            you're back online.
          </p>
        </Panel>
      </Centered>
    );
  }
  if (error) {
    return (
      <Centered>
        <Panel role="alert">
          <h1>Client Portal</h1>
          <p>We could not reach the portal. Check your connection and try again.</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </Panel>
      </Centered>
    );
  }
  if (!data?.me) return <InlineLogin />;
  return <>{children(data.me)}</>;
}

function InlineLogin() {
  const notice = loginNoticeFor(useLocation().pathname);
  return (
    <Centered>
      <title>Sign In | Khanya Client Portal</title>
      <Panel as="main">
        {notice && <Notice role="alert">{notice}</Notice>}
        <h1>Client Portal</h1>
        <p>Sign in to access your account</p>
        <Suspense fallback={<PageLoading label="Loading the sign-in form…" />}>
          <SignInFlow pendingLabel="Signing In..." requireBothFilled />
        </Suspense>
      </Panel>
    </Centered>
  );
}

const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Notice = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  text-align: center;
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
  h1 {
    text-align: center;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  > p {
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: ${({ theme }) => theme.space[6]};
  }
`;
