import { archiveOnly, privacy, referenceField } from './record-description';

/** A staff member's id: they are in the archive by name and address, so the id is not personal. */
export const STAFF_MEMBER = privacy.notPersonal;

/**
 * The fields every record the firm sends to an engagement's client from one of its templates has
 * (an engagement letter, an organizer), in the order REST carries them: the engagement (its title
 * in the "My data" archive), the client, the template and who sent it. GraphQL shows each id as
 * an edge of the same meaning.
 */
export const sentToAClientFields = <Row extends { engagement?: { title: string } | null }>() => ({
  engagement: archiveOnly((row: Row) => row.engagement?.title ?? null),
  engagementId: referenceField('The engagement it is for', { privacy: privacy.notPersonal, graphqlEdge: 'engagement' }),
  clientId: referenceField('The client it was sent to (a user id)', { privacy: privacy.notPersonal, graphqlEdge: 'client' }),
  templateId: referenceField('The template it was made from; null once that template is deleted', {
    nullable: true,
    privacy: privacy.notPersonal,
    graphqlEdge: 'template',
  }),
  sentBy: referenceField('Who sent it (a user id); null once that user is gone', {
    nullable: true,
    privacy: STAFF_MEMBER,
    graphqlEdge: 'sentBy',
  }),
});
