import styled from 'styled-components';
import { useApolloClient } from '@apollo/client';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SignedInSessions } from './SignedInSessions';
import { TwoStepSettings } from './TwoStepSettings';

/** The Security tab: the password, two-step sign-in, and where the account is signed in. */
export function SecurityPanel({ email }: { email: string }) {
  const client = useApolloClient();
  // A changed password signs the other sessions out: the list below shows it at once.
  const refreshSessions = () => void client.refetchQueries({ include: ['MySessions'] }).catch(() => undefined);
  return (
    <Sections>
      <ChangePasswordForm email={email} onChanged={refreshSessions} />
      <TwoStepSettings />
      <SignedInSessions />
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 640px;
`;
