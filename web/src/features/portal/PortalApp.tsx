import { lazy, useEffect } from 'react';
import { ApolloProvider } from '@apollo/client';
import { Route, Routes } from 'react-router-dom';
import { useRenderClient } from '../../lib/rendered-client';
import { PortalGate } from './shell/PortalGate';
import { PortalLayout } from './shell/PortalLayout';
import { PortalNotFound } from './shell/PortalNotFound';
import { portalPages } from './shell/portal-pages';
import { registerPortalServiceWorker } from './shell/service-worker';

// Opened by someone who cannot sign in (yet): each its own chunk, like the signed-in pages.
const SetPasswordPage = lazy(() => import('./set-password/SetPasswordPage').then((module) => ({ default: module.SetPasswordPage })));
const ForgotPasswordPage = lazy(() =>
  import('./account-pages/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() => import('./account-pages/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));

/** Everything under /portal: Apollo Client, the session check and the portal's own routes. */
export default function PortalApp() {
  useEffect(registerPortalServiceWorker, []);
  return (
    <ApolloProvider client={useRenderClient()}>
      <PortalRoutes />
    </ApolloProvider>
  );
}

export function PortalRoutes() {
  return (
    <Routes>
      {/* Opened by someone who cannot sign in (yet): an invitation, a forgotten password. No session check. */}
      <Route path="set-password" element={<SetPasswordPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<SignedInRoutes />} />
    </Routes>
  );
}

const signedInRoutes = Object.entries(portalPages);

function SignedInRoutes() {
  return (
    <PortalGate>
      {(user) => (
        <Routes>
          <Route element={<PortalLayout user={user} />}>
            {signedInRoutes.map(([path, Page]) =>
              path === '/portal' ? (
                <Route key={path} index element={<Page user={user} />} />
              ) : (
                <Route key={path} path={path.slice('/portal/'.length)} element={<Page user={user} />} />
              ),
            )}
            <Route path="*" element={<PortalNotFound />} />
          </Route>
        </Routes>
      )}
    </PortalGate>
  );
}
