import type { DataSource, EntityManager } from 'typeorm';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '../../../../validation/users';
import { parseInput } from '../../shared/validate';
import { invalidInput } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { InFlight } from '../../shared/in-flight';
import type { MailSender } from '../../shared/mailer';
import { RateLimit, inMinutes, limiterFactory, type LimiterFactory } from '../../shared/rate-limit';
import { User } from '../../accounts/user.entity';
import { createSingleUseLink, findUsableLink, spendLink } from '../users';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Viewer } from '../../auth/viewer';
import type { SessionsService } from '../sessions';

/** How long a reset link works. */
export const PASSWORD_RESET_LIFETIME_MS = 30 * 60 * 1000;

/**
 * Reset requests allowed per hour: a few per account (a person who lost the first e-mail asks
 * again; a stranger cannot flood someone's inbox) and more per address (an office shares one).
 * Wrong current passwords on the change form: as many as failed sign-ins allow.
 */
export const passwordLimits = {
  resetRequestsPerAccount: 3,
  resetRequestsPerAddress: 10,
  resetWindowSeconds: 60 * 60,
  wrongCurrentPasswords: 5,
  wrongCurrentPasswordWindowSeconds: 15 * 60,
};

const INVALID_RESET_LINK = 'This link has expired or has already been used. Ask for a new one on the sign-in page.';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
const SAME_PASSWORD = 'Choose a password different from your current one';

/**
 * Forgotten and changed passwords. Both end every other session of the user by raising their
 * session generation (auth/viewer.ts), which works the same for every session store and instance.
 */
export class PasswordsService {
  private readonly resetsPerAccount: RateLimit;
  private readonly resetsPerAddress: RateLimit;
  private readonly wrongCurrentPasswords: RateLimit;
  /** Reset e-mails being prepared: the request does not wait for them (see requestReset). */
  private readonly deliveries = new InFlight();

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: MailSender,
    private readonly audit: AuditService,
    private readonly sessions: SessionsService,
    private readonly publicUrl: string,
    createLimiter: LimiterFactory = limiterFactory(),
    limits = passwordLimits,
  ) {
    const tooManyResets = (seconds: number) => `Too many password reset requests. Please try again ${inMinutes(seconds)}.`;
    const window = limits.resetWindowSeconds;
    this.resetsPerAccount = new RateLimit(
      { keyPrefix: 'reset-account', points: limits.resetRequestsPerAccount, windowSeconds: window },
      tooManyResets,
      createLimiter,
    );
    this.resetsPerAddress = new RateLimit(
      { keyPrefix: 'reset-address', points: limits.resetRequestsPerAddress, windowSeconds: window },
      tooManyResets,
      createLimiter,
    );
    this.wrongCurrentPasswords = new RateLimit(
      { keyPrefix: 'change-password', points: limits.wrongCurrentPasswords, windowSeconds: limits.wrongCurrentPasswordWindowSeconds },
      (seconds) => `Too many wrong current passwords. Please try again ${inMinutes(seconds)}.`,
      createLimiter,
    );
  }

  /**
   * "Forgot password". The caller hears the same answer, in about the same time, whether or not
   * the address has an account: the link is made and mailed after the answer, never before it.
   */
  async requestReset(input: unknown, origin: RequestOrigin, now = new Date()): Promise<void> {
    const { email } = parseInput(forgotPasswordSchema, input);
    await this.resetsPerAddress.consume(origin.ipAddress ?? 'unknown');
    await this.resetsPerAccount.consume(email);
    this.deliveries.track(
      this.deliverReset(email, origin, now).catch((error: unknown) => {
        logger.error({ err: error }, 'A password reset e-mail could not be prepared or sent');
      }),
    );
  }

  /** Resolves when every reset e-mail under way has been sent (tests, and a draining server). */
  settled(): Promise<void> {
    return this.deliveries.settled();
  }

  private async deliverReset(email: string, origin: RequestOrigin, now: Date): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOneBy({ email });
    await this.audit.record({
      actorId: user?.id ?? null,
      action: 'auth.password_reset_requested',
      resourceType: 'user',
      resourceId: user?.id,
      details: { email, accountFound: !!user && user.isActive },
      ...origin,
    });
    if (!user || !user.isActive) return;
    // The link and its e-mail are stored together: a link nobody is told of is never left behind.
    await this.dataSource.transaction(async (manager) => {
      const token = await createSingleUseLink(manager, {
        userId: user.id,
        createdBy: null,
        purpose: 'password_reset',
        lifetimeMs: PASSWORD_RESET_LIFETIME_MS,
        now,
      });
      await this.mailer.send(
        {
          to: user.email,
          subject: 'Reset your Khanya client portal password',
          text: [
            `Dear ${user.firstName},`,
            '',
            'Someone (we hope you) asked to reset the password of your Khanya client portal account.',
            'Choose a new password with this link (it works once and expires in 30 minutes):',
            '',
            `${this.publicUrl}/portal/reset-password?token=${encodeURIComponent(token)}`,
            '',
            'If you did not ask for this, ignore this e-mail: your password stays as it is.',
            '',
            'Khanya Tax & Advisory',
          ].join('\n'),
        },
        manager,
      );
    });
  }

  /** Sets a new password from a reset link, spends the link and signs the user out everywhere. */
  async resetWithLink(input: unknown, origin: RequestOrigin, now = new Date()): Promise<void> {
    const { token, password } = parseInput(resetPasswordSchema, input);
    const passwordHash = await hashPassword(password);
    const user = await this.dataSource.transaction(async (manager) => {
      const link = await findUsableLink(manager, token, 'password_reset', now, INVALID_RESET_LINK);
      await spendLink(manager, link, now, INVALID_RESET_LINK);
      await manager.increment(User, { id: link.userId }, 'sessionGeneration', 1);
      await manager.update(User, { id: link.userId }, { passwordHash });
      const changed = await manager.findOneByOrFail(User, { id: link.userId });
      await this.sendChangedNotice(changed, manager);
      return changed;
    });
    // The generation already signs every session out; this takes them off the profile's list too.
    await this.sessions.endAllOf(user.id, undefined, now);
    await this.audit.record({
      actorId: user.id,
      action: 'user.password_set',
      resourceType: 'user',
      resourceId: user.id,
      details: { via: 'reset' },
      ...origin,
    });
  }

  /**
   * Changes the signed-in user's password after checking the current one; every session but
   * `currentSessionId` ends. Returns the new session generation, which the caller puts on the
   * current session.
   */
  async change(viewer: Viewer, input: unknown, origin: RequestOrigin, currentSessionId?: string): Promise<number> {
    const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
    await this.wrongCurrentPasswords.assertAvailable(viewer.id);
    const users = this.dataSource.getRepository(User);
    const user = await users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: viewer.id })
      .getOneOrFail();
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
      await this.wrongCurrentPasswords.consume(viewer.id);
      throw invalidInput([{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    }
    if (await verifyPassword(user.passwordHash, newPassword)) throw invalidInput([{ path: 'newPassword', message: SAME_PASSWORD }]);
    const generation = user.sessionGeneration + 1;
    const passwordHash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { passwordHash, sessionGeneration: generation });
      await this.sendChangedNotice(user, manager);
    });
    await this.sessions.endAllOf(user.id, currentSessionId);
    await this.audit.record({
      actorId: user.id,
      action: 'user.password_changed',
      resourceType: 'user',
      resourceId: user.id,
      ...origin,
    });
    return generation;
  }

  /** A password changed without the owner knowing is the first sign of a taken account: say so. */
  private async sendChangedNotice(user: User, manager?: EntityManager): Promise<void> {
    await this.mailer.send(
      {
        to: user.email,
        subject: 'Your Khanya client portal password was changed',
        text: [
          `Dear ${user.firstName},`,
          '',
          'The password of your Khanya client portal account was just changed, and every other session was signed out.',
          `If this was not you, reset your password at ${this.publicUrl}/portal/forgot-password and tell the firm at once.`,
          '',
          'Khanya Tax & Advisory',
        ].join('\n'),
      },
      manager,
    );
  }
}
