import { IsNull, LessThanOrEqual, MoreThan, Not, type DataSource, type Repository } from 'typeorm';
import { apiTokenFilterSchema, createApiTokenSchema } from '../../../../validation/api-tokens';
import { API_TOKENS_IN_USE_FULL, API_TOKENS_IN_USE_MAX } from '../../../../validation/api-token-scopes';
import { assertAllowed } from '../../auth/access';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import type { RequestOrigin } from '../../auth/session';
import { adminRoles, isRoleName, staffRoles } from '../../accounts/roles';
import { TwoStepEnrolment } from '../../accounts/two-step-enrolment.entity';
import { AppError, invalidInput, notFound, type ErrorReason } from '../../shared/errors';
import { InFlight } from '../../shared/in-flight';
import { logger } from '../../shared/logger';
import { toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { limiterFactory, type LimiterFactory } from '../../shared/rate-limit';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import { ApiToken } from './api-token.entity';
import { apiTokenSecretHash, looksLikeApiTokenSecret, newApiTokenSecret, shownPrefixOf } from './api-token-secret';
import { RefusedApiToken, TokenRefusals, tokenRefusalLimits } from './token-refusals';

/** How stale `lastUsedAt` may grow before a request bearing the token writes it again. */
export const LAST_USED_INTERVAL_MS = 60 * 1000;

export interface ApiTokenOptions {
  /** config.staffTwoStepRequired: a staff owner without two-step sign-in cannot use their tokens either. */
  staffTwoStepRequired: boolean;
}

/** What a request bearing a token was, for the audit log (`api_token.use`). */
export interface ApiTokenUse extends RequestOrigin {
  method: string;
  path: string;
  status: number;
  /** The GraphQL operations it ran, by name (null for an anonymous one). */
  operations?: (string | null)[];
}

const ONLY_STAFF = "Only the firm's staff can make API tokens.";
const NOT_WITH_A_TOKEN = 'API tokens cannot make, list or revoke API tokens: sign in to the portal for that.';
const NOT_RECOGNISED = 'This API token is not recognised: send the whole secret, as Authorization: Bearer khanya_pat_…';
const REVOKED = (at: Date) => `This API token was revoked on ${at.toISOString()}: make a new one on your profile's Security tab.`;
const EXPIRED = (at: Date) => `This API token expired on ${at.toISOString()}: make a new one on your profile's Security tab.`;
const OWNER_DEACTIVATED = 'The account this API token belongs to is deactivated, so the token no longer works.';
const OWNER_NOT_STAFF = "API tokens are for the firm's staff, and the account this token belongs to no longer holds a staff role.";
const OWNER_WITHOUT_TWO_STEP =
  "Two-step sign-in is required for the firm's staff, and the owner of this API token has not set it up: the token works again once they have.";

/**
 * Personal access tokens: staff make them on their profile (the secret is answered once and only
 * its hash kept), list and revoke them; administrators list and revoke anyone's. A request bearing
 * one is authenticated here (bearer-authentication.ts) and recorded in the audit log; it spends the
 * token's own rate budget in the pipeline's next step (http/request-budget.ts).
 */
export class ApiTokensService {
  private readonly tokens: Repository<ApiToken>;
  /** Refused tokens, per prefix and per address: past their budget a refusal answers 429. */
  private readonly refusals: TokenRefusals;
  /** The audit records of uses, written after their answers. */
  private readonly uses = new InFlight();

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly options: ApiTokenOptions,
    createLimiter: LimiterFactory = limiterFactory(),
  ) {
    this.tokens = dataSource.getRepository(ApiToken);
    this.refusals = new TokenRefusals(tokenRefusalLimits, createLimiter);
  }

  /** The viewer's tokens that are not revoked (expired ones too, to be tidied away), newest first. */
  async list(viewer: Viewer | null): Promise<ApiToken[]> {
    const owner = signedInWithoutToken(viewer);
    return this.tokens.find({ where: { userId: owner.id, revokedAt: IsNull() }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * A new token for a staff member; the secret is answered here and never again. At most
   * API_TOKENS_IN_USE_MAX in use per person, since each brings its own rate budget.
   */
  async create(
    viewer: Viewer | null,
    input: unknown,
    origin: RequestOrigin,
    now = new Date(),
  ): Promise<{ token: ApiToken; secret: string }> {
    const owner = signedInWithoutToken(viewer);
    if (!hasAnyRole(owner, staffRoles)) throw new AppError('FORBIDDEN', ONLY_STAFF);
    const { name, scopes, expiresInDays } = parseInput(createApiTokenSchema, input);
    const sameName = await this.tokens.existsBy({ userId: owner.id, name, revokedAt: IsNull(), expiresAt: MoreThan(now) });
    if (sameName) throw invalidInput([{ path: 'name', message: `You already have a token named "${name}": choose another name` }]);
    const inUse = { userId: owner.id, revokedAt: IsNull(), expiresAt: MoreThan(now) };
    if ((await this.tokens.countBy(inUse)) >= API_TOKENS_IN_USE_MAX) throw new AppError('BAD_USER_INPUT', API_TOKENS_IN_USE_FULL);
    const secret = newApiTokenSecret();
    const token = await this.tokens.save(
      this.tokens.create({
        userId: owner.id,
        name,
        prefix: shownPrefixOf(secret),
        secretHash: apiTokenSecretHash(secret),
        scopes,
        // Whole seconds, as MySQL's datetime keeps them: the answer now and every later read agree.
        expiresAt: new Date(Math.floor((now.getTime() + expiresInDays * 24 * 60 * 60 * 1000) / 1000) * 1000),
        lastUsedAt: null,
        lastUsedIpAddress: null,
        revokedAt: null,
      }),
    );
    // Counted again once saved: of creations racing past the first count, those that went over take theirs back.
    if ((await this.tokens.countBy(inUse)) > API_TOKENS_IN_USE_MAX) {
      await this.tokens.delete({ id: token.id });
      throw new AppError('BAD_USER_INPUT', API_TOKENS_IN_USE_FULL);
    }
    await this.audit.record({
      actorId: owner.id,
      action: 'api_token.create',
      resourceType: 'api_token',
      resourceId: token.id,
      details: { name, scopes, expiresAt: token.expiresAt.toISOString() },
      ...origin,
    });
    return { token, secret };
  }

  /**
   * Revokes a token of the viewer's, or anyone's for an administrator; another person's is "not
   * found" to everyone else. Revoking a revoked token changes nothing.
   */
  async revoke(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<ApiToken> {
    const actor = signedInWithoutToken(viewer);
    const token = String(id).length <= 36 ? await this.tokens.findOneBy({ id: String(id) }) : null;
    const administrator = hasAnyRole(actor, adminRoles);
    if (!token || (token.userId !== actor.id && !administrator)) throw notFound();
    const revoked = await this.tokens.update({ id: token.id, revokedAt: IsNull() }, { revokedAt: now });
    if (!revoked.affected) return this.tokens.findOneByOrFail({ id: token.id });
    await this.audit.record({
      actorId: actor.id,
      action: 'api_token.revoke',
      resourceType: 'api_token',
      resourceId: token.id,
      details: { name: token.name, ownerId: token.userId, byAdministrator: token.userId !== actor.id },
      ...origin,
    });
    return this.tokens.findOneByOrFail({ id: token.id });
  }

  /** Everyone's tokens for administrators, or those in one state; newest first. */
  async listAll(viewer: Viewer | null, filter: unknown, window: PageWindow, now = new Date()): Promise<Connection<ApiToken>> {
    assertAllowed(signedInWithoutToken(viewer), adminRoles);
    const { status } = parseInput(apiTokenFilterSchema, filter ?? {});
    const where =
      status === 'revoked'
        ? { revokedAt: Not(IsNull()) }
        : status === 'expired'
          ? { revokedAt: IsNull(), expiresAt: LessThanOrEqual(now) }
          : status === 'active'
            ? { revokedAt: IsNull(), expiresAt: MoreThan(now) }
            : {};
    const [nodes, totalCount] = await this.tokens.findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: window.offset,
      take: window.limit,
    });
    return toConnection(nodes, totalCount, window);
  }

  /**
   * The viewer a bearer secret stands for: its owner, with their roles of this moment and the
   * token's scopes. Refuses (UNAUTHENTICATED, saying why) an unknown, revoked or expired token and
   * one whose owner is deactivated or no longer staff, each refusal counted against the secret's
   * prefix and the address (RATE_LIMITED past either budget, so retrying a dead token costs no
   * more than a 429); then notes the use at most once a minute. The token's rate budget is spent
   * once the request is authenticated (http/request-budget.ts), not here.
   */
  async authenticate(secret: string, origin: RequestOrigin, now = new Date()): Promise<Viewer> {
    try {
      return await this.authenticated(secret, origin, now);
    } catch (error) {
      // Only a refusal of the token counts: an outage is not one.
      if (!(error instanceof AppError) || error.code !== 'UNAUTHENTICATED') throw error;
      await this.refusals.count(error, looksLikeApiTokenSecret(secret) ? shownPrefixOf(secret) : null, origin.ipAddress);
      throw error;
    }
  }

  private async authenticated(secret: string, origin: RequestOrigin, now: Date): Promise<Viewer> {
    const token = looksLikeApiTokenSecret(secret)
      ? await this.tokens
          .createQueryBuilder('token')
          .innerJoinAndSelect('token.user', 'user')
          .leftJoinAndSelect('user.userRoles', 'userRole')
          .leftJoinAndSelect('userRole.role', 'role')
          .where('token.secretHash = :hash', { hash: apiTokenSecretHash(secret) })
          .getOne()
      : null;
    if (!token) throw new AppError('UNAUTHENTICATED', NOT_RECOGNISED, [], { reason: 'API_TOKEN_UNKNOWN' });
    const refused = (message: string, reason: ErrorReason) => new RefusedApiToken(message, reason, token.id, token.userId);
    if (token.revokedAt) throw refused(REVOKED(token.revokedAt), 'API_TOKEN_REVOKED');
    if (token.expiresAt.getTime() <= now.getTime()) throw refused(EXPIRED(token.expiresAt), 'API_TOKEN_EXPIRED');
    const { user } = token;
    if (!user.isActive) throw refused(OWNER_DEACTIVATED, 'API_TOKEN_OWNER_DEACTIVATED');
    const roles = (user.userRoles ?? []).map((userRole) => userRole.role.name).filter(isRoleName);
    if (!roles.some((role) => (staffRoles as readonly string[]).includes(role)))
      throw refused(OWNER_NOT_STAFF, 'API_TOKEN_OWNER_NOT_STAFF');
    if (this.options.staffTwoStepRequired) {
      const enrolled = await this.dataSource.getRepository(TwoStepEnrolment).existsBy({ userId: user.id, confirmedAt: Not(IsNull()) });
      if (!enrolled) throw refused(OWNER_WITHOUT_TWO_STEP, 'API_TOKEN_OWNER_WITHOUT_TWO_STEP');
    }
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_INTERVAL_MS) {
      await this.tokens.update({ id: token.id }, { lastUsedAt: now, lastUsedIpAddress: origin.ipAddress?.slice(0, 45) ?? null });
    }
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      roles,
      record: user,
      apiToken: { id: token.id, scopes: token.scopes },
    };
  }

  /** Records a request made with a token (`api_token.use`), once it has been answered. */
  recordUse(viewer: Viewer, use: ApiTokenUse): void {
    const { method, path, status, operations, ...origin } = use;
    const written = this.audit.record({
      actorId: viewer.id,
      action: 'api_token.use',
      resourceType: 'api_token',
      resourceId: viewer.apiToken?.id ?? null,
      details: { method, path, status, ...(operations ? { operations } : {}) },
      ...origin,
    });
    this.uses.track(written.catch((error: unknown) => logger.error({ err: error }, 'An API token use could not be audited')));
  }

  /**
   * Records a refused attempt with a known token (`api_token.refused`), with why it was refused:
   * the first of the token's window only, so a job retrying a revoked token writes one row, not
   * one per request (the others are counted by TokenRefusals).
   */
  recordRefusal(refusal: RefusedApiToken, attempt: Omit<ApiTokenUse, 'status' | 'operations'>): void {
    const { method, path, ...origin } = attempt;
    const written = (async () => {
      if (!(await this.refusals.firstInWindow(refusal.tokenId))) return;
      await this.audit.record({
        actorId: refusal.ownerId,
        action: 'api_token.refused',
        resourceType: 'api_token',
        resourceId: refusal.tokenId,
        details: { method, path, reason: refusal.message },
        ...origin,
      });
    })();
    this.uses.track(written.catch((error: unknown) => logger.error({ err: error }, 'A refused API token could not be audited')));
  }

  /** Resolves once every use answered so far is in the audit log (for a stopping server and tests). */
  settled(): Promise<void> {
    return this.uses.settled();
  }
}

/** A signed-in session: tokens cannot manage tokens, whatever their scopes. */
function signedInWithoutToken(viewer: Viewer | null): Viewer {
  const signedIn = assertAllowed(viewer);
  if (signedIn.apiToken) throw new AppError('FORBIDDEN', NOT_WITH_A_TOKEN, [], { reason: 'API_TOKEN_NOT_ACCEPTED' });
  return signedIn;
}
