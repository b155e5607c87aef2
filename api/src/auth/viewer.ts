import type { DataSource } from 'typeorm';
import { User } from '../accounts/user.entity';
import { UserSession } from '../accounts/user-session.entity';
import { TwoStepEnrolment } from '../accounts/two-step-enrolment.entity';
import { UserRole } from '../accounts/user-role.entity';
import { Role } from '../accounts/role.entity';
import { entityReader, rawReads, quote, type EntityReader, type RawReads } from '../db/entity-reader';
import { isRoleName, staffRoles, type RoleName } from '../accounts/roles';

/** The signed-in user as every rule sees them: who, and which roles they hold. */
export interface Viewer {
  id: string;
  email: string;
  firstName: string;
  roles: RoleName[];
  /**
   * The user's row and roles as read for this request: the request's DataLoaders start from it,
   * so `me { roles }` reads neither again.
   */
  record?: User;
  /**
   * The registered session this request came with (features/sessions), when it was last noted, and
   * the second step its sign-in passed (null: the password alone).
   */
  session?: { id: string; lastSeenAt: Date; secondFactor?: string | null };
  /**
   * Set when the request came with a personal access token (features/api-tokens) instead of a
   * session: the viewer is the token's owner, held to the token's scopes as well as their roles.
   */
  apiToken?: { id: string; scopes: readonly string[] };
}

export function hasAnyRole(viewer: Viewer | null, roles: readonly RoleName[]): boolean {
  return !!viewer && viewer.roles.some((role) => roles.includes(role));
}

/** Rules of the deployment that decide whether a session still stands (config.ts). */
export interface ViewerPolicy {
  /** STAFF_TWO_STEP=required: a staff member's session needs two-step sign-in on. */
  staffTwoStepRequired?: boolean;
}

/** The part of a session that says who it is for (auth/session.ts). */
export interface SessionIdentity {
  userId?: string;
  generation?: number;
  /** The session's row in user_sessions; missing for sessions started before that registry. */
  registryId?: string;
}

/** The viewer's statements, written once per data source (db/entity-reader.ts says why). */
class ViewerReads {
  readonly raw: RawReads;
  readonly users: EntityReader<User>;
  readonly userRoles: EntityReader<UserRole>;
  readonly roles: EntityReader<Role>;
  readonly sessions: EntityReader<UserSession>;
  /** The user, one row per role they hold, and the session row this request came with. */
  readonly sql: string;
  /** The same, with the user's confirmed two-step enrolment (STAFF_TWO_STEP=required). */
  readonly sqlWithTwoStep: string;

  constructor(dataSource: DataSource) {
    this.raw = rawReads(dataSource);
    this.users = entityReader(dataSource, User);
    this.userRoles = entityReader(dataSource, UserRole);
    this.roles = entityReader(dataSource, Role);
    this.sessions = entityReader(dataSource, UserSession);
    const twoStep = entityReader(dataSource, TwoStepEnrolment);
    const select = `SELECT ${this.users.columns('u')}, ${this.userRoles.columns('ur')}, ${this.roles.columns('r')}, ${this.sessions.columns('us')}`;
    const joins =
      ` FROM ${this.users.table} u` +
      ` LEFT JOIN ${this.userRoles.table} ur ON ur.${quote('userId')} = u.${quote('id')}` +
      ` LEFT JOIN ${this.roles.table} r ON r.${quote('id')} = ur.${quote('roleId')}` +
      ` LEFT JOIN ${this.sessions.table} us ON us.${quote('id')} = ? AND us.${quote('userId')} = u.${quote('id')}`;
    const where = ` WHERE u.${quote('id')} = ?`;
    this.sql = select + joins + where;
    this.sqlWithTwoStep =
      `${select}, ts.${quote('id')} AS ${quote('ts__id')}${joins}` +
      ` LEFT JOIN ${twoStep.table} ts ON ts.${quote('userId')} = u.${quote('id')} AND ts.${quote('confirmedAt')} IS NOT NULL${where}`;
  }
}

const viewerReads = new WeakMap<DataSource, ViewerReads>();

/**
 * Loads the viewer of a session. A deleted or deactivated user is nobody, and so is a session of
 * an older generation than the user's (signed out by a password change or reset) or one its owner
 * ended from their profile.
 */
export async function loadViewer(
  dataSource: DataSource,
  identity: SessionIdentity | undefined,
  policy: ViewerPolicy = {},
): Promise<Viewer | null> {
  const userId = identity?.userId;
  if (!userId) return null;
  let reads = viewerReads.get(dataSource);
  if (!reads) viewerReads.set(dataSource, (reads = new ViewerReads(dataSource)));
  // One statement for the user, their roles and this session: every signed-in request pays it.
  const sql = policy.staffTwoStepRequired ? reads.sqlWithTwoStep : reads.sql;
  const rows = await reads.raw.rows(sql, [identity.registryId ?? '', userId]);
  const user = rows.length > 0 ? reads.users.hydrate(rows[0], 'u') : null;
  if (!user || user.isActive === false) return null;
  user.userRoles = [];
  for (const row of rows) {
    const userRole = reads.userRoles.hydrate(row, 'ur');
    const role = reads.roles.hydrate(row, 'r');
    if (userRole && role) user.userRoles.push(Object.assign(userRole, { role }));
  }
  // A staff member without two-step sign-in where it is required (turned on, or theirs reset
  // since) is signed out, and led to set it up at the next sign-in.
  const staff = user.userRoles.some((userRole) => (staffRoles as readonly string[]).includes(userRole.role.name));
  if (policy.staffTwoStepRequired && staff && rows[0].ts__id == null) return null;
  // Sessions started before generations existed carry none: they belong to generation 0.
  if ((identity.generation ?? 0) !== user.sessionGeneration) return null;
  const registered = reads.sessions.hydrate(rows[0], 'us');
  if (identity.registryId && (!registered || registered.endedAt)) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    roles: user.userRoles.map((userRole) => userRole.role.name).filter(isRoleName),
    record: user,
    session: registered ? { id: registered.id, lastSeenAt: registered.lastSeenAt, secondFactor: registered.secondFactor } : undefined,
  };
}
