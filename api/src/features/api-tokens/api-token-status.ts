import type { ApiTokenStatus } from '../../../../validation/api-token-scopes';
import type { ApiToken } from './api-token.entity';

/** Whether a token works now: revoked wins over expired, which a revoked token may also be. */
export function statusOf(token: Pick<ApiToken, 'revokedAt' | 'expiresAt'>, now = new Date()): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}
