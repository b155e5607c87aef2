import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SessionUserFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { Icon } from '../../../components/Icon';
import { isAdmin } from './roles';

/** docs/product.md#admin-panel: what a signed-in user without admin or superadmin sees. */
export function AccessDenied() {
  return (
    <Denied role="alert">
      <title>Access Denied | Khanya Client Portal</title>
      <Icon name="lock" size={32} />
      <h1>Access Denied</h1>
      <p>You need administrator privileges to access this section.</p>
    </Denied>
  );
}

/** Shows its children to admins and superadmins, the Access Denied card to everyone else. */
export function AdminOnly({ user, children }: { user: SessionUserFragment; children: ReactNode }) {
  return isAdmin(user.roleNames) ? <>{children}</> : <AccessDenied />;
}

const Denied = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space[8]} auto;
  text-align: center;
  svg {
    color: ${({ theme }) => theme.colors.danger};
  }
  h1 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
