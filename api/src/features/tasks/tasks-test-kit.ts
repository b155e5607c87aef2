import { checkedAgent } from '../../test/checked-requests';
import type TestAgent from 'supertest/lib/agent';
import { demoEngagementIds, demoServiceIds } from '../../demo/demo-portal';
import { demoId, demoUserIds } from '../../demo/ids';
import { DEMO_PASSWORD, testPasswordHash, type TestApp } from '../../test/test-app';
import { Engagement } from '../engagements/engagement.entity';
import { Role } from '../../accounts/role.entity';
import { UserRole } from '../../accounts/user-role.entity';
import { User } from '../../accounts/user.entity';
import { Task } from './task.entity';

/** The demo data the engagement and task tests name (api/src/db/seed/demo-portal.ts, demo-tasks.ts). */
export const { client: CLIENT_ID, secondClient: SECOND_CLIENT_ID, advisor: ADVISOR_ID } = demoUserIds;
export const engagementIds = demoEngagementIds;
export const serviceIds = demoServiceIds;
export const taskIds = {
  signLetter: demoId('task', 'sign-engagement-letter'),
  bankStatements: demoId('task', 'upload-bank-statements'),
  assetRegister: demoId('task', 'fixed-asset-register'),
  reviewDraft: demoId('task', 'review-draft-afs'),
  approveVat: demoId('task', 'approve-vat201'),
  payrollReport: demoId('task', 'payroll-report'),
  logbooks: demoId('task', 'vehicle-logbooks'),
  patelDocuments: demoId('task', 'patel-supporting-documents'),
};

/** The demo client's engagement titles, most recently started first. */
export const clientEngagementTitles = [
  '2025 Annual Financial Statements & ITR14',
  'Fleet Cost & Cash-Flow Review',
  'CIPC Annual Return & B-BBEE Affidavit',
  'CIDB Tender Readiness Pack',
  'Monthly Bookkeeping & VAT201 Returns',
];

/** A cookie-keeping agent signed in with any account's e-mail and the demo password. */
export async function agentFor(t: TestApp, email: string): Promise<TestAgent> {
  const agent = checkedAgent(t.app.express);
  await agent.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
  return agent;
}

/** Another advisor, serving nobody yet (password: the demo password). */
export async function createAdvisor(t: TestApp, firstName: string, lastName: string): Promise<{ id: string; email: string }> {
  const dataSource = t.database.dataSource;
  const users = dataSource.getRepository(User);
  const user = users.create({
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    firstName,
    lastName,
    passwordHash: await testPasswordHash(),
    isActive: true,
  });
  await users.save(user);
  const advisorRole = await dataSource.getRepository(Role).findOneByOrFail({ name: 'advisor' });
  await dataSource.getRepository(UserRole).insert({ userId: user.id, roleId: advisorRole.id, assignedAt: new Date() });
  return { id: user.id, email: user.email };
}

export async function addEngagement(t: TestApp, fields: Partial<Engagement> & Pick<Engagement, 'clientId' | 'title'>): Promise<Engagement> {
  const repository = t.database.dataSource.getRepository(Engagement);
  return repository.save(repository.create({ serviceId: serviceIds.tax, status: 'active', paidAmount: 0, ...fields }));
}

export async function addTask(t: TestApp, fields: Partial<Task> & Pick<Task, 'engagementId' | 'title'>): Promise<Task> {
  const repository = t.database.dataSource.getRepository(Task);
  return repository.save(repository.create({ status: 'pending', priority: 'medium', ...fields }));
}
