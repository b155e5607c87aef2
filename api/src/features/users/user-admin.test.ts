import { testDatabaseTargets } from '../../test/database';
import { createTestApp, DEMO_PASSWORD, graphql, type TestApp } from '../../test/test-app';
import { invitationTokenFor, readOutbox } from '../../test/outbox';
import { countQueries } from '../../test/query-counter';
import { AuditLog } from '../audit/audit-log.entity';
import { demoUserIds } from '../../demo';
import { INVITATION_LIFETIME_MS } from './invitations.service';

const newUser = (email: string) => ({
  email,
  firstName: 'Naledi',
  lastName: 'Mokoena',
  phone: '+27 82 555 0100',
  country: 'Botswana',
  roleNames: ['client'],
});

describe.each(testDatabaseTargets)('managing users and roles ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  describe('creating a user', () => {
    it('creates the user with roles, answers 201 and e-mails a single-use link, never a password', async () => {
      const admin = await t.agent('admin');
      const response = await admin.post('/api/admin/users').send(newUser('Naledi@Example.co.za')).expect(201);
      expect(response.body).toMatchObject({
        email: 'naledi@example.co.za',
        firstName: 'Naledi',
        country: 'Botswana',
        roles: [{ id: expect.any(String), name: 'client' }],
      });
      await t.app.services.mailQueue.drain();
      const mail = readOutbox(t.config.outboxDir).find((text) => text.includes('To: naledi@example.co.za'));
      expect(mail).toContain('Subject: Your Khanya client portal account');
      expect(mail).not.toMatch(/password:/i);
      expect(invitationTokenFor(t.config.outboxDir, 'naledi@example.co.za')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const [audit] = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'user.create', resourceId: response.body.id });
      expect(audit).toMatchObject({ userId: demoUserIds.admin, resourceType: 'user' });
      expect(audit.ipAddress).toBeTruthy();
    });

    it('defaults the country to South Africa and the role to client', async () => {
      const admin = await t.agent('admin');
      const response = await admin
        .post('/api/admin/users')
        .send({ email: 'defaults@example.co.za', firstName: 'Thabo', lastName: 'Khumalo' })
        .expect(201);
      expect(response.body.country).toBe('South Africa');
      expect(response.body.roles.map((role: { name: string }) => role.name)).toEqual(['client']);
    });

    it('creates through GraphQL with the Country enum, storing the country as the form spells it', async () => {
      const admin = await t.agent('admin');
      const CREATE = 'mutation ($input: CreateUserInput!) { createUser(input: $input) { email country roleNames } }';
      const created = await graphql(admin, CREATE, {
        input: { email: 'namibia@example.co.za', firstName: 'Ndapewa', lastName: 'Shikongo', country: 'NAMIBIA', roleNames: ['CLIENT'] },
      }).expect(200);
      expect(created.body.errors).toBeUndefined();
      expect(created.body.data.createUser).toEqual({ email: 'namibia@example.co.za', country: 'NAMIBIA', roleNames: ['CLIENT'] });
      const listed = (await admin.get('/api/admin/users').expect(200)).body as { email: string; country: string }[];
      expect(listed.find((user) => user.email === 'namibia@example.co.za')?.country).toBe('Namibia');
      // The stored spelling is no Country name: GraphQL refuses it before the resolver, naming where it was.
      const refused = await graphql(admin, CREATE, {
        input: { email: 'botswana@example.co.za', firstName: 'Kagiso', lastName: 'Molefe', country: 'Botswana' },
      }).expect(400);
      expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(refused.body.errors[0].message).toMatch(
        'Variable "$input" got invalid value "Botswana" at "input.country"; Value "Botswana" does not exist in "Country" enum',
      );
      const rest = await admin
        .post('/api/admin/users')
        .send({ ...newUser('kenya@example.co.za'), country: 'Kenya' })
        .expect(400);
      expect(rest.body.errors).toEqual([{ path: 'country', message: 'Choose a country from the list' }]);
    });

    it('refuses a duplicate e-mail as a field error', async () => {
      const admin = await t.agent('admin');
      const response = await admin.post('/api/admin/users').send(newUser('CLIENT@example.com')).expect(400);
      expect(response.body.errors).toEqual([{ path: 'email', message: 'A user with this email already exists' }]);
    });

    it('answers the spec messages for bad input', async () => {
      const admin = await t.agent('admin');
      const response = await admin.post('/api/admin/users').send({ email: 'nope', firstName: '', lastName: '', roleNames: [] }).expect(400);
      expect(response.body.errors).toEqual([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'firstName', message: 'First name is required' },
        { path: 'lastName', message: 'Last name is required' },
        { path: 'roleNames', message: 'At least one role is required' },
      ]);
      const long = await admin
        .post('/api/admin/users')
        .send({ ...newUser('long@example.co.za'), phone: '1'.repeat(21) })
        .expect(400);
      expect(long.body.errors).toEqual([{ path: 'phone', message: 'Phone number must be at most 20 characters' }]);
    });

    it('lets only a superadmin create a superadmin', async () => {
      await (
        await t.agent('admin')
      )
        .post('/api/admin/users')
        .send({ ...newUser('boss@example.co.za'), roleNames: ['superadmin'] })
        .expect(403);
      await (
        await t.agent('superadmin')
      )
        .post('/api/admin/users')
        .send({ ...newUser('boss@example.co.za'), roleNames: ['superadmin'] })
        .expect(201);
    });
  });

  describe('the invitation link', () => {
    it('sets a password once, after which the user signs in and the link is spent', async () => {
      const admin = await t.agent('admin');
      await admin.post('/api/admin/users').send(newUser('invitee@example.co.za')).expect(201);
      await t.app.services.mailQueue.drain();
      const token = invitationTokenFor(t.config.outboxDir, 'invitee@example.co.za');
      await t.request.post('/api/auth/login').send({ email: 'invitee@example.co.za', password: 'Invitee2026' }).expect(401);

      const preview = await graphql(t.request, 'query ($token: String!) { invitation(token: $token) { email firstName } }', {
        token,
      }).expect(200);
      expect(preview.body.data.invitation).toEqual({ email: 'invitee@example.co.za', firstName: 'Naledi' });

      const set = 'mutation ($input: SetPasswordInput!) { setPasswordWithInvitation(input: $input) { email } }';
      const accepted = await graphql(t.request, set, { input: { token, password: 'Invitee2026' } }).expect(200);
      expect(accepted.body.data.setPasswordWithInvitation.email).toBe('invitee@example.co.za');
      await t.request.post('/api/auth/login').send({ email: 'invitee@example.co.za', password: 'Invitee2026' }).expect(200);

      const again = await graphql(t.request, set, { input: { token, password: 'Another2026x' } }).expect(200);
      expect(again.body.errors[0].extensions.fieldErrors[0].path).toBe('token');
    });

    it('refuses a weak password with a field error and keeps the link usable', async () => {
      const admin = await t.agent('admin');
      await admin.post('/api/admin/users').send(newUser('weak@example.co.za')).expect(201);
      await t.app.services.mailQueue.drain();
      const token = invitationTokenFor(t.config.outboxDir, 'weak@example.co.za');
      const weak = await graphql(t.request, 'mutation ($input: SetPasswordInput!) { setPasswordWithInvitation(input: $input) { email } }', {
        input: { token, password: 'short' },
      });
      expect(weak.body.errors[0].extensions.fieldErrors).toEqual(
        expect.arrayContaining([{ path: 'password', message: 'Password must be at least 10 characters' }]),
      );
      await t.app.services.invitations.accept({ token, password: 'LongEnough2026' }, {});
    });

    it('refuses an expired link', async () => {
      const admin = await t.agent('admin');
      await admin.post('/api/admin/users').send(newUser('late@example.co.za')).expect(201);
      await t.app.services.mailQueue.drain();
      const token = invitationTokenFor(t.config.outboxDir, 'late@example.co.za');
      const afterExpiry = new Date(Date.now() + INVITATION_LIFETIME_MS + 60_000);
      await expect(t.app.services.invitations.accept({ token, password: 'LongEnough2026' }, {}, afterExpiry)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    });
  });

  describe('replacing roles', () => {
    const rolesOf = async (userId: string) => {
      const response = await (await t.agent('admin')).get('/api/admin/users').expect(200);
      return response.body
        .find((user: { id: string }) => user.id === userId)
        .roles.map((role: { name: string }) => role.name)
        .sort();
    };

    it('replaces the whole set and records who did it', async () => {
      const admin = await t.agent('admin');
      const response = await admin
        .put(`/api/admin/users/${demoUserIds.advisor}/roles`)
        .send({ roleNames: ['advisor', 'client'] })
        .expect(200);
      expect(response.body.roles.map((role: { name: string }) => role.name).sort()).toEqual(['advisor', 'client']);
      expect(await rolesOf(demoUserIds.advisor)).toEqual(['advisor', 'client']);
      const entries = await t.database.dataSource
        .getRepository(AuditLog)
        .findBy({ action: 'user.roles_update', resourceId: demoUserIds.advisor });
      expect(entries.at(-1)?.details).toEqual({ email: 'advisor@example.com', from: ['advisor'], to: ['advisor', 'client'] });
      await admin
        .put(`/api/admin/users/${demoUserIds.advisor}/roles`)
        .send({ roleNames: ['advisor'] })
        .expect(200);
    });

    it('lets only a superadmin grant or remove superadmin', async () => {
      const response = await (
        await t.agent('admin')
      )
        .put(`/api/admin/users/${demoUserIds.advisor}/roles`)
        .send({ roleNames: ['advisor', 'superadmin'] })
        .expect(403);
      expect(response.body.message).toBe('Only a superadmin can grant or remove the superadmin role');
      await (
        await t.agent('superadmin')
      )
        .put(`/api/admin/users/${demoUserIds.advisor}/roles`)
        .send({ roleNames: ['advisor', 'superadmin'] })
        .expect(200);
      await (
        await t.agent('admin')
      )
        .put(`/api/admin/users/${demoUserIds.advisor}/roles`)
        .send({ roleNames: ['advisor'] })
        .expect(403);
      await (
        await t.agent('superadmin')
      )
        .put(`/api/admin/users/${demoUserIds.advisor}/roles`)
        .send({ roleNames: ['advisor'] })
        .expect(200);
    });

    it('never removes the last superadmin', async () => {
      const superadmin = await t.agent('superadmin');
      const others = (
        await graphql(superadmin, '{ users(filter: { roleName: SUPERADMIN }) { nodes { id } } }').expect(200)
      ).body.data.users.nodes.filter((user: { id: string }) => user.id !== demoUserIds.superadmin);
      for (const other of others)
        await superadmin
          .put(`/api/admin/users/${other.id}/roles`)
          .send({ roleNames: ['admin'] })
          .expect(200);
      const response = await (
        await t.agent('superadmin')
      )
        .put(`/api/admin/users/${demoUserIds.superadmin}/roles`)
        .send({ roleNames: ['admin'] })
        .expect(400);
      expect(response.body.errors).toEqual([{ path: 'roleNames', message: 'The last superadmin cannot lose the superadmin role' }]);
    });

    it('never lets administrators remove their own administrator rights', async () => {
      const response = await (
        await t.agent('admin')
      )
        .put(`/api/admin/users/${demoUserIds.admin}/roles`)
        .send({ roleNames: ['client'] })
        .expect(400);
      expect(response.body.errors).toEqual([{ path: 'roleNames', message: 'You cannot remove your own administrator rights' }]);
    });

    it('answers 404 for an unknown user and 400 for an unknown role', async () => {
      await (
        await t.agent('admin')
      )
        .put('/api/admin/users/no-such-user/roles')
        .send({ roleNames: ['client'] })
        .expect(404);
      const response = await (
        await t.agent('admin')
      )
        .put(`/api/admin/users/${demoUserIds.client}/roles`)
        .send({ roleNames: ['emperor'] })
        .expect(400);
      expect(response.body.errors[0].path).toBe('roleNames.0');
    });

    it('refuses a list longer than there are roles, naming it, in both APIs', async () => {
      const admin = await t.agent('admin');
      const rest = await admin
        .put(`/api/admin/users/${demoUserIds.client}/roles`)
        .send({ roleNames: ['client', 'client', 'advisor', 'advisor', 'client'] })
        .expect(400);
      expect(rest.body.errors).toEqual([{ path: 'roleNames', message: 'Choose at most 4 roles' }]);
      const graph = await graphql(
        admin,
        'mutation ($id: ID!) { setUserRoles(userId: $id, roleNames: [CLIENT, CLIENT, ADVISOR, ADVISOR, CLIENT]) { id } }',
        { id: demoUserIds.client },
      ).expect(200);
      expect(graph.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ path: 'roleNames', message: 'Choose at most 4 roles' }],
      });
    });

    it('does the same through GraphQL', async () => {
      const response = await graphql(
        await t.agent('admin'),
        'mutation ($id: ID!) { setUserRoles(userId: $id, roleNames: [CLIENT, ADVISOR]) { id roleNames } }',
        { id: demoUserIds.secondClient },
      ).expect(200);
      expect(response.body.data.setUserRoles.roleNames.sort()).toEqual(['ADVISOR', 'CLIENT']);
    });
  });

  describe('listing users', () => {
    const USERS =
      'query ($filter: UserFilter, $first: Int, $after: String) { users(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { email roles { name } } } }';

    it('pages through users with a total count', async () => {
      const admin = await t.agent('admin');
      const first = (await graphql(admin, USERS, { first: 2 }).expect(200)).body.data.users;
      expect(first.nodes).toHaveLength(2);
      expect(first.totalCount).toBeGreaterThan(2);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const second = (await graphql(admin, USERS, { first: 2, after: first.pageInfo.endCursor }).expect(200)).body.data.users;
      expect(second.nodes.map((node: { email: string }) => node.email)).not.toEqual(
        first.nodes.map((node: { email: string }) => node.email),
      );
    });

    it('filters by text and by role', async () => {
      const admin = await t.agent('admin');
      const byText = (await graphql(admin, USERS, { filter: { search: 'ADVISOR@' } }).expect(200)).body.data.users;
      expect(byText.nodes.map((node: { email: string }) => node.email)).toEqual(['advisor@example.com']);
      const byRole = (await graphql(admin, USERS, { filter: { roleName: 'SUPERADMIN' } }).expect(200)).body.data.users;
      expect(byRole.nodes.map((node: { email: string }) => node.email)).toContain('superadmin@example.com');
      expect(byRole.nodes.every((node: { roles: { name: string }[] }) => node.roles.some((role) => role.name === 'superadmin'))).toBe(true);
    });

    it('refuses a page size over 100 and a forged cursor', async () => {
      const admin = await t.agent('admin');
      expect((await graphql(admin, USERS, { first: 500 })).body.errors[0].extensions.fieldErrors).toEqual([
        { path: 'first', message: 'first must be at most 100' },
      ]);
      expect((await graphql(admin, USERS, { after: 'bm90LWEtY3Vyc29y' })).body.errors[0].extensions.fieldErrors).toEqual([
        { path: 'after', message: 'after is not a cursor from this list' },
      ]);
    });

    it('loads the roles of a whole page in a fixed number of statements', async () => {
      const admin = await t.agent('admin');
      await graphql(admin, USERS, { first: 1 }); // warm up the session lookups
      const small = await countQueries(t.database.dataSource, () => graphql(admin, USERS, { first: 2 }).expect(200));
      const large = await countQueries(t.database.dataSource, () => graphql(admin, USERS, { first: 10 }).expect(200));
      expect(large.count).toBe(small.count);
    });
  });

  it('keeps the demo password working for the seeded accounts', async () => {
    await t.request.post('/api/auth/login').send({ email: 'client@example.com', password: DEMO_PASSWORD }).expect(200);
  });
});
