import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/Card';
import { LogoMark } from '../../../components/Logo';

/**
 * The frame of the pages a person opens from an e-mail or before signing in: set a password from
 * an invitation, ask for a reset link, choose a new password. A card on the portal's navy.
 */
export function AccountPageFrame({
  pageTitle,
  title,
  subtitle,
  children,
}: {
  pageTitle: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <AccountPage>
      <title>{`${pageTitle} | Khanya Client Portal`}</title>
      <meta name="robots" content="noindex" />
      <Panel as="main">
        <Header>
          <LogoMark size={48} />
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
        </Header>
        {children}
      </Panel>
    </AccountPage>
  );
}

export const AccountPage = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.navy900} 0%, ${({ theme }) => theme.colors.navy700} 100%);
  > [role='status'] {
    color: #fff;
  }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 460px;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
`;

const Header = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The line under a new-password field that says what a password needs. */
export const PasswordHint = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A failed submit's message, above the button. */
export const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** The way back to the sign-in page (or on to a new link) under a form. */
export const BackLink = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  text-align: center;
`;
