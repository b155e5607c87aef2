import styled from 'styled-components';
import { Badge } from '../../../../components/Badge';
import { roleLabel, roleTone } from './role-names';

/**
 * A user's roles as badges; "No roles" when they hold none (docs/product.md#admin-panel, Users).
 */
export function RoleBadges({ roles }: { roles: readonly { id: string; name: string }[] }) {
  if (roles.length === 0) return <Muted>No roles</Muted>;
  return (
    <Row>
      {roles.map((role) => (
        <Badge key={role.id} $tone={roleTone(role.name)}>
          {roleLabel(role.name)}
        </Badge>
      ))}
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: italic;
  color: ${({ theme }) => theme.colors.muted};
`;
