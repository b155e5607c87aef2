import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { ref } from './columns';

/** How many kept events are read at a time to fill their client in. */
const BATCH = 500;

/**
 * The client each kept event is about (docs/integrations.md#the-events-feed), so that an advisor's
 * feed lists the events of the clients they serve. The events already kept get theirs from their
 * payloads, by the rule of this day (features/webhooks/event-clients.ts): a document's ownerId, a
 * message's recipient or else sender when that person holds the client role, any other event's
 * clientId; none for an enquiry.
 */
export class EventClients1795760000000 implements MigrationInterface {
  name = 'EventClients1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('events', new TableColumn(ref('clientId', { nullable: true })));
    await queryRunner.createIndex(
      'events',
      new TableIndex({ name: 'IDX_events_clientId_createdAt', columnNames: ['clientId', 'createdAt'] }),
    );
    let after = '';
    for (;;) {
      const rows = (await queryRunner.query(`SELECT id, payload FROM events WHERE id > ? ORDER BY id LIMIT ${BATCH}`, [after])) as {
        id: string;
        payload: string;
      }[];
      if (rows.length === 0) break;
      await fillClients(queryRunner, rows);
      after = rows[rows.length - 1].id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('events', 'IDX_events_clientId_createdAt');
    // On SQLite this copies the table: nothing refers to events, so nothing else is touched.
    await queryRunner.dropColumn('events', 'clientId');
  }
}

async function fillClients(queryRunner: QueryRunner, rows: { id: string; payload: string }[]): Promise<void> {
  const events = rows.map((row) => ({ id: row.id, ...(JSON.parse(row.payload) as { type: string; data: Record<string, unknown> }) }));
  const parties = events
    .filter((event) => event.type === 'message.received')
    .flatMap((event) => [event.data.recipientId, event.data.senderId]);
  const clients = new Set<string>();
  if (parties.length > 0) {
    const holders = (await queryRunner.query(
      `SELECT user_roles.userId AS userId FROM user_roles INNER JOIN roles ON roles.id = user_roles.roleId
       WHERE roles.name = 'client' AND user_roles.userId IN (${parties.map(() => '?').join(', ')})`,
      parties,
    )) as { userId: string }[];
    for (const holder of holders) clients.add(holder.userId);
  }
  const byClient = new Map<string, string[]>();
  for (const event of events) {
    const named = clientNamedBy(event, clients);
    if (typeof named === 'string') byClient.set(named, [...(byClient.get(named) ?? []), event.id]);
  }
  for (const [clientId, ids] of byClient) {
    await queryRunner.query(`UPDATE events SET clientId = ? WHERE id IN (${ids.map(() => '?').join(', ')})`, [clientId, ...ids]);
  }
}

/** The event's client: none for an enquiry, a document's owner, a message's party who is a client, else its clientId. */
function clientNamedBy({ type, data }: { type: string; data: Record<string, unknown> }, clients: Set<string>): unknown {
  if (type === 'contact_submission.created') return null;
  if (type.startsWith('document.')) return data.ownerId;
  if (type === 'message.received') return [data.recipientId, data.senderId].find((party) => clients.has(String(party)));
  return data.clientId;
}
