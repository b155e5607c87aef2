import { LessThan, type DataSource } from 'typeorm';
import { z } from 'zod';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { invalidInput } from '../../shared/errors';
import { pageSizeSchema, type PageInfo } from '../../shared/pagination';
import { parseInput } from '../../shared/validate';
import { scopesGrant } from '../../../../validation/api-token-scopes';
import { subscribableWebhookEventValues, type SubscribableWebhookEventType } from '../../../../validation/webhook-events';
import { SERVED_CLIENTS_SQL } from '../../accounts/served-clients';
import { AnnouncedEvent } from './announced-event.entity';
import { eventAreas } from './event-areas';

/** How long the feed keeps an event: a client away longer lists the records themselves again. */
export const EVENTS_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How old an event is before the feed lists it. Events are kept in order of their time (to the
 * second on MySQL) and id; a transaction that committed a moment after another, with an earlier
 * time, would otherwise fall behind a client's `after` and never be listed. No change here holds
 * its transaction open this long, so every event of a listed second has committed.
 */
export const EVENTS_SETTLE_SECONDS = 5;

/** An event as every endpoint was sent it: `{ id, type, timestamp, data }`. */
export type EventPayload = { id: string; type: SubscribableWebhookEventType; timestamp: string; data: Record<string, unknown> };

export interface EventPage {
  nodes: EventPayload[];
  pageInfo: PageInfo;
}

const EVENT_ID = /^evt_[A-Za-z0-9_-]{1,36}$/;
const GONE = `after names no event of the last ${EVENTS_KEPT_DAYS} days: list from the start (without after), or read the records themselves`;

const feedSchema = z.object({
  type: z
    .enum(subscribableWebhookEventValues, { message: 'type must be one of the event types (GET /api/openapi.json lists them)' })
    .nullish(),
  first: pageSizeSchema,
  after: z.string().max(40, 'after must be an event id (evt_…)').regex(EVENT_ID, 'after must be an event id (evt_…)').nullish(),
});

/**
 * The events of the last 30 days, oldest first, a page at a time (docs/integrations.md#the-events-feed):
 * the payloads the webhooks sent, for staff signed in and their API tokens with webhooks:read.
 * Administrators read every event; an advisor those about the clients they serve (the clients of
 * engagements assigned to them now, as GET /api/clients lists them), and of those clients' messages
 * only the ones they sent or received, never an event about no client; a token only those of the
 * areas it may read. `after` is the id of the last event the
 * caller has, so a client that stores it carries on where it stopped.
 */
export class EventFeed {
  constructor(private readonly dataSource: DataSource) {}

  private get events() {
    return this.dataSource.getRepository(AnnouncedEvent);
  }

  async list(viewer: Viewer | null, filter: unknown, now = new Date()): Promise<EventPage> {
    const signedIn = assertAllowed(viewer, staffRoles);
    const { type, first, after } = parseInput(feedSchema, filter ?? {});
    const types = visibleTypes(signedIn).filter((each) => !type || each === type);
    if (types.length === 0) return { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } };
    const query = this.events
      .createQueryBuilder('event')
      .where('event.type IN (:...types)', { types })
      .andWhere('event.createdAt >= :keptFrom', { keptFrom: new Date(now.getTime() - EVENTS_KEPT_DAYS * DAY_MS) })
      .andWhere('event.createdAt <= :settled', { settled: new Date(now.getTime() - EVENTS_SETTLE_SECONDS * 1000) });
    // A NULL clientId is IN nothing: an event about no client stays the administrators'.
    if (!hasAnyRole(signedIn, adminRoles)) {
      query.andWhere(`event.clientId IN (${SERVED_CLIENTS_SQL})`, { viewerId: signedIn.id });
      // A mailbox is its two parties' (messages.service.ts): an advisor hears only of messages they
      // sent or received, whose payload names them as senderId or recipientId (a UUID, quoted).
      query.andWhere("(event.type <> 'message.received' OR event.payload LIKE :party)", { party: `%"${signedIn.id}"%` });
    }
    if (after) {
      const last = await this.events.findOne({ where: { id: after }, select: { id: true, createdAt: true } });
      if (!last) throw invalidInput([{ path: 'after', message: GONE }]);
      query.andWhere('(event.createdAt > :lastAt OR (event.createdAt = :lastAt AND event.id > :lastId))', {
        lastAt: last.createdAt,
        lastId: last.id,
      });
    }
    const rows = await query
      .orderBy('event.createdAt', 'ASC')
      .addOrderBy('event.id', 'ASC')
      .limit(first + 1)
      .getMany();
    const nodes = rows.slice(0, first).map((row) => JSON.parse(row.payload) as EventPayload);
    return { nodes, pageInfo: { hasNextPage: rows.length > first, endCursor: nodes.at(-1)?.id ?? null } };
  }

  /** Deletes the events past the days the feed keeps them (a background job, every few minutes). */
  async purgeOld(now = new Date()): Promise<number> {
    const result = await this.events.delete({ createdAt: LessThan(new Date(now.getTime() - EVENTS_KEPT_DAYS * DAY_MS)) });
    return result.affected ?? 0;
  }
}

/** The event types the viewer reads: every one signed in; with a token, those of the areas its scopes read. */
function visibleTypes(viewer: Viewer): SubscribableWebhookEventType[] {
  const scopes = viewer.apiToken?.scopes;
  if (!scopes) return [...subscribableWebhookEventValues];
  return subscribableWebhookEventValues.filter((type) => scopesGrant(scopes, eventAreas[type], 'read'));
}
