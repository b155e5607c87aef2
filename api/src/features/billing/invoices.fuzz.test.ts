import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import { User } from '../../accounts/user.entity';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, demoEmails, type TestApp } from '../../test/test-app';
import { expectAnswered } from '../../test/fuzz-answers';

/*
 * An invoice's lines are text read as exact quantities and amounts, and its ids and filters come
 * from the caller: any value in any field answers 2xx, 404, 409 or a 400 naming the field, never
 * a 5xx, and never a number taken by an issue that was refused.
 */
const [sqlite] = testDatabaseTargets;

const anyScalar = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('2.5', '1 000.125', '0.0001', '-1', '1e3', '99999999.99', 'R 850,00', '850.005', 'zero_rated', 'exempt', '__proto__'),
);
const lineLike = fc.dictionary(fc.constantFrom('description', 'quantity', 'unitPrice', 'vatTreatment', 'extra'), anyScalar, { maxKeys: 5 });
const linesLike = fc.oneof(fc.array(lineLike, { maxLength: 4 }), anyScalar);

describe(`fuzzing the invoices' inputs (${sqlite.name})`, () => {
  let t: TestApp;
  let admin: TestAgent;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    admin = await t.agent('admin');
    clientId = (await t.database.dataSource.getRepository(User).findOneByOrFail({ email: demoEmails.client })).id;
  }, 60_000);
  afterEach(async () => {
    await t.request.get('/healthz').expect(200);
  });
  afterAll(() => t.close());

  it('a draft’s lines, notes and engagement, made, changed and issued', async () => {
    await fc.assert(
      fc.asyncProperty(linesLike, anyScalar, anyScalar, async (lines, notes, engagementId) => {
        const made = await admin.post('/api/invoices').send({ clientId, lines, notes, engagementId });
        expectAnswered(made);
        if (made.status !== 201) return;
        expectAnswered(await admin.patch(`/api/invoices/${made.body.id}`).send({ lines, notes }));
        expectAnswered(await admin.post(`/api/invoices/${made.body.id}/issue`));
      }),
      { numRuns: 60 },
    );
    // Every number taken belongs to an issued invoice: 1, 2, 3… with none missing.
    const rows: { serial: number }[] = await t.database.dataSource.query(
      "SELECT serial FROM invoices WHERE kind = 'invoice' AND status = 'issued' ORDER BY serial",
    );
    expect(rows.map((row) => Number(row.serial))).toEqual(rows.map((_, index) => index + 1));
  });

  it('the lists’ filters, ids and credit notes', async () => {
    await fc.assert(
      fc.asyncProperty(anyScalar, anyScalar, anyScalar, linesLike, async (status, kind, id, lines) => {
        expectAnswered(await admin.get('/api/invoices').query({ status: String(status), kind: String(kind), first: String(id) }));
        // An empty id would be the list's own path.
        const path = `/api/invoices/${encodeURIComponent(String(id) || '0')}`;
        expectAnswered(await admin.get(path));
        expectAnswered(await admin.post(`${path}/credit-notes`).send({ reason: status, lines }));
      }),
      { numRuns: 60 },
    );
  });
});
