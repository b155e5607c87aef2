import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';

const CALENDAR = `query ($from: String!, $to: String!) {
  taxCalendar(from: $from, to: $to) {
    from to
    holidays { date name reason }
    deadlines { periodKey rule label due computed named movedBecause overrideReason }
  }
}`;
const DECLARE = `mutation ($input: DeclareHolidayInput!) { declareHoliday(input: $input) { id date name } }`;
const OVERRIDE = `mutation ($periodKey: String!, $input: DeadlineOverrideInput!) {
  overrideDeadline(periodKey: $periodKey, input: $input) { id periodKey dueDate reason }
}`;
const SEASON = `mutation ($kind: FilingSeasonKind!, $year: Int!, $input: FilingSeasonInput!) {
  setFilingSeason(kind: $kind, year: $year, input: $input) { id kind year opens closes provisionalCloses }
}`;

interface Deadline {
  periodKey: string;
  rule: string;
  label: string;
  due: string;
  computed: string;
  named: string;
  movedBecause: string | null;
  overrideReason: string | null;
}

describe.each(testDatabaseTargets)('the tax calendar ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  let client: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor, client] = await Promise.all([t.agent('admin'), t.agent('advisor'), t.agent('client')]);
  }, 60_000);
  afterAll(() => t.close());

  const auditOf = (action: string) =>
    t.database.dataSource.getRepository(AuditLog).find({ where: { action }, order: { createdAt: 'ASC' } });
  const deadline = (deadlines: Deadline[], periodKey: string) => deadlines.find((found) => found.periodKey === periodKey);

  it('shows staff the holidays and deadlines of a range, each moved onto a business day with the reason, the same in both APIs', async () => {
    const rest = await advisor.get('/api/tax-calendar?from=2027-03-01&to=2027-03-31').expect(200);
    expect(rest.body.holidays).toEqual([
      { date: '2027-03-21', name: 'Human Rights Day', reason: 'schedule' },
      { date: '2027-03-22', name: 'Human Rights Day (Monday after)', reason: 'sunday' },
      { date: '2027-03-26', name: 'Good Friday', reason: 'schedule' },
      { date: '2027-03-29', name: 'Family Day', reason: 'schedule' },
    ]);
    expect(deadline(rest.body.deadlines, 'emp201:2027-02')).toEqual({
      periodKey: 'emp201:2027-02',
      rule: 'emp201',
      label: 'EMP201 for Feb 2027',
      due: '2027-03-05',
      computed: '2027-03-05',
      named: '2027-03-07',
      movedBecause: '7 Mar 2027 is a Sunday',
      overrideReason: null,
    });
    const answer = await graphql(advisor, CALENDAR, { from: '2027-03-01', to: '2027-03-31' }).expect(200);
    const calendar = answer.body.data.taxCalendar;
    expect(calendar.deadlines.map((found: Deadline) => found.periodKey)).toEqual(
      rest.body.deadlines.map((found: Deadline) => found.periodKey),
    );
    expect(deadline(calendar.deadlines, 'emp201:2027-02')).toMatchObject({ rule: 'EMP201', due: '2027-03-05' });
    expect(calendar.holidays[1]).toEqual({ date: '2027-03-22', name: 'Human Rights Day (Monday after)', reason: 'SUNDAY' });
  });

  it('refuses a range that is not one, naming the field, and refuses clients', async () => {
    const backwards = await advisor.get('/api/tax-calendar?from=2027-04-01&to=2027-03-01').expect(400);
    expect(backwards.body.errors).toEqual([{ path: 'to', message: 'To must be on or after From' }]);
    const tooLong = await advisor.get('/api/tax-calendar?from=2026-01-01&to=2029-01-01').expect(400);
    expect(tooLong.body.errors[0]).toEqual({ path: 'to', message: 'Ask for at most 800 days at once' });
    const notADay = await graphql(advisor, CALENDAR, { from: '2027-02-30', to: '2027-03-31' }).expect(200);
    expect(notADay.body.errors[0].extensions.fieldErrors).toEqual([{ path: 'from', message: 'From must be a date written YYYY-MM-DD' }]);
    await client.get('/api/tax-calendar?from=2027-03-01&to=2027-03-31').expect(403);
    const forClient = await graphql(client, CALENDAR, { from: '2027-03-01', to: '2027-03-31' });
    expect(forClient.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('moves every deadline a declared holiday touches, and tells who declared it in the audit log', async () => {
    const before = await advisor.get('/api/tax-calendar?from=2027-05-01&to=2027-05-31').expect(200);
    expect(deadline(before.body.deadlines, 'emp201:2027-04')).toMatchObject({ due: '2027-05-07', movedBecause: null });

    const refused = await graphql(advisor, DECLARE, { input: { date: '2027-05-07', name: 'General election' } });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const declared = await graphql(admin, DECLARE, { input: { date: '2027-05-07', name: 'General election' } }).expect(200);
    expect(declared.body.data.declareHoliday).toMatchObject({ date: '2027-05-07', name: 'General election' });

    const after = await advisor.get('/api/tax-calendar?from=2027-05-01&to=2027-05-31').expect(200);
    expect(deadline(after.body.deadlines, 'emp201:2027-04')).toMatchObject({
      due: '2027-05-06',
      movedBecause: '7 May 2027 is a public holiday (General election)',
    });
    expect(after.body.holidays).toContainEqual({ date: '2027-05-07', name: 'General election', reason: 'declared' });

    const again = await admin.post('/api/tax-calendar/holidays').send({ date: '2027-05-07', name: 'Election' }).expect(409);
    expect(again.body.errors).toEqual([{ path: 'date', message: '2027-05-07 is already declared a public holiday' }]);
    const scheduled = await admin.post('/api/tax-calendar/holidays').send({ date: '2027-12-16', name: 'Extra' }).expect(400);
    expect(scheduled.body.errors).toEqual([{ path: 'date', message: '2027-12-16 is already a public holiday (Day of Reconciliation)' }]);
    const blank = await admin.post('/api/tax-calendar/holidays').send({ date: '7 May', name: '' }).expect(400);
    expect(blank.body.errors.map((error: { path: string }) => error.path)).toEqual(['date', 'name']);

    const [audit] = await auditOf('tax_calendar.holiday_declared');
    expect(audit).toMatchObject({
      resourceId: declared.body.data.declareHoliday.id,
      details: { date: '2027-05-07', name: 'General election' },
    });
    expect((await admin.get('/api/tax-calendar/holidays').expect(200)).body).toHaveLength(1);

    await admin.delete(`/api/tax-calendar/holidays/${declared.body.data.declareHoliday.id}`).expect(200);
    const removed = await advisor.get('/api/tax-calendar?from=2027-05-01&to=2027-05-31').expect(200);
    expect(deadline(removed.body.deadlines, 'emp201:2027-04')).toMatchObject({ due: '2027-05-07' });
    expect(await auditOf('tax_calendar.holiday_removed')).toHaveLength(1);
    await admin.delete(`/api/tax-calendar/holidays/${declared.body.data.declareHoliday.id}`).expect(404);
  });

  it('takes an extension SARS gave for one period, with its reason, and can take it away again', async () => {
    const set = await admin
      .put('/api/tax-calendar/overrides/emp201:2025-06')
      .send({ dueDate: '2025-07-14', reason: 'SARS extended the June 2025 EMP201: eFiling was slow on 7 July' })
      .expect(200);
    expect(set.body).toMatchObject({ periodKey: 'emp201:2025-06', dueDate: '2025-07-14' });
    const july = await graphql(advisor, CALENDAR, { from: '2025-07-01', to: '2025-07-31' }).expect(200);
    expect(deadline(july.body.data.taxCalendar.deadlines, 'emp201:2025-06')).toMatchObject({
      due: '2025-07-14',
      computed: '2025-07-07',
      overrideReason: 'SARS extended the June 2025 EMP201: eFiling was slow on 7 July',
    });

    const changed = await graphql(admin, OVERRIDE, {
      periodKey: 'emp201:2025-06',
      input: { dueDate: '2025-07-15', reason: 'Extended again' },
    });
    expect(changed.body.data.overrideDeadline).toMatchObject({ id: set.body.id, dueDate: '2025-07-15' });
    const audits = await auditOf('tax_calendar.deadline_overridden');
    expect(audits.map((audit) => audit.details)).toEqual([
      {
        periodKey: 'emp201:2025-06',
        dueDate: '2025-07-14',
        reason: 'SARS extended the June 2025 EMP201: eFiling was slow on 7 July',
        previousDueDate: null,
      },
      { periodKey: 'emp201:2025-06', dueDate: '2025-07-15', reason: 'Extended again', previousDueDate: '2025-07-14' },
    ]);

    const wrongKey = await admin.put('/api/tax-calendar/overrides/emp201:2025-13').send({ dueDate: '2025-07-14', reason: 'x' }).expect(400);
    expect(wrongKey.body.errors[0].path).toBe('periodKey');
    const noReason = await admin.put('/api/tax-calendar/overrides/emp201:2025-07').send({ dueDate: '2025-08-08', reason: ' ' }).expect(400);
    expect(noReason.body.errors).toEqual([{ path: 'reason', message: 'Say why the date moved, as SARS announced it' }]);
    await advisor.put('/api/tax-calendar/overrides/emp201:2025-07').send({ dueDate: '2025-08-08', reason: 'x' }).expect(403);

    await admin.delete('/api/tax-calendar/overrides/emp201:2025-06').expect(200);
    const back = await advisor.get('/api/tax-calendar?from=2025-07-01&to=2025-07-31').expect(200);
    expect(deadline(back.body.deadlines, 'emp201:2025-06')).toMatchObject({ due: '2025-07-07', overrideReason: null });
    expect((await admin.get('/api/tax-calendar/overrides').expect(200)).body).toEqual([]);
  });

  it('keeps the filing seasons SARS announces, and lists their closing days', async () => {
    const missing = await graphql(admin, SEASON, { kind: 'ITR12', year: 2026, input: { opens: '2026-07-13', closes: '2026-10-23' } });
    expect(missing.body.errors[0].extensions.fieldErrors).toEqual([
      { path: 'provisionalCloses', message: 'Say when the season closes for provisional taxpayers' },
    ]);
    const season = await graphql(admin, SEASON, {
      kind: 'ITR12',
      year: 2026,
      input: { opens: '2026-07-13', closes: '2026-10-23', provisionalCloses: '2027-01-22' },
    }).expect(200);
    expect(season.body.data.setFilingSeason).toMatchObject({ kind: 'ITR12', year: 2026, provisionalCloses: '2027-01-22' });
    await admin.put('/api/tax-calendar/filing-seasons/emp501-interim/2027').send({ opens: '2026-09-21', closes: '2026-10-31' }).expect(200);
    const backwards = await admin
      .put('/api/tax-calendar/filing-seasons/emp501-annual/2027')
      .send({ opens: '2027-05-31', closes: '2027-04-01' })
      .expect(400);
    expect(backwards.body.errors).toEqual([{ path: 'closes', message: 'Closes must be on or after the day it opens' }]);
    const unknown = await admin
      .put('/api/tax-calendar/filing-seasons/itr14/20x7')
      .send({ opens: '2027-04-01', closes: '2027-05-31' })
      .expect(400);
    expect(unknown.body.errors.map((error: { path: string }) => error.path)).toEqual(['kind', 'year']);

    const october = await advisor.get('/api/tax-calendar?from=2026-10-01&to=2026-10-31').expect(200);
    expect(deadline(october.body.deadlines, 'itr12-non-provisional:2026')).toMatchObject({ due: '2026-10-23' });
    expect(deadline(october.body.deadlines, 'emp501-interim:2027')).toMatchObject({
      due: '2026-10-30',
      movedBecause: '31 Oct 2026 is a Saturday',
    });
    const listed = (await advisor.get('/api/tax-calendar/filing-seasons').expect(200)).body as { kind: string; year: number }[];
    // The demo's own seasons (demo-tax-calendar.ts) are there too; the 2026 ITR12 season was replaced, not doubled.
    expect(listed.map(({ kind, year }) => `${kind} ${year}`)).toEqual(['emp501-interim 2027', 'emp501-interim 2026', 'itr12 2026']);
    await admin.delete('/api/tax-calendar/filing-seasons/emp501-interim/2027').expect(200);
    expect((await advisor.get('/api/tax-calendar/filing-seasons').expect(200)).body).toHaveLength(2);
  });

  it('is for a signed-in session only: API tokens are refused both ways', async () => {
    const api = bearing(t, (await tokenFor(t, 'admin', ['engagements:read'])).secret);
    await api.get('/api/tax-calendar?from=2027-03-01&to=2027-03-31').expect(403);
    const answer = await api.graphql(CALENDAR, { from: '2027-03-01', to: '2027-03-31' }).expect(403);
    expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
