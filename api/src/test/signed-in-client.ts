import { checkedAgent } from './checked-requests';
import type TestAgent from 'supertest/lib/agent';
import { createUser } from './people';
import { DEMO_PASSWORD, type TestApp } from './test-app';

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * A new client of a test's own (password DEMO_PASSWORD) signed in once per browser named, each
 * agent a separate session sending its browser's User-Agent.
 */
export async function signedInClient(t: TestApp, name: string, browsers: string[] = [CHROME_ON_WINDOWS]) {
  const email = `${name}@example.com`;
  const userId = await createUser(t, 'client', { email, firstName: 'Thandi', lastName: 'Nkosi' });
  const agents: TestAgent[] = [];
  for (const browser of browsers) {
    const agent = checkedAgent(t.app.express).set('User-Agent', browser);
    await agent.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
    agents.push(agent);
  }
  return { email, userId, agents };
}
