import { ErasureRequest } from '../features/privacy/erasure-request.entity';
import type { DemoContext } from './context';
import { daysFrom, demoId } from './ids';
import { insertMissing } from './insert-missing';

/**
 * One erasure request already decided: the second demo client asked while her return was still
 * open, and was told why the firm could not erase her yet. Nobody is erased by the seed.
 */
export async function seedDemoErasureRequests({ manager, now, users }: DemoContext): Promise<void> {
  await insertMissing(manager, ErasureRequest, [
    {
      id: demoId('erasure-request', 'patel-declined'),
      userId: users.secondClient,
      reason: 'I am thinking of moving my bookkeeping elsewhere.',
      status: 'declined',
      decidedBy: users.admin,
      decidedAt: daysFrom(now, -3),
      decisionReason: 'Your 2026 provisional tax return is still being prepared; we must keep these records until it is filed.',
      createdAt: daysFrom(now, -5),
      updatedAt: daysFrom(now, -3),
    },
  ]);
}
