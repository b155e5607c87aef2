import type TestAgent from 'supertest/lib/agent';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { demoId, demoUserIds } from '../../demo/ids';
import { demoChecklistIds } from '../../demo/demo-document-requests';
import type { TestApp } from '../../test/test-app';
import { Notification } from '../notifications/notification.entity';
import { DocumentRequest } from './document-request.entity';

export const { client: CLIENT_ID, secondClient: SECOND_CLIENT_ID, advisor: ADVISOR_ID, admin: ADMIN_ID } = demoUserIds;
export { demoChecklistIds };
export const DEMO_OPEN_REQUEST_ID = demoId('document-request', 'payroll-summary');
export const DEMO_OVERDUE_REQUEST_ID = demoId('document-request', 'fixed-asset-register');

const DAY_MS = 24 * 60 * 60 * 1000;
/** The SAST calendar day `days` from today, YYYY-MM-DD. */
export const dayFromToday = (days: number, now = new Date()) => todayInSouthAfrica(new Date(now.getTime() + days * DAY_MS));

/** POST /api/document-requests for one document, answering the created request. */
export async function askFor(agent: TestAgent, fields: Record<string, unknown> = {}) {
  const response = await agent
    .post('/api/document-requests')
    .send({
      clientId: CLIENT_ID,
      title: 'Bank statements March to May',
      category: 'financial-statements',
      dueDate: dayFromToday(7),
      ...fields,
    })
    .expect(201);
  return response.body as { id: string; title: string; status: string };
}

export const requestRow = (t: TestApp, id: string) => t.database.dataSource.getRepository(DocumentRequest).findOneByOrFail({ id });

export const documentNotices = (t: TestApp, userId: string, title: string) =>
  t.database.dataSource.getRepository(Notification).find({ where: { userId, category: 'document', title }, order: { createdAt: 'ASC' } });
