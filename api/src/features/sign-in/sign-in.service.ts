import type { DataSource } from 'typeorm';
import { loginInputSchema } from '../../../../validation/auth';
import { parseInput } from '../../shared/validate';
import { AppError } from '../../shared/errors';
import { User } from '../../accounts/user.entity';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import { decoyPasswordHash, verifyPassword } from '../../auth/password';
import { LoginRateLimitedError, LoginThrottle } from './login-throttle';

/** One message for an unknown e-mail and a wrong password alike, so neither can be probed. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly throttle = new LoginThrottle(),
  ) {}

  /**
   * Checks an e-mail and password; returns the user or throws UNAUTHENTICATED, or RATE_LIMITED
   * (before the password is checked) after too many failures for the account or the address.
   * Signing in is then sign-in.ts's: at once, or after the second step.
   */
  async authenticate(input: unknown, origin: RequestOrigin): Promise<User> {
    const { email, password } = parseInput(loginInputSchema, input);
    // E-mails are stored in lower case (user creation and seed), so the unique index serves this.
    const account = email.toLowerCase();
    const address = origin.ipAddress ?? 'unknown';
    const users = this.dataSource.getRepository(User);
    const user = await users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: account })
      .getOne();
    try {
      await this.throttle.begin(account, address);
    } catch (error) {
      if (error instanceof LoginRateLimitedError) {
        await this.audit.record({
          actorId: user?.id ?? null,
          action: 'auth.login_rate_limited',
          resourceType: 'user',
          resourceId: user?.id,
          details: { email, limit: error.scope, retryAfterSeconds: error.retryAfterSeconds },
          ...origin,
        });
      }
      throw error;
    }
    const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!user || !user.passwordHash || !passwordMatches || user.isActive === false) {
      await this.audit.record({
        actorId: user?.id ?? null,
        action: 'auth.login_failed',
        resourceType: 'user',
        resourceId: user?.id,
        details: { email },
        ...origin,
      });
      await this.throttle.failed(address);
      throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    }
    await this.throttle.succeeded(account);
    return user;
  }

  /**
   * The user is signed in (after the password, or after the second step when they use two-step
   * sign-in): the time for the Active Users count, and the audit entry naming the second factor.
   */
  async recordSignIn(user: User, origin: RequestOrigin, secondFactor?: string, now = new Date()): Promise<void> {
    await this.dataSource.getRepository(User).update({ id: user.id }, { lastLoginAt: now });
    await this.audit.record({
      actorId: user.id,
      action: 'auth.login',
      resourceType: 'user',
      resourceId: user.id,
      ...(secondFactor ? { details: { secondFactor } } : {}),
      ...origin,
    });
  }

  async recordLogout(userId: string, origin: RequestOrigin): Promise<void> {
    await this.audit.record({ actorId: userId, action: 'auth.logout', resourceType: 'user', resourceId: userId, ...origin });
  }
}
