import type { DataSource } from 'typeorm';
import { EMAIL_CANNOT_CHANGE_MESSAGE, profileFields, profileSchema } from '../../../../validation/profile';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { invalidInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import { User } from '../../accounts/user.entity';
import { changedFields } from './changed-fields';

/**
 * The viewer's own personal details (docs/product.md#profile, and PUT /api/profile in
 * docs/product.md#rest-calls). Only the profile columns of the viewer's own row are written: there
 * is no user id to aim at someone else, and the e-mail (the sign-in name) is never changed here
 * (docs/product.md#who-may-do-what).
 */
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private get users() {
    return this.dataSource.getRepository(User);
  }

  async updateProfile(viewer: Viewer | null, input: unknown, origin: RequestOrigin): Promise<User> {
    const signedIn = assertAllowed(viewer);
    const user = await this.users.findOneBy({ id: signedIn.id });
    if (!user) throw notFound();
    refuseEmailChange(input, user.email);
    const values = parseInput(profileSchema, input ?? {});
    // A field left out stays as it is; blank or null clears it.
    const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<User>;
    const changed = changedFields(user, changes, profileFields);
    if (changed.length === 0) return user;
    await this.users.update({ id: user.id }, changes);
    await this.audit.record({
      actorId: user.id,
      action: 'profile.update',
      resourceType: 'user',
      resourceId: user.id,
      // The names of the fields, not their values: the audit log is no copy of personal details.
      details: { fields: changed },
      ...origin,
    });
    return this.users.findOneByOrFail({ id: user.id });
  }
}

/**
 * A client that sends back the user it read (e-mail included) is served; an e-mail that differs
 * from the current one is an attempt to change it and is refused with a field error, never
 * silently dropped, so the user is not left thinking it changed.
 */
function refuseEmailChange(input: unknown, currentEmail: string): void {
  if (!input || typeof input !== 'object' || !('email' in input)) return;
  const sent = (input as { email?: unknown }).email;
  if (sent === undefined || sent === null) return;
  if (typeof sent === 'string' && sent.trim().toLowerCase() === currentEmail.toLowerCase()) return;
  throw invalidInput([{ path: 'email', message: EMAIL_CANNOT_CHANGE_MESSAGE }]);
}
