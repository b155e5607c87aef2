import { IsNull, MoreThan, Not, type DataSource, type Repository } from 'typeorm';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { notFound } from '../../shared/errors';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import { UserSession } from '../../accounts/user-session.entity';
import { describeDevice } from './session-device';
import { recordOf } from '../../shared/record-shape';
import { sessionRecord } from './signed-in-session.record';

/** How stale `lastSeenAt` may grow before a request of the session writes it again. */
export const LAST_SEEN_INTERVAL_MS = 60 * 1000;

/**
 * The sessions a user can see and end. Each sign-in registers one; ending it marks it ended, and
 * the next request of that session is signed out (auth/viewer.ts reads the mark with the user).
 */
export class SessionsService {
  private readonly sessions: Repository<UserSession>;

  constructor(
    dataSource: DataSource,
    private readonly audit: AuditService,
    /** Sessions idle longer than this have expired in the store: they are not listed. */
    private readonly idleTimeoutMs: number,
  ) {
    this.sessions = dataSource.getRepository(UserSession);
  }

  /**
   * Registers a session at sign-in, with the second step it passed if any (or a session from before
   * this registry, on its next request).
   */
  async register(userId: string, origin: RequestOrigin, secondFactor: string | null = null, now = new Date()): Promise<string> {
    const row = await this.sessions.save(
      this.sessions.create({
        userId,
        userAgent: origin.userAgent?.slice(0, 255) ?? null,
        ipAddress: origin.ipAddress?.slice(0, 45) ?? null,
        secondFactor,
        lastSeenAt: now,
        endedAt: null,
      }),
    );
    return row.id;
  }

  /** Notes that a session is in use, at most once a minute (the caller knows when it was last noted). */
  async seen(id: string, lastSeenAt: Date, now = new Date()): Promise<void> {
    if (now.getTime() - lastSeenAt.getTime() < LAST_SEEN_INTERVAL_MS) return;
    await this.sessions.update({ id }, { lastSeenAt: now });
  }

  /** The viewer's sessions still in use, the most recently seen first. */
  async list(viewer: Viewer | null, currentId: string | undefined, now = new Date()) {
    const signedIn = assertAllowed(viewer);
    const rows = await this.sessions.find({
      where: { userId: signedIn.id, endedAt: IsNull(), lastSeenAt: MoreThan(new Date(now.getTime() - this.idleTimeoutMs)) },
      // lastSeenAt has whole seconds on MySQL: the sign-in time, to the millisecond, breaks ties.
      order: { lastSeenAt: 'DESC', createdAt: 'DESC' },
    });
    return rows.map((row) =>
      recordOf(sessionRecord, row, { device: describeDevice(row.userAgent), signedInAt: row.createdAt, current: row.id === currentId }),
    );
  }

  /** Ends one of the viewer's sessions; another person's is "not found". */
  async end(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<void> {
    const signedIn = assertAllowed(viewer);
    const result = await this.sessions.update({ id, userId: signedIn.id, endedAt: IsNull() }, { endedAt: now });
    if (!result.affected) throw notFound();
    await this.audit.record({
      actorId: signedIn.id,
      action: 'auth.session_ended',
      resourceType: 'user_session',
      resourceId: id,
      ...origin,
    });
  }

  /** Ends every session of the viewer but the current one; returns how many ended. */
  async endOthers(viewer: Viewer | null, currentId: string | undefined, origin: RequestOrigin, now = new Date()): Promise<number> {
    const signedIn = assertAllowed(viewer);
    const ended = await this.endAllOf(signedIn.id, currentId, now);
    await this.audit.record({
      actorId: signedIn.id,
      action: 'auth.sessions_ended',
      resourceType: 'user',
      resourceId: signedIn.id,
      details: { ended },
      ...origin,
    });
    return ended;
  }

  /** Marks a user's sessions ended (all, or all but `exceptId`): sign-out, password change and reset. */
  async endAllOf(userId: string, exceptId: string | undefined, now = new Date()): Promise<number> {
    const result = await this.sessions.update({ userId, endedAt: IsNull(), ...(exceptId ? { id: Not(exceptId) } : {}) }, { endedAt: now });
    return result.affected ?? 0;
  }

  /** Marks one session ended, whoever asks (its own sign-out). */
  async endById(id: string, now = new Date()): Promise<void> {
    await this.sessions.update({ id, endedAt: IsNull() }, { endedAt: now });
  }
}
