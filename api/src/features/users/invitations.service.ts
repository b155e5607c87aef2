import crypto from 'node:crypto';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { setPasswordSchema } from '../../../../validation/users';
import { parseInput } from '../../shared/validate';
import { invalidInput } from '../../shared/errors';
import type { Mailer } from '../../shared/mailer';
import { hashPassword } from '../../auth/password';
import type { AuditService, RequestOrigin } from '../audit/audit.service';
import { UserInvitation } from './user-invitation.entity';
import { User } from './user.entity';

/** How long an invitation link stays valid. */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;

const INVALID_LINK = 'This link has expired or has already been used. Ask the firm to send a new invitation.';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Single-use, expiring links for setting a password: nobody ever sees or sends a password in
 * clear. Only the token's hash is stored, so a database leak yields no usable link.
 */
export class InvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly audit: AuditService,
    private readonly publicUrl: string,
  ) {}

  /** Creates an invitation inside the caller's transaction; returns the clear token once. */
  async create(manager: EntityManager, userId: string, createdBy: string | null, now: Date): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await manager.save(
      manager.create(UserInvitation, {
        userId,
        createdBy,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
        usedAt: null,
      }),
    );
    return token;
  }

  linkFor(token: string): string {
    return `${this.publicUrl}/portal/set-password?token=${encodeURIComponent(token)}`;
  }

  async sendInvitationEmail(user: User, token: string): Promise<void> {
    await this.mailer.send({
      to: user.email,
      subject: 'Your Khanya client portal account',
      text: [
        `Dear ${user.firstName},`,
        '',
        'An account has been created for you on the Khanya Tax & Advisory client portal.',
        'Choose your password with this link (it works once and expires in 72 hours):',
        '',
        this.linkFor(token),
        '',
        'If you did not expect this e-mail, you can ignore it.',
        '',
        'Khanya Tax & Advisory',
      ].join('\n'),
    });
  }

  /** Who a still-valid link is for, so the page can greet them; an unusable link is refused. */
  async preview(token: string, now = new Date()): Promise<{ email: string; firstName: string; expiresAt: Date }> {
    const invitation = await this.findUsable(this.dataSource.manager, token, now);
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: invitation.userId });
    return { email: user.email, firstName: user.firstName, expiresAt: invitation.expiresAt };
  }

  /** Sets the password from a link and spends the link; returns the user. */
  async accept(input: unknown, origin: RequestOrigin, now = new Date()): Promise<User> {
    const { token, password } = parseInput(setPasswordSchema, input);
    const passwordHash = await hashPassword(password);
    const user = await this.dataSource.transaction(async (manager) => {
      const invitation = await this.findUsable(manager, token, now);
      const spent = await manager.update(UserInvitation, { id: invitation.id, usedAt: IsNull() }, { usedAt: now });
      // Two tabs racing with the same link: only the first update finds it unused.
      if (!spent.affected) throw invalidInput([{ path: 'token', message: INVALID_LINK }]);
      await manager.update(User, { id: invitation.userId }, { passwordHash });
      return manager.findOneByOrFail(User, { id: invitation.userId });
    });
    await this.audit.record({
      actorId: user.id,
      action: 'user.password_set',
      resourceType: 'user',
      resourceId: user.id,
      details: { via: 'invitation' },
      ...origin,
    });
    return user;
  }

  private async findUsable(manager: EntityManager, token: string, now: Date): Promise<UserInvitation> {
    const invitation = await manager.findOneBy(UserInvitation, { tokenHash: hashToken(token) });
    if (!invitation || invitation.usedAt || invitation.expiresAt.getTime() <= now.getTime())
      throw invalidInput([{ path: 'token', message: INVALID_LINK }]);
    return invitation;
  }
}
