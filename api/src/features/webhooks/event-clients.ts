import type { EntityManager } from 'typeorm';
import { RoleName } from '../../accounts/roles';
import { UserRole } from '../../accounts/user-role.entity';
import type { WebhookEvent } from '../../../../validation/webhook-events';

/**
 * The client an event is about, kept with it (announced-event.entity.ts) so that an advisor's feed
 * lists the events of the clients they serve (event-feed.ts). Each payload names its client: a
 * document's owner, everything else's clientId. A message names its two parties, and the client is
 * the one who holds the client role (the recipient first: staff write to anyone, a client only to
 * staff). An enquiry from the website is about no client yet: null, for administrators only.
 */
export async function clientOfEvent(manager: EntityManager, event: WebhookEvent): Promise<string | null> {
  switch (event.type) {
    case 'contact_submission.created':
    case 'webhook.test':
      return null;
    case 'document.uploaded':
    case 'document.approved':
    case 'document.rejected':
      return event.data.ownerId;
    case 'message.received':
      return firstClientOf(manager, [event.data.recipientId, event.data.senderId]);
    case 'document_request.fulfilled':
    case 'appointment.scheduled':
    case 'appointment.cancelled':
    case 'engagement.created':
    case 'engagement.updated':
    case 'engagement_letter.sent':
    case 'engagement_letter.signed':
    case 'engagement_letter.declined':
    case 'organizer.sent':
    case 'organizer.submitted':
    case 'organizer.reopened':
    case 'organizer.cancelled':
    case 'job.created':
    case 'job.stage_changed':
    case 'job.completed':
    case 'invoice.issued':
    case 'invoice.overdue':
    case 'payment.received':
    case 'payment.refunded':
      return event.data.clientId;
  }
}

/** The first of the people who holds the client role, or null when none does (staff writing to staff). */
async function firstClientOf(manager: EntityManager, people: string[]): Promise<string | null> {
  const holders = await manager
    .getRepository(UserRole)
    .createQueryBuilder('userRole')
    .innerJoin('userRole.role', 'role', 'role.name = :client', { client: RoleName.CLIENT })
    .where('userRole.userId IN (:...people)', { people })
    .select('userRole.userId', 'userId')
    .getRawMany<{ userId: string }>();
  const clients = new Set(holders.map((holder) => holder.userId));
  return people.find((person) => clients.has(person)) ?? null;
}
