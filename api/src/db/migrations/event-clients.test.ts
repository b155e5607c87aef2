import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../../test/database';
import { undoMigrationsThrough } from '../../test/undo-migrations';
import { newId } from '../base-entity';

/** The events kept before the event clients migration get the client their payload names (later migrations undone first). */
describe.each(testDatabaseTargets)('the event clients migration ($name)', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(target);
  }, 60_000);
  afterAll(() => db.drop());

  it('fills in the client of the events kept before it, and undoes itself', async () => {
    const query = (sql: string, parameters: unknown[] = []) => db.dataSource.query(sql, parameters);
    const [client, staff, clientRole, adminRole] = [newId(), newId(), newId(), newId()];
    await undoMigrationsThrough(db.dataSource, 'EventClients1795760000000');
    for (const [id, email] of [
      [client, 'ayanda@example.co.za'],
      [staff, 'karin@example.co.za'],
    ]) {
      await query('INSERT INTO users (id, email, firstName, lastName) VALUES (?, ?, ?, ?)', [id, email, 'A', 'B']);
    }
    await query("INSERT INTO roles (id, name, permissions) VALUES (?, 'client', '[]'), (?, 'admin', '[]')", [clientRole, adminRole]);
    await query('INSERT INTO user_roles (userId, roleId) VALUES (?, ?), (?, ?)', [client, clientRole, staff, adminRole]);
    const kept = {
      evt_document: { type: 'document.uploaded', data: { documentId: 'd1', ownerId: client, uploadedById: staff } },
      evt_invoice: { type: 'invoice.overdue', data: { invoiceId: 'i1', clientId: client } },
      evt_to_client: { type: 'message.received', data: { messageId: 'm1', senderId: staff, recipientId: client } },
      evt_from_client: { type: 'message.received', data: { messageId: 'm2', senderId: client, recipientId: staff } },
      evt_staff: { type: 'message.received', data: { messageId: 'm3', senderId: staff, recipientId: staff } },
      evt_enquiry: { type: 'contact_submission.created', data: { submissionId: 's1' } },
    };
    for (const [id, { type, data }] of Object.entries(kept)) {
      await query('INSERT INTO events (id, type, payload, createdAt) VALUES (?, ?, ?, ?)', [
        id,
        type,
        JSON.stringify({ id, type, timestamp: '2027-02-01T08:00:00.000Z', data }),
        '2027-02-01 08:00:00',
      ]);
    }

    await db.dataSource.runMigrations();
    const rows: { id: string; clientId: string | null }[] = await query('SELECT id, clientId FROM events ORDER BY id');
    expect(Object.fromEntries(rows.map((row) => [row.id, row.clientId]))).toEqual({
      evt_document: client,
      evt_enquiry: null,
      evt_from_client: client,
      evt_invoice: client,
      evt_staff: null,
      evt_to_client: client,
    });

    await undoMigrationsThrough(db.dataSource, 'EventClients1795760000000');
    expect(Number((await query('SELECT COUNT(*) AS total FROM events'))[0].total)).toBe(6);
    const queryRunner = db.dataSource.createQueryRunner();
    try {
      expect(await queryRunner.hasColumn('events', 'clientId')).toBe(false);
    } finally {
      await queryRunner.release();
    }
    await db.dataSource.runMigrations();
  }, 60_000);
});
