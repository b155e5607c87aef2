import { testDatabaseTargets } from '../../test/database';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app';
import { readOutbox } from '../../test/outbox';
import { TwoStepEnrolment } from '../../accounts/two-step-enrolment.entity';
import { RecoveryCode } from './recovery-code.entity';
import { auditEntries, codeAt, enrol, passwordOnly, signedInUser } from './two-step-test-kit';

describe.each(testDatabaseTargets)('setting up two-step sign-in ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  it('starts with a secret as text, its otpauth link and a QR code drawn as SVG', async () => {
    const { agent, email } = await signedInUser(t, 'enrol-start');
    expect((await agent.get('/api/auth/two-step').expect(200)).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const { body } = await agent.post('/api/auth/two-step/enrolment').expect(200);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toBe(
      `otpauth://totp/Khanya%20Tax%20%26%20Advisory:${encodeURIComponent(email)}?secret=${body.secret}&issuer=Khanya%20Tax%20%26%20Advisory`,
    );
    expect(body.qrCodeSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s);
    // Not on until a code confirms it: the password alone still signs in.
    await t.request.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
  });

  it('turns on with a current code, answers ten one-time recovery codes and keeps only their hashes', async () => {
    const { agent, userId } = await signedInUser(t, 'enrol-confirm');
    const { secret, recoveryCodes } = await enrol(agent);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const status = (await agent.get('/api/auth/two-step').expect(200)).body;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    const stored = await t.database.dataSource.getRepository(RecoveryCode).findBy({ userId });
    expect(stored.map((row) => row.codeHash).sort()).not.toContain(recoveryCodes[0]);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
    const enrolment = await t.database.dataSource.getRepository(TwoStepEnrolment).findOneByOrFail({ userId });
    expect(enrolment.secretCiphertext).not.toContain(secret);
    expect(enrolment.secretCiphertext).toMatch(/^v1\./);
    expect(await auditEntries(t, 'auth.two_step_enabled', userId)).toHaveLength(1);
  });

  it('refuses a wrong code at confirmation, naming the field, and stays off', async () => {
    const { agent } = await signedInUser(t, 'enrol-wrong');
    const { body } = await agent.post('/api/auth/two-step/enrolment').expect(200);
    const wrong = codeAt(body.secret) === '000000' ? '111111' : '000000';
    const refused = await agent.post('/api/auth/two-step/enrolment/confirm').send({ code: wrong }).expect(400);
    expect(refused.body.errors).toEqual([{ path: 'code', message: expect.stringContaining('not valid') }]);
    expect((await agent.get('/api/auth/two-step').expect(200)).body.enabled).toBe(false);
  });

  it.each([
    [{}, 'Enter the 6-digit code from your authenticator app'],
    [{ code: '12345' }, 'Enter the 6-digit code from your authenticator app'],
    [{ code: 'abcd-efgh-jkmn' }, 'Enter the 6-digit code from your authenticator app'],
    [{ code: 123456 }, 'Enter the 6-digit code from your authenticator app'],
  ])('refuses confirmation input %p with a 400 naming the code', async (input, message) => {
    const { agent } = await signedInUser(t, `enrol-bad-${Math.random().toString(36).slice(2, 8)}`);
    await agent.post('/api/auth/two-step/enrolment').expect(200);
    const { body } = await agent.post('/api/auth/two-step/enrolment/confirm').send(input).expect(400);
    expect(body.errors).toEqual([{ path: 'code', message }]);
  });

  it('answers 401 to enrolment without a session, and 409 to setting it up twice', async () => {
    await t.request.post('/api/auth/two-step/enrolment').expect(401);
    await t.request.get('/api/auth/two-step').expect(401);
    const { agent } = await signedInUser(t, 'enrol-twice');
    await enrol(agent);
    const again = await agent.post('/api/auth/two-step/enrolment').expect(409);
    expect(again.body).toMatchObject({ message: 'Two-step sign-in is already on for this account.' });
  });

  it('gives ten new recovery codes for a current code; the old ones stop working', async () => {
    const { agent, email } = await signedInUser(t, 'enrol-renew');
    const { secret, recoveryCodes: old } = await enrol(agent);
    const { body } = await agent
      .post('/api/auth/two-step/recovery-codes')
      .send({ code: codeAt(secret, 1) })
      .expect(200);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.recoveryCodes).not.toContain(old[0]);
    const browser = await passwordOnly(t, email);
    await browser.post('/api/auth/login/two-step').send({ code: old[0] }).expect(400);
    await browser.post('/api/auth/login/two-step').send({ code: body.recoveryCodes[0] }).expect(200);
  });

  it('turns off with the password and a code, tells the owner by e-mail, and the password alone signs in again', async () => {
    const { agent, email, userId } = await signedInUser(t, 'enrol-off');
    const { recoveryCodes } = await enrol(agent);
    const wrongPassword = await agent.post('/api/auth/two-step/disable').send({ password: 'nope', code: recoveryCodes[0] }).expect(400);
    expect(wrongPassword.body.errors).toEqual([{ path: 'password', message: 'Password is incorrect' }]);
    const missing = await agent.post('/api/auth/two-step/disable').send({ password: DEMO_PASSWORD }).expect(400);
    expect(missing.body.errors).toEqual([
      { path: 'code', message: 'Enter the 6-digit code from your authenticator app, or a recovery code' },
    ]);
    await agent.post('/api/auth/two-step/disable').send({ password: DEMO_PASSWORD, code: recoveryCodes[1] }).expect(200);
    expect((await agent.get('/api/auth/two-step').expect(200)).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await t.database.dataSource.getRepository(RecoveryCode).countBy({ userId })).toBe(0);
    expect(await auditEntries(t, 'auth.two_step_disabled', userId)).toHaveLength(1);
    await t.app.services.mailQueue.drain();
    expect(
      readOutbox(t.config.outboxDir).some((mail) => mail.includes(`To: ${email}`) && mail.includes('Two-step sign-in was turned off')),
    ).toBe(true);
    const login = await t.request.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
    expect(login.body.user.email).toBe(email);
  });
});
