import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import type { SessionUserFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { initialsOf } from './profile-form-values';

const roleLabel = (name: string) => (name ? name[0].toUpperCase() + name.slice(1) : name);

/** The head of the Personal Information tab: avatar initials, full name and role badges. */
export function ProfileSummary({ user }: { user: SessionUserFragment }) {
  const fullName = fullNameOf(user);
  return (
    <Summary>
      <Avatar aria-hidden="true">{initialsOf(user)}</Avatar>
      <div>
        <h2>{fullName || user.email}</h2>
        <Roles aria-label="Roles">
          {user.roles.length === 0 ? (
            <li>No roles</li>
          ) : (
            user.roles.map((role) => (
              <li key={role.id}>
                <Badge $tone={role.name === 'client' ? 'neutral' : 'navy'}>{roleLabel(role.name)}</Badge>
              </li>
            ))
          )}
        </Roles>
      </div>
    </Summary>
  );
}

const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.navy800};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Roles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
