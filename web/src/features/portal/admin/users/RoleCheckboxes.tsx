import styled from 'styled-components';
import { media } from '../../../../lib/theme';
import { useAdminRolesQuery } from '../../../../graphql/generated';
import { CheckboxField } from '../../../../components/Checkbox';
import { FailureState, LoadingState } from '../../../../components/DataState';
import type { RoleNameValue } from '@validation/users';
import { isRoleNameValue, roleLabel } from './role-names';

interface RoleCheckboxesProps {
  selected: readonly RoleNameValue[];
  onChange: (next: RoleNameValue[]) => void;
  disabled?: boolean;
  /** Ties the group to its error message, if any. */
  describedBy?: string;
}

/** One checkbox per role (AdminRoles), in two columns, each with its description. */
export function RoleCheckboxes({ selected, onChange, disabled, describedBy }: RoleCheckboxesProps) {
  const { data, loading, error, refetch } = useAdminRolesQuery();
  if (error && !data) return <FailureState message="We could not load the roles." onRetry={() => void refetch().catch(() => undefined)} />;
  if (loading && !data) return <LoadingState label="Loading roles…" />;
  // Only roles the API can assign (the RoleName enum) are offered.
  const roles = (data?.roles ?? []).filter((role): role is typeof role & { name: RoleNameValue } => isRoleNameValue(role.name));
  return (
    <Grid aria-describedby={describedBy}>
      {roles.map((role) => (
        <CheckboxField
          key={role.id}
          label={roleLabel(role.name)}
          description={role.description ?? undefined}
          checked={selected.includes(role.name)}
          disabled={disabled}
          onCheckedChange={(checked) => onChange(checked ? [...selected, role.name] : selected.filter((name) => name !== role.name))}
        />
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A borderless fieldset whose legend reads like a field label. */
export const RoleFieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
