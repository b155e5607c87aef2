import type { DataSource, EntityManager } from 'typeorm';
import { setPasswordSchema } from '../../../../validation/users';
import { parseInput } from '../../shared/validate';
import type { MailSender } from '../../shared/mailer';
import { hashPassword } from '../../auth/password';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import type { UserInvitation } from './user-invitation.entity';
import { createSingleUseLink, findUsableLink, spendLink } from './single-use-links';
import { User } from '../../accounts/user.entity';

/** How long an invitation link stays valid. */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;

const INVALID_LINK = 'This link has expired or has already been used. Ask the firm to send a new invitation.';

/**
 * Invitations: single-use, expiring links with which an invited user sets their first password,
 * so nobody ever sees or sends a password in clear (single-use-links.ts).
 */
export class InvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: MailSender,
    private readonly audit: AuditService,
    private readonly publicUrl: string,
  ) {}

  /** Creates an invitation inside the caller's transaction; returns the clear token once. */
  async create(manager: EntityManager, userId: string, createdBy: string | null, now: Date): Promise<string> {
    return createSingleUseLink(manager, { userId, createdBy, purpose: 'invitation', lifetimeMs: INVITATION_LIFETIME_MS, now });
  }

  linkFor(token: string): string {
    return `${this.publicUrl}/portal/set-password?token=${encodeURIComponent(token)}`;
  }

  /** Queues the invitation e-mail; with the creating transaction's `manager`, it exists exactly when the user does. */
  async sendInvitationEmail(user: User, token: string, manager?: EntityManager): Promise<void> {
    await this.mailer.send(
      {
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
      },
      manager,
    );
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
      await spendLink(manager, invitation, now, INVALID_LINK);
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

  private findUsable(manager: EntityManager, token: string, now: Date): Promise<UserInvitation> {
    return findUsableLink(manager, token, 'invitation', now, INVALID_LINK);
  }
}
