import { testDatabaseTargets } from '../../test/database';
import { createTestApp, DEMO_PASSWORD, demoEmails, graphql, type TestApp } from '../../test/test-app';
import { linkTokenFor, readOutbox } from '../../test/outbox';
import { CHROME_ON_WINDOWS, signedInClient } from '../../test/signed-in-client';
import { PASSWORD_CHANGED, PASSWORD_RESET_DONE, PASSWORD_RESET_REQUESTED } from '../../../../validation/password-texts';
import { PASSWORD_RESET_LIFETIME_MS, passwordLimits } from './passwords.service';

const NEW_PASSWORD = 'A-new-password-42';
const ME = '{ me { email } }';

describe.each(testDatabaseTargets)('forgotten and changed passwords ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so each test can ask from an address of its own (X-Forwarded-For).
    t = await createTestApp(target, { TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const outbox = () => readOutbox(t.config.outboxDir);
  const resetTokenFor = (email: string) => linkTokenFor(t.config.outboxDir, email, 'reset-password');
  const askForReset = async (email: string, from: string, status = 200) => {
    const response = await t.request.post('/api/auth/forgot-password').set('X-Forwarded-For', from).send({ email }).expect(status);
    await t.app.services.passwords.settled();
    await t.app.services.mailQueue.drain();
    return response;
  };
  const signIn = (email: string, password: string) => t.request.post('/api/auth/login').send({ email, password });
  const signedInAs = async (agent: Awaited<ReturnType<TestApp['agent']>>) => (await graphql(agent, ME).expect(200)).body.data.me;

  const freshClient = (name: string, sessions = 1) => signedInClient(t, name, Array(sessions).fill(CHROME_ON_WINDOWS));

  describe('forgot password', () => {
    it('answers the same for a known and an unknown address, and mails a link only to the known one', async () => {
      const mailsBefore = outbox().length;
      const known = await askForReset(demoEmails.client, '198.51.100.1');
      const unknown = await askForReset('nobody-here@example.com', '198.51.100.1');
      expect(known.body).toMatchObject({ message: PASSWORD_RESET_REQUESTED });
      expect(unknown.body).toEqual(known.body);

      const sent = outbox().slice(mailsBefore);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain(`To: ${demoEmails.client}`);
      expect(sent[0]).toContain('expires in 30 minutes');
      expect(resetTokenFor(demoEmails.client)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    });

    it('answers the same through GraphQL', async () => {
      const response = await graphql(t.request, 'mutation { requestPasswordReset(email: "nobody@example.com") }').expect(200);
      expect(response.body).toEqual({ data: { requestPasswordReset: true } });
    });

    it('names the field of a malformed address', async () => {
      const response = await t.request.post('/api/auth/forgot-password').send({ email: 'not-an-address' }).expect(400);
      expect(response.body.errors).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
    });

    it('resets the password once with the link, signs out every session, and the old password stops working', async () => {
      const { email, agents } = await freshClient('reset-once', 2);
      await askForReset(email, '198.51.100.2');
      const token = resetTokenFor(email);

      const reset = await t.request.post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD }).expect(200);
      expect(reset.body).toMatchObject({ message: PASSWORD_RESET_DONE });
      for (const agent of agents) expect(await signedInAs(agent)).toBeNull();

      await signIn(email, DEMO_PASSWORD).expect(401);
      await signIn(email, NEW_PASSWORD).expect(200);
      const again = await t.request.post('/api/auth/reset-password').send({ token, password: 'Yet-another-pass-7' }).expect(400);
      expect(again.body.errors).toEqual([
        { path: 'token', message: 'This link has expired or has already been used. Ask for a new one on the sign-in page.' },
      ]);
      await t.app.services.mailQueue.drain();
      expect(outbox().at(-1)).toContain('Subject: Your Khanya client portal password was changed');
    });

    it('refuses a link after 30 minutes', async () => {
      const { email } = await freshClient('reset-late');
      await askForReset(email, '198.51.100.3');
      const token = resetTokenFor(email);
      const later = new Date(Date.now() + PASSWORD_RESET_LIFETIME_MS + 1000);
      await expect(
        t.app.services.passwords.resetWithLink({ token, password: NEW_PASSWORD }, { ipAddress: null, userAgent: null }, later),
      ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
      await signIn(email, DEMO_PASSWORD).expect(200);
    });

    it('never takes an invitation link for a reset, or a reset link for an invitation', async () => {
      const { email } = await freshClient('reset-purpose');
      await askForReset(email, '198.51.100.4');
      const resetToken = resetTokenFor(email);
      const SET_PASSWORD = 'mutation Set($input: SetPasswordInput!) { setPasswordWithInvitation(input: $input) { email } }';
      const asInvitation = await graphql(t.request, SET_PASSWORD, { input: { token: resetToken, password: NEW_PASSWORD } });
      expect(asInvitation.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      await signIn(email, DEMO_PASSWORD).expect(200);

      const admin = await t.agent('admin');
      const invited = 'invited-purpose@example.com';
      await admin
        .post('/api/admin/users')
        .send({ email: invited, firstName: 'Lwazi', lastName: 'Dube', roleNames: ['client'] })
        .expect(201);
      await t.app.services.mailQueue.drain();
      const invitationToken = linkTokenFor(t.config.outboxDir, invited, 'set-password');
      const asReset = await t.request.post('/api/auth/reset-password').send({ token: invitationToken, password: NEW_PASSWORD }).expect(400);
      expect(asReset.body.errors).toEqual([expect.objectContaining({ path: 'token' })]);
    });

    it('limits requests per account and per address with 429 and Retry-After', async () => {
      const email = 'limited-account@example.com';
      for (let i = 0; i < passwordLimits.resetRequestsPerAccount; i++) await askForReset(email, `192.0.2.${10 + i}`);
      const perAccount = await askForReset(email, '192.0.2.50', 429);
      expect(perAccount.body.message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes\.$/);
      expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(0);

      const from = '192.0.2.99';
      for (let i = 0; i < passwordLimits.resetRequestsPerAddress; i++) await askForReset(`someone-${i}@example.com`, from);
      await askForReset('one-more@example.com', from, 429);
    });
  });

  describe('change password', () => {
    it('needs the current password, keeps this session and signs out the others', async () => {
      const { email, agents } = await freshClient('change-pass', 2);
      const [here, elsewhere] = agents;

      const wrong = await here.post('/api/auth/change-password').send({ currentPassword: 'not-it', newPassword: NEW_PASSWORD }).expect(400);
      expect(wrong.body.errors).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
      expect(await signedInAs(elsewhere)).toEqual({ email });

      const changed = await here
        .post('/api/auth/change-password')
        .send({ currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD })
        .expect(200);
      expect(changed.body).toMatchObject({ message: PASSWORD_CHANGED });
      expect(await signedInAs(here)).toEqual({ email });
      expect(await signedInAs(elsewhere)).toBeNull();
      await signIn(email, DEMO_PASSWORD).expect(401);
      await signIn(email, NEW_PASSWORD).expect(200);
    });

    it('works through GraphQL and names the field of a weak or unchanged password', async () => {
      const { agents } = await freshClient('change-graphql');
      const [agent] = agents;
      const CHANGE = 'mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }';
      const weak = await graphql(agent, CHANGE, { input: { currentPassword: DEMO_PASSWORD, newPassword: 'short' } }).expect(200);
      expect(weak.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: expect.arrayContaining([expect.objectContaining({ path: 'newPassword' })]),
      });
      const same = await graphql(agent, CHANGE, { input: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD } }).expect(200);
      expect(same.body.errors[0].extensions.fieldErrors).toEqual([
        { path: 'newPassword', message: 'Choose a password different from your current one' },
      ]);
      const done = await graphql(agent, CHANGE, { input: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD } }).expect(200);
      expect(done.body).toEqual({ data: { changePassword: true } });
    });

    it('is for signed-in users only', async () => {
      await t.request.post('/api/auth/change-password').send({ currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }).expect(401);
    });

    it('stops guessing the current password after a few wrong ones', async () => {
      const { agents } = await freshClient('change-guess');
      const [agent] = agents;
      for (let i = 0; i < passwordLimits.wrongCurrentPasswords; i++)
        await agent
          .post('/api/auth/change-password')
          .send({ currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD })
          .expect(400);
      await agent.post('/api/auth/change-password').send({ currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }).expect(429);
    });
  });
});
