import crypto from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { invalidInput } from '../../shared/errors';
import { UserInvitation, type SingleUseLinkPurpose } from './user-invitation.entity';

/**
 * Single-use, expiring links that let a person set a password: invitations and password resets.
 * Only the token's SHA-256 is stored, so a database leak yields no usable link; a link of one
 * purpose never works for the other.
 */
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

interface NewLink {
  userId: string;
  createdBy: string | null;
  purpose: SingleUseLinkPurpose;
  lifetimeMs: number;
  now: Date;
}

/** Stores a link inside the caller's transaction; returns the clear token, once. */
export async function createSingleUseLink(manager: EntityManager, link: NewLink): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await manager.save(
    manager.create(UserInvitation, {
      userId: link.userId,
      createdBy: link.createdBy,
      purpose: link.purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(link.now.getTime() + link.lifetimeMs),
      usedAt: null,
    }),
  );
  return token;
}

/** The still-usable link of a token, or BAD_USER_INPUT on `token` with `invalidMessage`. */
export async function findUsableLink(
  manager: EntityManager,
  token: string,
  purpose: SingleUseLinkPurpose,
  now: Date,
  invalidMessage: string,
): Promise<UserInvitation> {
  const link = await manager.findOneBy(UserInvitation, { tokenHash: hashToken(token), purpose });
  if (!link || link.usedAt || link.expiresAt.getTime() <= now.getTime()) throw invalidInput([{ path: 'token', message: invalidMessage }]);
  return link;
}

/** Spends a usable link; two tabs racing with the same link: only the first update finds it unused. */
export async function spendLink(manager: EntityManager, link: UserInvitation, now: Date, invalidMessage: string): Promise<void> {
  const spent = await manager.update(UserInvitation, { id: link.id, usedAt: IsNull() }, { usedAt: now });
  if (!spent.affected) throw invalidInput([{ path: 'token', message: invalidMessage }]);
}
