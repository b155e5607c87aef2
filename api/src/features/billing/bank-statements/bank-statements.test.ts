import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../../demo/ids';
import { testDatabaseTargets } from '../../../test/database';
import { agentFor, createUser } from '../../../test/people';
import { createTestApp, graphql, type TestApp } from '../../../test/test-app';
import { AuditLog } from '../../audit/audit-log.entity';
import { bearing, tokenFor } from '../../api-tokens/api-tokens-test-kit';
import { invoiceRecord } from '../invoice.record';
import { Payment } from '../payment.entity';
import { bankAccountRecord, bankStatementLineRecord, statementImportRecord } from './bank-statements.record';
import { BankStatementLine } from './bank-statement-line.entity';
import { ofx1Sample } from './statement-test-kit';

const consulting = { description: 'Tax consulting (hours)', quantity: '2', unitPrice: '1000.00' };
const mapping = {
  dateColumn: 'Date',
  dateFormat: 'YYYY-MM-DD',
  amountColumn: 'Amount',
  referenceColumns: ['Reference'],
  descriptionColumns: ['Description'],
};
const csv = (...rows: string[]) => Buffer.from(['Date,Amount,Reference,Description', ...rows].join('\n'));

describe.each(testDatabaseTargets)('bank statements ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  let client: TestAgent;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor, client] = await Promise.all([t.agent('admin'), t.agent('advisor'), t.agent('client')]);
    const created = await admin
      .post('/api/bank-statements/accounts')
      .send({ name: 'FNB cheque', bankName: 'FNB', accountLast4: '4567', csvMapping: mapping })
      .expect(201);
    accountId = bankAccountRecord.parse(created.body).id;
  }, 60_000);
  afterAll(() => t.close());

  /** An issued invoice: 2 × R 1 000.00 + 15 % VAT = R 2 300.00. */
  async function issued(clientId: string = demoUserIds.client) {
    const draft = (
      await admin
        .post('/api/invoices')
        .send({ clientId, lines: [consulting] })
        .expect(201)
    ).body;
    return invoiceRecord.parse((await admin.post(`/api/invoices/${draft.id}/issue`).expect(200)).body);
  }
  const importFile = (agent: TestAgent, bytes: Buffer, name = 'statement.csv', account = accountId) =>
    agent.post(`/api/bank-statements/${account}/import`).attach('file', bytes, name);
  const linesOf = async (agent: TestAgent, query = '') =>
    ((await agent.get(`/api/bank-statements/lines?accountId=${accountId}&first=100${query}`).expect(200)).body as unknown[]).map((row) =>
      bankStatementLineRecord.parse(row),
    );
  const lineSaying = async (text: string) => (await linesOf(admin)).find((line) => line.reference.includes(text))!;
  const today = '2026-02-03';

  it('keeps the account with its mapping, never the whole number, for administrators only', async () => {
    const [account] = (await admin.get('/api/bank-statements/accounts').expect(200)).body.map((row: unknown) =>
      bankAccountRecord.parse(row),
    );
    expect(account).toMatchObject({ name: 'FNB cheque', accountLast4: '4567', csvMapping: { skipRows: 0, decimalSeparator: '.' } });
    await advisor.post('/api/bank-statements/accounts').send({ name: 'x', bankName: 'y', accountLast4: '1234' }).expect(403);
    const whole = await admin
      .post('/api/bank-statements/accounts')
      .send({ name: 'Absa', bankName: 'Absa', accountLast4: '4071234567' })
      .expect(400);
    expect(whole.body.errors[0].path).toBe('accountLast4');
    const badMapping = await admin
      .put(`/api/bank-statements/accounts/${accountId}`)
      .send({ name: 'FNB cheque', bankName: 'FNB', accountLast4: '4567', csvMapping: { ...mapping, amountColumn: null } })
      .expect(400);
    expect(badMapping.body.errors[0].path).toBe('csvMapping.amountColumn');
    await client.get('/api/bank-statements/accounts').expect(403);
  });

  it('imports a CSV, matches only what is certain, and adds nothing the second time', async () => {
    const [paid, other, third] = [await issued(), await issued(), await issued()];
    const file = csv(
      `${today},2300.00,DLAMINI ${paid.number},FNB APP PAYMENT`,
      // Names two invoices: not certain.
      `${today},100.00,${other.number} ${third.number},TWO INVOICES`,
      // More than is owed: not certain.
      `${today},9999.00,${other.number},TOO MUCH`,
      `${today},-450.75,,MONTHLY ACCOUNT FEE`,
      `${today},12.00,MYSTERY,`,
      `not a day,1.00,BAD ROW,`,
      `${today},1.2.3,BAD AMOUNT,`,
    );
    const first = statementImportRecord.parse((await importFile(admin, file).expect(200)).body);
    expect(first).toEqual({
      format: 'csv',
      newLines: 5,
      skippedLines: 0,
      matchedLines: 1,
      unmatchedLines: 4,
      refusedRows: [
        { row: 7, column: 'Date', message: 'Not a date written YYYY-MM-DD' },
        { row: 8, column: 'Amount', message: 'Not an amount with a decimal point' },
      ],
    });
    const again = statementImportRecord.parse((await importFile(admin, file).expect(200)).body);
    expect(again).toMatchObject({ newLines: 0, skippedLines: 5, matchedLines: 0 });

    const matched = await lineSaying(paid.number!);
    expect(matched).toMatchObject({ status: 'matched', invoiceId: paid.id, matchedById: demoUserIds.admin, amountCents: 230_000 });
    const payment = await t.database.dataSource.getRepository(Payment).findOneByOrFail({ id: matched.paymentId! });
    expect(payment).toMatchObject({ method: 'eft', amountCents: 230_000, receivedOn: today, providerPaymentId: `bank:${matched.id}` });
    expect((await admin.get(`/api/invoices/${paid.id}`).expect(200)).body.status).toBe('paid');
    // The unmatched money-in lines suggest what they name, then what is owed of exactly their amount.
    expect((await lineSaying(`${other.number} ${third.number}`)).suggestedInvoiceIds).toEqual([other.id, third.id]);
    expect((await lineSaying('MYSTERY')).suggestedInvoiceIds).toEqual([]);
  });

  it('matches a line by hand once, even when two staff press at once, and refuses money out', async () => {
    const invoice = await issued();
    await importFile(admin, csv(`${today},2300.00,PAYMENT ${'X'.repeat(3)} BY HAND,`)).expect(200);
    const line = await lineSaying('BY HAND');
    expect(line.suggestedInvoiceIds.length).toBeGreaterThan(0);
    const answers = await Promise.all([
      admin.post(`/api/bank-statements/lines/${line.id}/match`).send({ invoiceId: invoice.id }),
      advisor.post(`/api/bank-statements/lines/${line.id}/match`).send({ invoiceId: invoice.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.errors[0].path).toBe('lineId');
    const payments = await t.database.dataSource.getRepository(Payment).findBy({ providerPaymentId: `bank:${line.id}` });
    expect(payments).toHaveLength(1);
    expect(await t.database.dataSource.getRepository(AuditLog).countBy({ action: 'payment.record', resourceId: payments[0].id })).toBe(1);

    const fee = (await linesOf(admin, '&status=unmatched')).find((row) => row.amountCents < 0)!;
    const refused = await admin.post(`/api/bank-statements/lines/${fee.id}/match`).send({ invoiceId: invoice.id }).expect(400);
    expect(refused.body.errors[0].path).toBe('lineId');
  });

  it('ignores a line and restores it', async () => {
    const fee = (await linesOf(admin, '&status=unmatched')).find((row) => row.amountCents < 0)!;
    expect((await admin.post(`/api/bank-statements/lines/${fee.id}/ignore`).expect(200)).body.status).toBe('ignored');
    expect((await admin.post(`/api/bank-statements/lines/${fee.id}/ignore`).expect(400)).body.errors[0].path).toBe('lineId');
    expect((await linesOf(admin, '&status=ignored')).map((row) => row.id)).toEqual([fee.id]);
    const restored = await graphql(admin, 'mutation ($id: ID!) { restoreBankStatementLine(lineId: $id) { status } }', { id: fee.id });
    expect(restored.body).toEqual({ data: { restoreBankStatementLine: { status: 'UNMATCHED' } } });
    expect(await t.database.dataSource.getRepository(AuditLog).countBy({ action: 'bank_statement_line.ignore', resourceId: fee.id })).toBe(
      1,
    );
  });

  it('shows an advisor only the matched lines of the clients they serve, and lets them match only to those', async () => {
    const strangerId = await createUser(t, 'client', { email: 'stranger.bank@example.com', firstName: 'Sam', lastName: 'Stranger' });
    const theirs = await issued(strangerId);
    await importFile(admin, csv(`${today},2300.00,STRANGER ${theirs.number},`)).expect(200);
    const matched = await lineSaying(theirs.number!);
    expect(matched.status).toBe('matched');
    const seen = (await linesOf(advisor)).map((line) => line.id);
    expect(seen).not.toContain(matched.id);
    expect(seen.length).toBeGreaterThan(0);

    await importFile(admin, csv(`${today},5.00,ADVISOR TRY,`)).expect(200);
    const open = await lineSaying('ADVISOR TRY');
    const refused = await advisor.post(`/api/bank-statements/lines/${open.id}/match`).send({ invoiceId: theirs.id }).expect(400);
    expect(refused.body.errors[0].path).toBe('invoiceId');
    expect((await linesOf(advisor)).find((line) => line.id === open.id)!.suggestedInvoiceIds).not.toContain(theirs.id);
    const stranger = await agentFor(t, 'stranger.bank@example.com');
    await stranger.get('/api/bank-statements/lines').expect(403);
  });

  it('imports OFX over GraphQL, refusing another account’s file and a bad one naming file', async () => {
    const invoice = await issued();
    const ofx = (account: string) =>
      Buffer.from(
        ofx1Sample(`<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260203<TRNAMT>2300.00<FITID>OFX-1<NAME>${invoice.number}</STMTTRN>`, { account }),
      );
    const upload = (bytes: Buffer) =>
      admin
        .post('/graphql')
        .set('apollo-require-preflight', 'true')
        .field(
          'operations',
          JSON.stringify({
            query:
              'mutation ($accountId: ID!, $file: Upload!) { importBankStatement(accountId: $accountId, file: $file) { format newLines matchedLines refusedRows { row } } }',
            variables: { accountId, file: null },
          }),
        )
        .field('map', JSON.stringify({ 0: ['variables.file'] }))
        .attach('0', bytes, 'statement.ofx');
    const wrong = await upload(ofx('62001239999')).expect(200);
    expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'file' }] });
    const done = await upload(ofx('6200-123-4567')).expect(200);
    expect(done.body.data.importBankStatement).toEqual({ format: 'ofx', newLines: 1, matchedLines: 1, refusedRows: [] });

    const notOfx = await importFile(admin, Buffer.from('<html>nope</html>'), 'x.ofx').expect(400);
    expect(notOfx.body.errors[0].path).toBe('file');
    const badMapping = await importFile(admin, Buffer.from('When,How much\n2026-02-03,1.00')).expect(400);
    expect(badMapping.body.errors[0]).toMatchObject({ path: 'file', message: expect.stringMatching(/“Date” is not a column/) });
    await importFile(admin, Buffer.from('x'), 'x.csv', '00000000-0000-4000-8000-00000000dead').expect(404);
  });

  it('refuses tokens, to read as to write', async () => {
    const token = await tokenFor(t, 'admin', ['payments:read', 'invoices:write']);
    const asToken = bearing(t, token.secret);
    await asToken.get('/api/bank-statements/lines').expect(403);
    await asToken.post(`/api/bank-statements/${accountId}/import`).expect(403);
    const read = await asToken.graphql('{ bankStatementLines { totalCount } }').expect(403);
    expect(read.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('keeps the same line from two imports at once', async () => {
    const file = csv(`${today},77.00,RACE ONE,`, `${today},77.00,RACE ONE,`);
    const answers = await Promise.all([importFile(admin, file), importFile(admin, file)]);
    const summaries = answers.map((answer) => statementImportRecord.parse(answer.body));
    expect(summaries.map((summary) => summary.newLines).sort()).toEqual([0, 2]);
    expect(await t.database.dataSource.getRepository(BankStatementLine).countBy({ reference: 'RACE ONE' })).toBe(2);
  });
});
