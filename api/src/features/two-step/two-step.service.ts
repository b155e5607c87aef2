import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import {
  WRONG_AUTHENTICATOR_CODE,
  WRONG_CODE,
  confirmEnrolmentSchema,
  disableTwoStepSchema,
  isAuthenticatorCode,
  twoStepCodeSchema,
} from '../../../../validation/two-step';
import { parseInput } from '../../shared/validate';
import { AppError, invalidInput, notFound } from '../../shared/errors';
import { logger } from '../../shared/logger';
import type { MailSender } from '../../shared/mailer';
import { limiterFactory, type LimiterFactory } from '../../shared/rate-limit';
import { assertAllowed } from '../../auth/access';
import { verifyPassword } from '../../auth/password';
import { staffRoles } from '../../accounts/roles';
import type { Viewer } from '../../auth/viewer';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import { User } from '../../accounts/user.entity';
import { UserRole } from '../../accounts/user-role.entity';
import { TwoStepEnrolment } from '../../accounts/two-step-enrolment.entity';
import { RecoveryCode } from './recovery-code.entity';
import { SIGN_IN_EXPIRED, type SecondStep } from '../sign-in';
import { openSecret, sealSecret } from './secret-box';
import { matchingTimeStep, newAuthenticatorSecret, otpauthUri, qrCodeSvg } from './authenticator';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { TwoStepRateLimitedError, WrongCodeThrottle, twoStepLimits } from './wrong-code-throttle';

/** How a code was accepted, as the audit log records it. */
export type SecondFactor = 'authenticator' | 'recovery_code';

export interface TwoStepStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
  /** STAFF_TWO_STEP=required and the user is staff: it cannot be turned off. */
  required: boolean;
}

export interface EnrolmentStart {
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

export interface TwoStepOptions {
  /** config.twoStepKey: encrypts the secrets at rest. */
  key: Buffer;
  /** config.staffTwoStepRequired. */
  staffRequired: boolean;
  publicUrl: string;
}

const ALREADY_ON = 'Two-step sign-in is already on for this account.';
const NOT_ON = 'Two-step sign-in is not on for this account.';
const NOT_STARTED = 'Start setting up two-step sign-in again: no set-up is under way.';
const REQUIRED_FOR_STAFF = "Two-step sign-in is required for the firm's staff and cannot be turned off.";
const WRONG_PASSWORD = 'Password is incorrect';

/**
 * Two-step sign-in (TOTP, RFC 6238) with one-time recovery codes: setting it up, checking codes
 * (each accepted once), turning it off, new recovery codes, and an administrator's reset. The
 * session side of the sign-in (the half-signed-in state) is features/sign-in/pending-sign-in.ts.
 */
export class TwoStepService {
  private readonly throttle: WrongCodeThrottle;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mailer: MailSender,
    private readonly options: TwoStepOptions,
    createLimiter: LimiterFactory = limiterFactory(),
    limits = twoStepLimits,
  ) {
    this.throttle = new WrongCodeThrottle(limits, createLimiter);
  }

  /** After a right password: a code when the user has two-step sign-in, enrolment when their role requires it. */
  async stepAfterPassword(userId: string): Promise<SecondStep | null> {
    if (await this.confirmedEnrolment(this.dataSource.manager, userId)) return 'code';
    return (await this.isRequiredFor(userId)) ? 'enrol' : null;
  }

  async status(viewer: Viewer | null): Promise<TwoStepStatus> {
    const { id } = assertAllowed(viewer);
    const enrolment = await this.confirmedEnrolment(this.dataSource.manager, id);
    const recoveryCodesLeft = enrolment ? await this.dataSource.getRepository(RecoveryCode).countBy({ userId: id, usedAt: IsNull() }) : 0;
    return {
      enabled: !!enrolment,
      enabledAt: enrolment?.confirmedAt ?? null,
      recoveryCodesLeft,
      required: await this.isRequiredFor(id),
    };
  }

  /**
   * A new secret for the user's authenticator app, as text, otpauth:// link and QR code. Starting
   * again replaces a set-up left unfinished; a confirmed one must be turned off first.
   */
  async beginEnrolment(userId: string): Promise<EnrolmentStart> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user) throw new AppError('UNAUTHENTICATED', SIGN_IN_EXPIRED);
    const secret = newAuthenticatorSecret();
    await this.dataSource.transaction(async (manager) => {
      if (await this.confirmedEnrolment(manager, userId)) throw new AppError('CONFLICT', ALREADY_ON);
      await manager.delete(TwoStepEnrolment, { userId });
      await manager.save(manager.create(TwoStepEnrolment, { userId, secretCiphertext: sealSecret(secret, this.options.key) }));
    });
    const uri = otpauthUri(secret, user.email);
    return { secret, otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri) };
  }

  /** Turns it on with the app's first code; answers the ten recovery codes, shown this once. */
  async confirmEnrolment(userId: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<string[]> {
    const { code } = parseInput(confirmEnrolmentSchema, input);
    const enrolments = this.dataSource.getRepository(TwoStepEnrolment);
    const pending = await enrolments.findOneBy({ userId });
    if (!pending) throw new AppError('CONFLICT', NOT_STARTED);
    if (pending.confirmedAt) throw new AppError('CONFLICT', ALREADY_ON);
    await this.beginAttempt(userId, 'enrol', origin);
    const secret = openSecret(pending.secretCiphertext, this.options.key);
    const step = secret ? matchingTimeStep(secret, code, now, null) : null;
    if (step === null) return this.refuse(userId, 'enrol', origin, WRONG_AUTHENTICATOR_CODE);
    const codes = await this.dataSource.transaction(async (manager) => {
      const confirmed = await manager
        .createQueryBuilder()
        .update(TwoStepEnrolment)
        .set({ confirmedAt: now, lastUsedStep: step })
        .where('id = :id AND confirmedAt IS NULL', { id: pending.id })
        .execute();
      if (!confirmed.affected) throw new AppError('CONFLICT', ALREADY_ON);
      return this.replaceRecoveryCodes(manager, userId);
    });
    await this.throttle.succeeded(userId);
    await this.audit.record({ actorId: userId, action: 'auth.two_step_enabled', resourceType: 'user', resourceId: userId, ...origin });
    return codes;
  }

  /**
   * The sign-in's second step for a user who passed the password `generation` ago: answers the
   * user, or refuses a wrong, used or malformed code (and, after too many, everything for a while).
   */
  async verifySignIn(pending: { userId: string; generation: number }, input: unknown, origin: RequestOrigin, now = new Date()) {
    const { code } = parseInput(twoStepCodeSchema, input);
    const user = await this.signInUser(pending);
    await this.beginAttempt(user.id, 'sign_in', origin);
    const factor = await this.acceptCode(user.id, code, now);
    if (!factor) return this.refuse(user.id, 'sign_in', origin, WRONG_CODE);
    await this.accepted(user.id, factor, 'sign_in', origin);
    return { user, factor };
  }

  /** The user of a held sign-in, unless they were deactivated or their password changed meanwhile. */
  async signInUser(pending: { userId: string; generation: number }): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: pending.userId });
    if (!user || !user.isActive || user.sessionGeneration !== pending.generation) throw new AppError('UNAUTHENTICATED', SIGN_IN_EXPIRED);
    return user;
  }

  /** Turns it off: the password and a code (either kind) prove it is the owner. */
  async disable(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<void> {
    const { id } = assertAllowed(viewer);
    const { password, code } = parseInput(disableTwoStepSchema, input);
    if (!(await this.confirmedEnrolment(this.dataSource.manager, id))) throw new AppError('CONFLICT', NOT_ON);
    if (await this.isRequiredFor(id)) throw new AppError('FORBIDDEN', REQUIRED_FOR_STAFF);
    await this.beginAttempt(id, 'disable', origin);
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id })
      .getOneOrFail();
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.audit.record({
        actorId: id,
        action: 'auth.two_step_failed',
        resourceType: 'user',
        resourceId: id,
        details: { purpose: 'disable', wrong: 'password' },
        ...origin,
      });
      throw invalidInput([{ path: 'password', message: WRONG_PASSWORD }]);
    }
    const factor = await this.acceptCode(id, code, now);
    if (!factor) return this.refuse(id, 'disable', origin, WRONG_CODE);
    await this.removeEnrolment(user, {
      subject: 'Two-step sign-in was turned off',
      lines: [
        'Two-step sign-in was just turned off for your Khanya client portal account: from now on your password alone signs you in.',
        `If this was not you, reset your password at ${this.options.publicUrl}/portal/forgot-password and tell the firm at once.`,
      ],
    });
    await this.throttle.succeeded(id);
    await this.audit.record({ actorId: id, action: 'auth.two_step_disabled', resourceType: 'user', resourceId: id, ...origin });
  }

  /** Ten new recovery codes for a current code; the old ones stop working. */
  async regenerateRecoveryCodes(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<string[]> {
    const { id } = assertAllowed(viewer);
    const { code } = parseInput(twoStepCodeSchema, input);
    if (!(await this.confirmedEnrolment(this.dataSource.manager, id))) throw new AppError('CONFLICT', NOT_ON);
    await this.beginAttempt(id, 'recovery_codes', origin);
    const factor = await this.acceptCode(id, code, now);
    if (!factor) return this.refuse(id, 'recovery_codes', origin, WRONG_CODE);
    const codes = await this.dataSource.transaction((manager) => this.replaceRecoveryCodes(manager, id));
    await this.throttle.succeeded(id);
    await this.audit.record({
      actorId: id,
      action: 'auth.two_step_recovery_codes_renewed',
      resourceType: 'user',
      resourceId: id,
      ...origin,
    });
    return codes;
  }

  /**
   * An administrator takes a user's two-step sign-in away (a lost phone): the user signs in with
   * the password alone, or is led to set it up again when their role requires it. Audited and mailed.
   */
  async resetByAdmin(userId: string, actor: Viewer, origin: RequestOrigin): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user) throw notFound();
    const removed = await this.removeEnrolment(user, {
      subject: 'Your two-step sign-in was reset',
      lines: [
        'An administrator of Khanya Tax & Advisory has reset two-step sign-in for your client portal account:',
        "your authenticator app and recovery codes no longer work for it. Set it up again on your profile's Security tab.",
        'If you did not ask the firm for this, call us at once.',
      ],
    });
    if (!removed) throw new AppError('CONFLICT', 'This user has not set up two-step sign-in.');
    await this.audit.record({
      actorId: actor.id,
      action: 'user.two_step_reset',
      resourceType: 'user',
      resourceId: user.id,
      details: { email: user.email },
      ...origin,
    });
    return user;
  }

  private async isRequiredFor(userId: string): Promise<boolean> {
    if (!this.options.staffRequired) return false;
    const staff = await this.dataSource
      .getRepository(UserRole)
      .createQueryBuilder('userRole')
      .innerJoin('userRole.role', 'role')
      .where('userRole.userId = :userId', { userId })
      .andWhere('role.name IN (:...staff)', { staff: [...staffRoles] })
      .getExists();
    return staff;
  }

  private confirmedEnrolment(manager: EntityManager, userId: string): Promise<TwoStepEnrolment | null> {
    return manager.findOneBy(TwoStepEnrolment, { userId, confirmedAt: Not(IsNull()) });
  }

  /**
   * Spends a code: an authenticator's code of a later time step than the last one used (claimed
   * with one conditional update, so two requests cannot both use it), or an unused recovery code.
   */
  private async acceptCode(userId: string, code: string, now: Date): Promise<SecondFactor | null> {
    if (isAuthenticatorCode(code)) {
      const enrolment = await this.confirmedEnrolment(this.dataSource.manager, userId);
      if (!enrolment) return null;
      const secret = openSecret(enrolment.secretCiphertext, this.options.key);
      if (!secret) logger.warn({ userId }, 'A two-step secret cannot be decrypted: TWO_STEP_KEY or SESSION_SECRET changed');
      const step = secret ? matchingTimeStep(secret, code, now, enrolment.lastUsedStep) : null;
      if (step === null) return null;
      const claimed = await this.dataSource
        .createQueryBuilder()
        .update(TwoStepEnrolment)
        .set({ lastUsedStep: step })
        .where('id = :id AND (lastUsedStep IS NULL OR lastUsedStep < :step)', { id: enrolment.id, step })
        .execute();
      return claimed.affected ? 'authenticator' : null;
    }
    const spent = await this.dataSource
      .getRepository(RecoveryCode)
      .update({ userId, codeHash: recoveryCodeHash(userId, code), usedAt: IsNull() }, { usedAt: now });
    return spent.affected ? 'recovery_code' : null;
  }

  private async beginAttempt(userId: string, purpose: string, origin: RequestOrigin): Promise<void> {
    try {
      await this.throttle.begin(userId);
    } catch (error) {
      if (error instanceof TwoStepRateLimitedError) {
        await this.audit.record({
          actorId: userId,
          action: 'auth.two_step_rate_limited',
          resourceType: 'user',
          resourceId: userId,
          details: { purpose, retryAfterSeconds: error.retryAfterSeconds },
          ...origin,
        });
      }
      throw error;
    }
  }

  private async refuse(userId: string, purpose: string, origin: RequestOrigin, message: string): Promise<never> {
    await this.audit.record({
      actorId: userId,
      action: 'auth.two_step_failed',
      resourceType: 'user',
      resourceId: userId,
      details: { purpose },
      ...origin,
    });
    throw invalidInput([{ path: 'code', message }]);
  }

  private async accepted(userId: string, factor: SecondFactor, purpose: string, origin: RequestOrigin): Promise<void> {
    await this.throttle.succeeded(userId);
    if (factor !== 'recovery_code') return;
    const left = await this.dataSource.getRepository(RecoveryCode).countBy({ userId, usedAt: IsNull() });
    await this.audit.record({
      actorId: userId,
      action: 'auth.two_step_recovery_code_used',
      resourceType: 'user',
      resourceId: userId,
      details: { purpose, recoveryCodesLeft: left },
      ...origin,
    });
  }

  private async replaceRecoveryCodes(manager: EntityManager, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await manager.delete(RecoveryCode, { userId });
    for (const code of codes)
      await manager.save(manager.create(RecoveryCode, { userId, codeHash: recoveryCodeHash(userId, code), usedAt: null }));
    return codes;
  }

  /**
   * Removes the authenticator and recovery codes and, when there was one, queues the notice to
   * its owner in the same transaction; answers whether there was one.
   */
  private removeEnrolment(user: User, notice: { subject: string; lines: string[] }): Promise<boolean> {
    const userId = user.id;
    return this.dataSource.transaction(async (manager) => {
      await manager.delete(RecoveryCode, { userId });
      const removed = await manager.delete(TwoStepEnrolment, { userId, confirmedAt: Not(IsNull()) });
      await manager.delete(TwoStepEnrolment, { userId });
      if (removed.affected) await this.notify(user, notice.subject, notice.lines, manager);
      return !!removed.affected;
    });
  }

  /** A change to how the account signs in is told to its owner, in case it was not them. */
  private async notify(user: User, subject: string, lines: string[], manager: EntityManager): Promise<void> {
    const text = [`Dear ${user.firstName},`, '', ...lines, '', 'Khanya Tax & Advisory'].join('\n');
    await this.mailer.send({ to: user.email, subject, text }, manager);
  }
}
