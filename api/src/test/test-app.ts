import path from 'node:path';
import argon2 from 'argon2';
import type TestAgent from 'supertest/lib/agent';
import { loadConfig, type AppConfig } from '../config';
import { createApp, type App } from '../composition/app';
import { seedDatabase } from '../demo';
import { createTestDatabase, type TestDatabase } from './database';
import { checkedAgent, checkedRequest } from './checked-requests';

export const DEMO_PASSWORD = 'Demo@12345';
export const demoEmails = {
  superadmin: 'superadmin@example.com',
  admin: 'admin@example.com',
  advisor: 'advisor@example.com',
  client: 'client@example.com',
} as const;
export type DemoAccount = keyof typeof demoEmails;

export interface TestApp {
  app: App;
  config: AppConfig;
  database: TestDatabase;
  /** Every answer under /api is held to the OpenAPI document (checked-requests.ts), as the agents' are. */
  request: TestAgent;
  /** A cookie-keeping agent, already signed in as the demo account when one is named. */
  agent(as?: DemoAccount): Promise<TestAgent>;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO: 'true',
    SESSION_SECRET: 'a-test-session-secret-of-decent-length',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Every suite's requests come from one address and a few demo users, far faster than people:
    // the general budgets are the rate-limit suites' own (http/request-budget.test.ts), set small there.
    SESSION_RATE_LIMIT_PER_MINUTE: '1000000',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '1000000',
    ...overrides,
  });
}

export interface TestAppOptions {
  /** Writes a stand-in for the web build into the folder given (`<data dir>/web-dist`), which the app then serves. */
  webBuild?: (webDistDir: string) => void;
}

let cheapHash: Promise<string> | undefined;

/**
 * The demo password hashed with argon2id at the lowest cost, for every account the tests make:
 * at the production cost (docs/product.md) each hash and each sign-in takes a few hundred
 * milliseconds on two busy cores, and the suites make and sign in thousands. Signing in verifies
 * with the cost written in the hash, so the code under test is the same; the production cost
 * itself is tested in auth/password.test.ts.
 */
export function testPasswordHash(): Promise<string> {
  cheapHash ??= argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  return cheapHash;
}

/** The real app over a fresh, migrated and demo-seeded database (one per suite). */
export async function createTestApp(
  target: { url?: string },
  overrides: Record<string, string> = {},
  { webBuild }: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(target);
  const webDist = path.join(database.dataDir, 'web-dist');
  webBuild?.(webDist);
  const config = testConfig(database.dataDir, webBuild ? { WEB_DIST_DIR: webDist, ...overrides } : overrides);
  await seedDatabase(database.dataSource, { demo: true, twoStepKey: config.twoStepKey, demoPasswordHash: await testPasswordHash() });
  const app = await createApp(config, database.dataSource);
  return {
    app,
    config,
    database,
    request: checkedRequest(app.express),
    async agent(as) {
      const agent = checkedAgent(app.express);
      if (as) await agent.post('/api/auth/login').send({ email: demoEmails[as], password: DEMO_PASSWORD }).expect(200);
      return agent;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** POSTs a GraphQL operation the way a browser would (JSON, with the CSRF-safe content type). */
export function graphql(agent: TestAgent, query: string, variables?: Record<string, unknown>) {
  return agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
}
