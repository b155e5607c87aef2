import { demoUserIds } from '../demo/ids';
import { demoServiceIds } from '../demo/demo-portal';
import { Engagement } from '../features/engagements/engagement.entity';
import { Notification } from '../features/notifications/notification.entity';
import type { TestApp } from './test-app';

/**
 * A new engagement of the demo client's, run by the demo advisor unless told otherwise: each test
 * that sends something for an engagement (a letter, an organizer) gets one of its own, with
 * nothing waiting on it.
 */
export async function newEngagement(t: TestApp, values: Partial<Engagement> = {}): Promise<Engagement> {
  const repository = t.database.dataSource.getRepository(Engagement);
  return repository.save(
    repository.create({
      clientId: demoUserIds.client,
      serviceId: demoServiceIds.tax,
      assignedTo: demoUserIds.advisor,
      title: 'Individual income tax return 2026',
      description: 'ITR12 for the 2026 year of assessment',
      status: 'active',
      startDate: new Date('2026-03-01T08:00:00Z'),
      dueDate: new Date('2026-10-20T15:00:00Z'),
      totalAmount: 12500,
      paidAmount: 0,
      ...values,
    }),
  );
}

/** A user's notifications of the engagement category with this title, oldest first. */
export const engagementNotices = (t: TestApp, userId: string, title: string) =>
  t.database.dataSource.getRepository(Notification).find({ where: { userId, category: 'engagement', title }, order: { createdAt: 'ASC' } });
