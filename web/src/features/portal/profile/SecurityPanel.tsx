import { lazy } from 'react';
import styled from 'styled-components';
import { useApolloClient } from '@apollo/client';
import { LazyPartBoundary } from '../../../components/CodeLoadBoundary';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SignedInSessions } from './SignedInSessions';
import { TwoStepSettings } from './TwoStepSettings';

// Only staff have API tokens: a client's Security tab neither downloads nor runs their code.
const ApiTokensSection = lazy(() => import('./ApiTokensSection').then((module) => ({ default: module.ApiTokensSection })));

/** The Security tab: the password, two-step sign-in, where the account is signed in, and (staff) API tokens. */
export function SecurityPanel({ email, staff = false }: { email: string; staff?: boolean }) {
  const client = useApolloClient();
  // A changed password signs the other sessions out: the list below shows it at once.
  const refreshSessions = () => void client.refetchQueries({ include: ['MySessions'] }).catch(() => undefined);
  return (
    <Sections>
      <ChangePasswordForm email={email} onChanged={refreshSessions} />
      <TwoStepSettings />
      <SignedInSessions />
      {staff && (
        <LazyPartBoundary loadingLabel="Loading your API tokens…">
          <ApiTokensSection />
        </LazyPartBoundary>
      )}
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 640px;
`;
