import { filedReturnsOf } from '../../composition/filed-returns';
import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo/ids';
import { testDatabaseTargets } from '../../test/database';
import { newEngagement } from '../../test/engagements';
import { agentFor, createUser } from '../../test/people';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { drawnSignature, sendLetter } from '../engagement-letters/engagement-letters-test-kit';
import { Engagement } from '../engagements/engagement.entity';
import { southAfricanInstant } from '../../../../validation/south-africa-time';
import { billingPlanRecord } from './billing-plan.record';
import { BillingPlanRun } from './billing-plan-run.entity';
import { Invoice } from './invoice.entity';
import { Job } from '../jobs';
import { BillingPlansService } from './billing-plans.service';

/** A retainer's letter: R 1 500.00 set-up once, R 2 000.00 a month on the 5th (VAT at 15 % on both). */
const schedule = (fields: object = {}) => ({
  onceLines: [{ description: 'Set-up of the books', quantity: '1', unitPrice: '1500.00' }],
  monthlyLines: [{ description: 'Monthly bookkeeping retainer', quantity: '1', unitPrice: '2000.00' }],
  dayOfMonth: 5,
  reviewFirst: false,
  ...fields,
});
const at = (day: string) => southAfricanInstant(day, '09:00') as Date;

describe.each(testDatabaseTargets)('billing plans from signed letters ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  let client: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor, client] = await Promise.all([t.agent('admin'), t.agent('advisor'), t.agent('client')]);
  }, 60_000);
  afterAll(() => t.close());

  /** A template with `fees`, a letter sent from it by the advisor for a new engagement, signed by the client. */
  async function signedPlan(fees: object) {
    const template = await admin
      .post('/api/letter-templates')
      .send({ title: 'Bookkeeping retainer', body: 'Dear {{client.fullName}}, we keep your books.', feeSchedule: fees })
      .expect(201);
    expect(template.body.feeSchedule).toMatchObject({ dayOfMonth: (fees as { dayOfMonth?: number }).dayOfMonth ?? 1 });
    const engagement = await newEngagement(t, { title: 'Bookkeeping 2027', totalAmount: null });
    const letter = await sendLetter(advisor, engagement.id, template.body.id);
    await client.post(`/api/engagement-letters/${letter.id}/sign`).send(drawnSignature()).expect(200);
    const [plan] = (await advisor.get(`/api/billing-plans?engagementId=${engagement.id}`).expect(200)).body;
    return { engagement, letter, plan: billingPlanRecord.parse(plan) };
  }
  const invoicesOf = (engagementId: string) =>
    t.database.dataSource.getRepository(Invoice).find({ where: { engagementId }, order: { createdAt: 'ASC', id: 'ASC' } });

  /** The first two billing days (the 5th) after `day`, and their months. */
  function nextBillingDays(day: string): [string, string][] {
    const [year, month, date] = day.split('-').map(Number);
    const first = date <= 5 ? [year, month] : month === 12 ? [year + 1, 1] : [year, month + 1];
    const second = first[1] === 12 ? [first[0] + 1, 1] : [first[0], first[1] + 1];
    return [first, second].map(([y, m]) => {
      const ym = `${y}-${String(m).padStart(2, '0')}`;
      return [ym, `${ym}-05`] as [string, string];
    });
  }

  it('starts with the signature: the once-off fees issued at once in the sender’s name, then each month on its day, once', async () => {
    const { engagement, letter, plan } = await signedPlan(schedule());
    expect(plan).toMatchObject({
      engagementId: engagement.id,
      clientId: demoUserIds.client,
      letterId: letter.id,
      issuerId: demoUserIds.advisor,
      status: 'active',
      endedOn: null,
      schedule: { dayOfMonth: 5, reviewFirst: false, monthlyLines: [{ unitPriceCents: 200_000, quantityThousandths: 1000 }] },
    });
    const [setUp, ...others] = await invoicesOf(engagement.id);
    expect(others).toEqual([]);
    expect(setUp).toMatchObject({ status: 'issued', totalCents: 172_500, issuedById: demoUserIds.advisor, createdById: null });
    expect(setUp.notes).toBe('Once-off fees as agreed in the signed engagement letter');

    // Two instances running the same round on the second billing day: each month billed once.
    const [[firstMonth], [secondMonth, secondDay]] = nextBillingDays(plan.startedOn);
    const plans = t.app.services.billingPlans;
    const otherInstance = new BillingPlansService(
      t.database.dataSource,
      t.app.services.audit,
      t.app.services.invoices,
      filedReturnsOf(t.database.dataSource),
    );
    await Promise.all([plans.runDue(at(secondDay)), otherInstance.runDue(at(secondDay))]);
    expect(await plans.runDue(at(secondDay))).toBe(0);
    const runs = await t.database.dataSource.getRepository(BillingPlanRun).find({ where: { planId: plan.id }, order: { period: 'ASC' } });
    expect(runs.map((run) => run.period)).toEqual([firstMonth, secondMonth, 'once']);
    const monthly = (await invoicesOf(engagement.id)).slice(1);
    expect(monthly.map((invoice) => [invoice.status, invoice.totalCents])).toEqual([
      ['issued', 230_000],
      ['issued', 230_000],
    ]);
    expect(monthly.map((invoice) => invoice.notes)).toEqual(
      [firstMonth, secondMonth].map((month) => expect.stringMatching(new RegExp(`^Monthly fees for \\w+ ${month.slice(0, 4)} as agreed`))),
    );
    const audited = await t.database.dataSource
      .getRepository(AuditLog)
      .findBy({ action: 'billing_plan.invoice', resourceId: plan.id, userId: demoUserIds.advisor });
    // The once-off fees' entry at least; on SQLite the two "instances" share one connection, so an
    // entry written inside the other's rolled-back claim may be lost with it (MySQL keeps them apart).
    expect(audited.map((entry) => entry.details?.period)).toContain('once');
  });

  it('bills a fee per return once for each of the engagement’s returns filed while the plan bills, at once and in the round', async () => {
    const perReturn = [{ description: 'EMP201 return', quantity: '1', unitPrice: '450.00' }];
    const job = (periodKey: string) =>
      advisor.post('/api/jobs').send({ engagementId: engagement.id, templateKey: 'emp201', periodKey }).expect(201);
    const move = (id: string, stage: string) => advisor.post(`/api/jobs/${id}/move`).send({ stage }).expect(200);
    const { engagement, plan } = await signedPlan(schedule({ onceLines: [], monthlyLines: [], perReturnLines: perReturn }));
    expect(plan.schedule).toMatchObject({ onceLines: [], monthlyLines: [], perReturnLines: [{ unitPriceCents: 45_000 }] });
    expect(await invoicesOf(engagement.id)).toEqual([]);

    // Filed (Submitted) bills it as the job moves; Done afterwards, or moving back and on again, does not bill it twice.
    const january = (await job('emp201:2031-01')).body;
    await move(january.id, 'review');
    expect(await invoicesOf(engagement.id)).toEqual([]);
    await move(january.id, 'submitted');
    await move(january.id, 'review');
    await move(january.id, 'done');
    const [billed, ...others] = await invoicesOf(engagement.id);
    expect(others).toEqual([]);
    expect(billed).toMatchObject({
      status: 'issued',
      totalCents: 51_750,
      notes: 'Fee for the return EMP201 Jan 2031 as agreed in the signed engagement letter',
    });

    // A return straight to Done counts; one the move did not bill (missed) is billed by the round.
    const february = (await job('emp201:2031-02')).body;
    await t.database.dataSource.getRepository(Job).update({ id: february.id }, { stage: 'done', stageChangedAt: new Date() });
    expect(await invoicesOf(engagement.id)).toHaveLength(1);
    expect(await t.app.services.billingPlans.runDue()).toBe(1);
    expect(await t.app.services.billingPlans.runDue()).toBe(0);
    const runs = await t.database.dataSource
      .getRepository(BillingPlanRun)
      .find({ where: { planId: plan.id }, order: { createdAt: 'ASC' } });
    expect(runs.map((run) => [run.period, run.returnTitle])).toEqual([
      [`return:${january.id}`, 'EMP201 Jan 2031'],
      [`return:${february.id}`, 'EMP201 Feb 2031'],
    ]);
    const read = await graphql(
      advisor,
      'query ($id: ID!) { billingPlan(id: $id) { schedule { perReturnLines { description } } runs { returnTitle invoice { totalCents } } } }',
      {
        id: plan.id,
      },
    ).expect(200);
    expect(read.body.data.billingPlan).toEqual({
      schedule: { perReturnLines: [{ description: 'EMP201 return' }] },
      runs: expect.arrayContaining([{ returnTitle: 'EMP201 Feb 2031', invoice: { totalCents: 51_750 } }]),
    });

    // Another engagement's return, and a return filed before the plan started, bill nothing.
    const other = await newEngagement(t, { title: 'Payroll 2031', totalAmount: null });
    const elsewhere = (
      await advisor.post('/api/jobs').send({ engagementId: other.id, templateKey: 'emp201', periodKey: 'emp201:2031-03' }).expect(201)
    ).body;
    await move(elsewhere.id, 'submitted');
    const before = (await job('emp201:2031-04')).body;
    await t.database.dataSource
      .getRepository(Job)
      .update({ id: before.id }, { stage: 'submitted', stageChangedAt: new Date(Date.parse(plan.createdAt) - 60_000) });
    expect(await t.app.services.billingPlans.runDue()).toBe(0);
    expect(await invoicesOf(engagement.id)).toHaveLength(2);
  });

  it('waits for staff when the plan asks for drafts first, and bills nothing once ended or while the engagement is on hold', async () => {
    const { engagement, plan } = await signedPlan(schedule({ reviewFirst: true }));
    const [setUp] = await invoicesOf(engagement.id);
    expect(setUp).toMatchObject({ status: 'draft', number: null, totalCents: 172_500 });
    const [[, firstDay], [, secondDay]] = nextBillingDays(plan.startedOn);

    await t.database.dataSource.getRepository(Engagement).update({ id: engagement.id }, { status: 'on_hold' });
    await t.app.services.billingPlans.runDue(at(firstDay));
    expect(await invoicesOf(engagement.id)).toHaveLength(1);
    await t.database.dataSource.getRepository(Engagement).update({ id: engagement.id }, { status: 'active' });
    await t.app.services.billingPlans.runDue(at(firstDay));
    expect((await invoicesOf(engagement.id)).map((invoice) => invoice.status)).toEqual(['draft', 'draft']);

    const ended = await graphql(advisor, 'mutation ($id: ID!) { endBillingPlan(id: $id) { status endedOn endedBy { email } } }', {
      id: plan.id,
    }).expect(200);
    expect(ended.body.data.endBillingPlan).toMatchObject({ status: 'ENDED', endedBy: { email: 'advisor@example.com' } });
    await t.app.services.billingPlans.runDue(at(secondDay));
    expect(await invoicesOf(engagement.id)).toHaveLength(2);
  });

  it('shows plans to those who see the client’s invoices, in the graph and over REST, and refuses a bad fee schedule by its field', async () => {
    const { engagement, plan } = await signedPlan(schedule({ onceLines: [] }));
    const query = `query ($id: ID!) { billingPlan(id: $id) { status schedule { monthlyLines { description unitPriceCents } dayOfMonth }
      engagement { id billingPlans { id } } runs { period invoice { status } } } }`;
    const mine = await graphql(client, query, { id: plan.id }).expect(200);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data.billingPlan).toMatchObject({
      status: 'ACTIVE',
      schedule: { monthlyLines: [{ description: 'Monthly bookkeeping retainer', unitPriceCents: 200_000 }], dayOfMonth: 5 },
      engagement: { id: engagement.id, billingPlans: [{ id: plan.id }] },
      runs: [],
    });
    await createUser(t, 'client', { email: 'naledi@example.com', firstName: 'Naledi', lastName: 'Khumalo' });
    const stranger = await agentFor(t, 'naledi@example.com');
    await stranger.get(`/api/billing-plans/${plan.id}`).expect(404);
    expect((await stranger.get('/api/billing-plans').expect(200)).body.map((row: { id: string }) => row.id)).not.toContain(plan.id);

    const token = bearing(t, (await tokenFor(t, 'admin', ['invoices:read'])).secret);
    expect((await token.get(`/api/billing-plans/${plan.id}`).expect(200)).body.id).toBe(plan.id);
    await token.post(`/api/billing-plans/${plan.id}/end`).expect(403);
    await client.post(`/api/billing-plans/${plan.id}/end`).expect(403);

    const refused = await admin
      .post('/api/letter-templates')
      .send({
        title: 'Bad fees',
        body: 'Dear {{client.fullName}}',
        feeSchedule: { monthlyLines: [{ description: 'Retainer', quantity: '1', unitPrice: '12.345' }], dayOfMonth: 31 },
      })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { path: 'feeSchedule.monthlyLines.0.unitPrice', message: 'Unit price must be an amount in rand with at most 2 decimals' },
      { path: 'feeSchedule.dayOfMonth', message: 'Day of the month must be a whole number from 1 to 28' },
    ]);
    const empty = await admin
      .post('/api/letter-templates')
      .send({ title: 'No fees', body: 'Dear {{client.fullName}}', feeSchedule: {} })
      .expect(400);
    expect(empty.body.errors).toEqual([
      { path: 'feeSchedule.onceLines', message: 'Add at least one fee: once-off, monthly or per return' },
    ]);
  });
});
