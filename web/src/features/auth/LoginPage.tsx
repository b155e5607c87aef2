import { ApolloProvider } from '@apollo/client';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useRenderClient } from '../../lib/rendered-client';
import { useAppInfoQuery } from '../../graphql/generated';
import { Card } from '../../components/Card';
import { LogoMark } from '../../components/Logo';
import { useDrawnByServer } from '../../components/useHydrated';
import { SignInFlow } from './SignInFlow';
import { destinationAfterSignIn } from './after-sign-in';

/** The longest the sign-in card waits, unseen, for the demo accounts' answer before it shows without it. */
export const DEMO_HINT_WAIT_MS = 1000;

/** /login: the standalone sign-in page of docs/product.md#login. */
export default function LoginPage() {
  return (
    <ApolloProvider client={useRenderClient()}>
      <LoginScreen />
    </ApolloProvider>
  );
}

export function LoginScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { data, loading } = useAppInfoQuery();
  const demoLogin = data?.appInfo.demoLogin ?? null;
  const waiting = useWaitingForDemoHint(loading && !data);

  return (
    <Page aria-busy={waiting || undefined}>
      <title>Sign In | Khanya Client Portal</title>
      <meta name="robots" content="noindex" />
      <Panel as="main" $unseen={waiting}>
        <Header>
          <LogoMark size={48} />
          <h1>Client Portal</h1>
          <p>Sign in to access your account</p>
        </Header>
        <SignInFlow pendingLabel="Signing in..." demoLogin={demoLogin} onSignedIn={() => goAfterSignIn(search, navigate)} />
        {demoLogin && (
          <DemoHint aria-label="Demo access">
            <strong>Demo access</strong>
            <span>
              Email: <code>{demoLogin.email}</code>
            </span>
            <span>
              Password: <code>{demoLogin.password}</code>
            </span>
            <span>
              Two-step sign-in: <code>secure@example.com</code> with the same password and a code from the authenticator secret in the
              README.
            </span>
          </DemoHint>
        )}
        <BackLink to="/">← Back to main site</BackLink>
      </Panel>
    </Page>
  );
}

/** To the portal, or back to the page that sent the person to sign in (/api/docs is the server's: a full load). */
function goAfterSignIn(search: string, navigate: ReturnType<typeof useNavigate>): void {
  const { path, inApp } = destinationAfterSignIn(search, window.location.origin);
  if (inApp) void navigate(path);
  else window.location.assign(path);
}

/**
 * Whether the card should stay unseen while the page learns if there is a demo account. Drawn by the
 * server, the page already knows. Drawn in the browser (from the installed portal's cached shell,
 * or when the server could not draw it), the demo hint and its button would arrive a moment after
 * the card, and the card, centred on the screen, would jump up under a finger about to tap the
 * e-mail field. So it shows once the answer is in, or after DEMO_HINT_WAIT_MS without it.
 */
function useWaitingForDemoHint(unanswered: boolean): boolean {
  const drawnByServer = useDrawnByServer();
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const waiting = !drawnByServer && unanswered && !waitedLongEnough;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setWaitedLongEnough(true), DEMO_HINT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting;
}

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.navy900} 0%, ${({ theme }) => theme.colors.navy700} 100%);
`;

const Panel = styled(Card)<{ $unseen: boolean }>`
  visibility: ${({ $unseen }) => ($unseen ? 'hidden' : 'visible')};
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space[8]};
`;

const Header = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const DemoHint = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.gold500};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gold100};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const BackLink = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space[6]};
  text-align: center;
  font-weight: 600;
`;
