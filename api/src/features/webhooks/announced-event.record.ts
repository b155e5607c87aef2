import { describeRecord, privacy } from '../../records/record-description';
import { AnnouncedEvent } from './announced-event.entity';

const THE_PAYLOAD = 'the feed answers the payload itself (event-feed.ts): ids and non-personal fields only';

/** An event kept for the feed: what validation/webhook-events.ts lets a payload carry, nothing more. */
export const announcedEventDescription = describeRecord({
  name: 'AnnouncedEvent',
  description: 'An event as it was announced, kept for the events feed',
  entity: AnnouncedEvent,
  deletedWithTheRowOnErasure: false,
  fields: {},
  internal: {
    id: { privacy: privacy.notPersonal, because: THE_PAYLOAD },
    type: { privacy: privacy.notPersonal, because: THE_PAYLOAD },
    payload: { privacy: privacy.notPersonal, because: THE_PAYLOAD },
    clientId: {
      privacy: privacy.notPersonal,
      because: 'which advisors’ feeds list the event (event-clients.ts); a user id the payload itself names',
    },
    createdAt: { privacy: privacy.notPersonal, because: THE_PAYLOAD },
  },
  notInEitherApi: 'GET /api/events and GraphQL events answer each row’s payload as it was sent, not the row',
});
