import { Task } from '../features/tasks/task.entity';
import type { DemoContext } from './context';
import { demoEngagementIds as e } from './demo-portal';
import { daysFrom, demoId, sastAt } from './ids';
import { insertMissing } from './insert-missing';

/**
 * Tasks on the demo engagements in every status and priority: one overdue (due three days
 * before `now`, not completed) and completed ones with their completion time.
 */
export async function seedDemoTasks({ manager, now, users }: DemoContext): Promise<void> {
  const advisor = users.advisor;
  const t = (key: string) => demoId('task', key);
  await insertMissing(manager, Task, [
    {
      id: t('sign-engagement-letter'),
      engagementId: e.annualFinancials,
      assignedTo: users.client,
      status: 'completed',
      priority: 'high',
      title: 'Sign the engagement letter',
      description: 'Sign and return the 2025 engagement letter for the annual financial statements.',
      dueDate: sastAt(now, -30, 17),
      completedAt: daysFrom(now, -31),
      estimatedHours: 0.5,
      actualHours: 0.25,
      createdAt: daysFrom(now, -35),
    },
    {
      id: t('upload-bank-statements'),
      engagementId: e.annualFinancials,
      assignedTo: users.client,
      status: 'pending',
      priority: 'high',
      title: 'Upload bank statements for the last three months of the year',
      description: 'Upload the business current account and credit card statements for December to February.',
      dueDate: sastAt(now, -3, 17),
      estimatedHours: 1,
      createdAt: daysFrom(now, -20),
    },
    {
      id: t('fixed-asset-register'),
      engagementId: e.annualFinancials,
      assignedTo: advisor,
      status: 'in_progress',
      priority: 'medium',
      title: 'Update the fixed asset register',
      description: 'Add the two trucks bought in October and calculate wear-and-tear allowances.',
      dueDate: sastAt(now, 7, 17),
      estimatedHours: 6,
      actualHours: 3.5,
      createdAt: daysFrom(now, -18),
    },
    {
      id: t('review-draft-afs'),
      engagementId: e.annualFinancials,
      assignedTo: users.client,
      status: 'pending',
      priority: 'medium',
      title: 'Review the draft financial statements',
      description: 'Read the draft and list any questions before the review meeting.',
      dueDate: sastAt(now, 14, 17),
      estimatedHours: 2,
      createdAt: daysFrom(now, -5),
    },
    {
      id: t('approve-vat201'),
      engagementId: e.bookkeeping,
      assignedTo: users.client,
      status: 'completed',
      priority: 'medium',
      title: 'Approve the VAT201 return',
      description: 'Approve the VAT201 before submission on SARS eFiling.',
      dueDate: sastAt(now, -6, 17),
      completedAt: daysFrom(now, -7),
      estimatedHours: 0.5,
      actualHours: 0.5,
      createdAt: daysFrom(now, -12),
    },
    {
      id: t('payroll-report'),
      engagementId: e.bookkeeping,
      assignedTo: users.client,
      status: 'pending',
      priority: 'low',
      title: 'Send the monthly payroll report',
      description: 'Payroll summary for the EMP201 reconciliation.',
      estimatedHours: 0.5,
      createdAt: daysFrom(now, -4),
    },
    {
      id: t('vehicle-logbooks'),
      engagementId: e.fleetReview,
      assignedTo: users.client,
      status: 'pending',
      priority: 'low',
      title: 'Provide the vehicle logbooks',
      description: 'Logbooks and fuel card reports for all 32 trucks for the last 12 months.',
      dueDate: sastAt(now, 21, 17),
      estimatedHours: 3,
      createdAt: daysFrom(now, -30),
    },
    {
      id: t('patel-supporting-documents'),
      engagementId: e.secondClientVat,
      assignedTo: users.secondClient,
      status: 'pending',
      priority: 'high',
      title: 'Upload VAT registration supporting documents',
      description: 'Bank confirmation letter, lease agreement and three months of invoices.',
      dueDate: sastAt(now, 5, 17),
      estimatedHours: 1,
      createdAt: daysFrom(now, -10),
    },
  ]);
}
