import { storedValueOf } from '@validation/enum-names';
import { apiTokenScopeValues } from '@validation/api-token-scopes';
import type { ApiTokenScope, ApiTokenStatus } from '../../../graphql/generated';
import type { BadgeTone } from '../../../components/Badge';

/** A scope as people read it and REST spells it: DOCUMENTS_READ is "documents:read". */
export const scopeLabel = (scope: ApiTokenScope): string => storedValueOf(apiTokenScopeValues, scope) ?? scope.toLowerCase();

/** A token's state on the profile's list and the admin tab. */
export const apiTokenStatusBadge: Record<ApiTokenStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: 'Active', tone: 'success' },
  EXPIRED: { label: 'Expired', tone: 'warning' },
  REVOKED: { label: 'Revoked', tone: 'neutral' },
};
