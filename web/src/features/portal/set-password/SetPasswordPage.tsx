import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useInvitationQuery } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { PageLoading } from '../../../components/PageLoading';
import { isNetworkFailure, serverMessage } from '../../../lib/graphql-errors';
import { SetPasswordForm } from './SetPasswordForm';
import { AccountPage, AccountPageFrame } from '../account-pages';

/**
 * /portal/set-password?token=…: the page an invitation e-mail links to. No session is needed;
 * the token says who the link is for, and it works once.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';
  const { data, loading, error, refetch } = useInvitationQuery({ variables: { token }, skip: !token, fetchPolicy: 'network-only' });

  if (!token)
    return (
      <InvalidLink message="This link is incomplete. Open the link from your invitation e-mail again, or ask the firm to send a new invitation." />
    );
  if (loading && !data) {
    return (
      <AccountPage>
        <title>Set Password | Khanya Client Portal</title>
        <PageLoading label="Checking your invitation…" />
      </AccountPage>
    );
  }
  if (error && isNetworkFailure(error)) {
    return (
      <Frame title="Set your password">
        <p role="alert">We could not check your invitation. Check your connection and try again.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>
      </Frame>
    );
  }
  if (error || !data) return <InvalidLink message={serverMessage(error) ?? 'This link is not valid.'} />;

  const { invitation } = data;
  return (
    <Frame title={`Welcome, ${invitation.firstName}`} subtitle="Choose a password for your client portal account.">
      <Account>
        <dt>Your e-mail</dt>
        <dd>{invitation.email}</dd>
      </Account>
      <SetPasswordForm token={token} email={invitation.email} onDone={() => void navigate('/login')} />
    </Frame>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <Frame title="This invitation link cannot be used">
      <p role="alert">{message}</p>
      <p>
        Already chose a password? <Link to="/login">Go to the sign-in page</Link>
      </p>
    </Frame>
  );
}

function Frame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <AccountPageFrame pageTitle="Set Password" title={title} subtitle={subtitle}>
      {children}
    </AccountPageFrame>
  );
}

const Account = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
