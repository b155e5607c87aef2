import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import type { Loaders } from '../context/services';
import { createRolesByUserIdLoader, createUserByIdLoader } from '../features/users/users.loaders';
import { createUserRelationAccess } from '../features/engagements/user-relations.access';
import { createEngagementLoaders } from '../features/engagements/engagements.loaders';
import { createTaskLoaders } from '../features/tasks/tasks.loaders';
import { createJobLoaders } from '../features/jobs/jobs.loaders';
import { createDocumentLoaders } from '../features/documents/documents.loaders';
import { createAppointmentLoaders } from '../features/appointments/appointments.loaders';
import { createCompanyLoaders } from '../features/profile/company.loaders';
import { createDocumentRequestLoaders } from '../features/document-requests/document-requests.loaders';
import { createTwoStepEnabledLoader } from '../features/two-step/two-step.loaders';
import { createMessageLoaders } from '../features/messages/messages.loaders';
import { createEngagementLetterLoaders } from '../features/engagement-letters/engagement-letters.loaders';
import { createOrganizerLoaders } from '../features/organizers/organizers.loaders';
import { createInvoiceLoaders } from '../features/billing/invoices.loaders';
import { createPaymentLoaders } from '../features/billing/payments.loaders';
import { createBillingPlanLoaders } from '../features/billing/billing-plans.loaders';

/**
 * Per-request DataLoaders: built for each request (and each subscription event's context) so no
 * cache outlives its viewer, and every edge of the graph costs one statement per list, not per row.
 */
export function createLoaders(dataSource: DataSource, viewer: Viewer | null, now = new Date()): Loaders {
  const access = createUserRelationAccess(dataSource, viewer);
  const engagements = createEngagementLoaders({ dataSource, viewer, access });
  const rolesByUserId = createRolesByUserIdLoader(dataSource);
  const userById = createUserByIdLoader(dataSource);
  // The viewer was read with their roles when the request began: no second read of either.
  if (viewer?.record) {
    userById.prime(viewer.id, viewer.record);
    const assigned = [...(viewer.record.userRoles ?? [])].sort((a, b) => a.assignedAt.getTime() - b.assignedAt.getTime());
    if (viewer.record.userRoles)
      rolesByUserId.prime(
        viewer.id,
        assigned.map((userRole) => userRole.role),
      );
  }
  return {
    now,
    access,
    rolesByUserId,
    userById,
    ...engagements,
    ...createTaskLoaders({
      dataSource,
      viewer,
      access,
      now,
      primeEngagement: (engagement) => void engagements.engagementById.prime(engagement.id, engagement),
    }),
    ...createJobLoaders({ dataSource, viewer, access, now }),
    ...createDocumentLoaders({ dataSource, access, now }),
    ...createAppointmentLoaders({ dataSource, viewer, access, now }),
    ...createCompanyLoaders({ dataSource, access }),
    ...createDocumentRequestLoaders({ dataSource, viewer, access }),
    twoStepEnabled: createTwoStepEnabledLoader(dataSource),
    ...createMessageLoaders({ dataSource }),
    ...createEngagementLetterLoaders({ dataSource, viewer, access }),
    ...createOrganizerLoaders({ dataSource, viewer, access }),
    ...createInvoiceLoaders({ dataSource, viewer, now }),
    ...createPaymentLoaders({ dataSource, viewer }),
    ...createBillingPlanLoaders({ dataSource, viewer }),
  };
}
