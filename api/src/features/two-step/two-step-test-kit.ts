import { generateSync } from 'otplib';
import type TestAgent from 'supertest/lib/agent';
import { checkedAgent } from '../../test/checked-requests';
import { AuditLog } from '../audit/audit-log.entity';
import { createUser } from '../../test/people';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app';

/**
 * The code an authenticator app shows `steps` 30-second steps from now. The server accepts the
 * step before and after its own, and each step once: a test that uses a code for step 0 then
 * one for step 1 needs no clock, whichever side of a step boundary the requests fall.
 */
export function codeAt(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** A new user of a test's own, and a browser that has signed in as them with the password. */
export async function signedInUser(t: TestApp, name: string, role: 'client' | 'advisor' = 'client') {
  const email = `${name}@example.com`;
  const userId = await createUser(t, role, { email, firstName: 'Zanele', lastName: 'Mthembu' });
  const agent = checkedAgent(t.app.express);
  await agent.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
  return { email, userId, agent };
}

/** Sets up two-step sign-in on the Security tab's REST entry point: the secret and the ten recovery codes. */
export async function enrol(agent: TestAgent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await agent.post('/api/auth/two-step/enrolment').expect(200);
  const confirmed = await agent
    .post('/api/auth/two-step/enrolment/confirm')
    .send({ code: codeAt(started.body.secret) })
    .expect(200);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/** A fresh browser through the password: held for its second step. */
export async function passwordOnly(t: TestApp, email: string): Promise<TestAgent> {
  const agent = checkedAgent(t.app.express);
  const response = await agent.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
  if (response.body.nextStep !== 'code') throw new Error(`Expected a second step for ${email}, got ${JSON.stringify(response.body)}`);
  return agent;
}

/** The audit entries of one action about one user, oldest first. */
export function auditEntries(t: TestApp, action: string, resourceId: string) {
  return t.database.dataSource.getRepository(AuditLog).find({ where: { action, resourceId }, order: { createdAt: 'ASC' } });
}
