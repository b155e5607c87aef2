import { checkedAgent } from './checked-requests';
import type TestAgent from 'supertest/lib/agent';
import { Role } from '../accounts/role.entity';
import { UserRole } from '../accounts/user-role.entity';
import { User } from '../accounts/user.entity';
import { DEMO_PASSWORD, testPasswordHash, type TestApp } from './test-app';

/** A signed-in agent for any account with the demo password. */
export async function agentFor(t: TestApp, email: string): Promise<TestAgent> {
  const agent = checkedAgent(t.app.express);
  await agent.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
  return agent;
}

/** A further user holding `role`, with the demo password. */
export async function createUser(t: TestApp, role: 'advisor' | 'client', names: { email: string; firstName: string; lastName: string }) {
  const manager = t.database.dataSource.manager;
  const user = await manager
    .getRepository(User)
    .save(manager.getRepository(User).create({ ...names, passwordHash: await testPasswordHash(), isActive: true }));
  const roleRow = await manager.getRepository(Role).findOneByOrFail({ name: role });
  await manager.getRepository(UserRole).insert({ userId: user.id, roleId: roleRow.id });
  return user.id;
}
