import type TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import { BillingPlanRun } from '../features/billing/billing-plan-run.entity';
import { BillingPlan } from '../features/billing/billing-plan.entity';
import { billingPeriodsDue } from '../features/billing/billing-periods';
import { DocumentSequence } from '../features/billing/document-sequence.entity';
import { Invoice } from '../features/billing/invoice.entity';
import { PaymentCheckout } from '../features/billing/payment-checkout.entity';
import { Payment } from '../features/billing/payment.entity';
import { Document } from '../features/documents/document.entity';
import { EngagementLetter } from '../features/engagement-letters/engagement-letter.entity';
import { testDatabaseTargets } from '../test/database';
import { agentFor } from '../test/people';
import { createTestApp, graphql, testPasswordHash, type TestApp } from '../test/test-app';
import { invoiceTotals } from '../../../validation/billing/invoice-totals';
import { todayInSouthAfrica } from '../../../validation/south-africa-time';
import { addDays } from '../../../validation/tax-calendar/calendar-days';
import { demoBillingPlanId } from './demo-billing-plan';
import { demoLetterIds } from './demo-engagement-letters';
import { demoInvoiceIds } from './demo-invoices';
import { demoEngagementIds } from './demo-portal';
import { demoUserIds, seedDatabase } from './index';

const INVOICES = `query ($clientId: String) {
  invoices(clientId: $clientId, first: 100) {
    nodes { id kind status number issuedOn dueOn totalCents paidCents creditedCents outstandingCents taxInvoiceKind notes reason
      creditsInvoice { id } engagement { id } }
  }
}`;
const ENGAGEMENTS = '{ engagements { id paidAmount totalAmount } }';
const STATEMENT = 'query ($clientId: String) { billingStatement(clientId: $clientId) { balanceCents lines { kind number } } }';

interface ListedInvoice {
  id: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  status: string;
  number: string;
  issuedOn: string;
  dueOn: string | null;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  outstandingCents: number;
  taxInvoiceKind: string | null;
  notes: string | null;
  reason: string | null;
  creditsInvoice: { id: string } | null;
  engagement: { id: string } | null;
}

/** The rows the demo's billing is made of, by table. */
async function billingCounts(dataSource: DataSource) {
  return {
    invoices: await dataSource.getRepository(Invoice).count(),
    payments: await dataSource.getRepository(Payment).count(),
    checkouts: await dataSource.getRepository(PaymentCheckout).count(),
    documents: await dataSource.getRepository(Document).count(),
    plans: await dataSource.getRepository(BillingPlan).count(),
    runs: await dataSource.getRepository(BillingPlanRun).count(),
    letters: await dataSource.getRepository(EngagementLetter).count(),
    sequences: await dataSource.getRepository(DocumentSequence).find({ order: { kind: 'ASC' } }),
  };
}

describe.each(testDatabaseTargets)('demo billing data ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let client: TestAgent;
  let secondClient: TestAgent;
  const today = todayInSouthAfrica(new Date());

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, client, secondClient] = await Promise.all([t.agent('admin'), t.agent('client'), agentFor(t, 'client2@example.com')]);
  }, 60_000);
  afterAll(() => t?.close());

  const invoicesOf = async (agent: TestAgent, clientId?: string) => {
    const response = await graphql(agent, INVOICES, { clientId }).expect(200);
    expect(response.body.errors).toBeUndefined();
    return response.body.data.invoices.nodes as ListedInvoice[];
  };
  const byId = (invoices: ListedInvoice[], id: string) => invoices.find((invoice) => invoice.id === id)!;
  const retainerRuns = () => t.database.dataSource.getRepository(BillingPlanRun).find({ where: { planId: demoBillingPlanId } });

  it('shows each demo invoice standing as its payments and credit note leave it', async () => {
    const sipho = await invoicesOf(client);
    const expected: [string, string, number, number][] = [
      // id, status, total, paid
      [demoInvoiceIds.annualFinancials, 'PAID', 925_000, 925_000],
      [demoInvoiceIds.secretarial, 'PAID', 250_000, 250_000],
      [demoInvoiceIds.fleetReview, 'PAID', 555_000, 555_000],
      [demoInvoiceIds.fleetLogbooks, 'OVERDUE', 370_000, 0],
      [demoInvoiceIds.tenderDeposit, 'CREDITED', 375_000, 0],
    ];
    for (const [id, status, totalCents, paidCents] of expected) {
      expect(byId(sipho, id)).toMatchObject({ status, totalCents, paidCents });
    }
    expect(byId(sipho, demoInvoiceIds.fleetLogbooks)).toMatchObject({ dueOn: addDays(today, -10), outstandingCents: 370_000 });
    expect(byId(sipho, demoInvoiceIds.secretarial).taxInvoiceKind).toBe('ABRIDGED');
    expect(byId(sipho, demoInvoiceIds.tenderDeposit).creditedCents).toBe(375_000);
    expect(byId(sipho, demoInvoiceIds.tenderCredit)).toMatchObject({
      kind: 'CREDIT_NOTE',
      status: 'ISSUED',
      number: 'CN-00001',
      dueOn: null,
      totalCents: 375_000,
      issuedOn: addDays(today, -55),
      reason: 'The tender was withdrawn and the engagement cancelled before the work began',
      creditsInvoice: { id: demoInvoiceIds.tenderDeposit },
    });

    const patel = await invoicesOf(secondClient);
    expect(patel).toHaveLength(1);
    expect(patel[0]).toMatchObject({
      id: demoInvoiceIds.secondClientVat,
      status: 'PART_PAID',
      taxInvoiceKind: 'FULL',
      totalCents: 650_000,
      paidCents: 325_000,
      outstandingCents: 325_000,
    });
    // Staff see the same, and nothing of one client among the other's.
    expect((await invoicesOf(admin, demoUserIds.secondClient)).map((invoice) => invoice.id)).toEqual([demoInvoiceIds.secondClientVat]);
    expect(sipho.map((invoice) => invoice.id)).not.toContain(demoInvoiceIds.secondClientVat);
  });

  it('bills the retainer every month since the letter was signed: all paid but the latest, which is not due yet', async () => {
    const plan = await t.database.dataSource.getRepository(BillingPlan).findOneByOrFail({ id: demoBillingPlanId });
    expect(plan).toMatchObject({
      engagementId: demoEngagementIds.bookkeeping,
      letterId: demoLetterIds.bookkeepingSigned,
      issuerId: demoUserIds.advisor,
      status: 'active',
      startedOn: addDays(today, -110),
    });
    expect(plan.schedule).toMatchObject({ dayOfMonth: 1, reviewFirst: false, onceLines: [], perReturnLines: [] });
    const runs = await retainerRuns();
    const periods = billingPeriodsDue(plan, today);
    expect(runs.map((run) => run.period).sort()).toEqual(periods);
    expect(periods.length).toBeGreaterThanOrEqual(3);

    const sipho = await invoicesOf(client);
    const retainer = periods.map((period) => byId(sipho, runs.find((run) => run.period === period)!.invoiceId!));
    expect(retainer.map((invoice) => invoice.issuedOn)).toEqual(periods.map((period) => `${period}-01`));
    expect(retainer.every((invoice) => invoice.totalCents === 350_000 && invoice.engagement?.id === demoEngagementIds.bookkeeping)).toBe(
      true,
    );
    expect(retainer.map((invoice) => invoice.status)).toEqual([...periods.slice(1).map(() => 'PAID'), 'ISSUED']);
    expect(retainer.at(-1)!.notes).toMatch(/^Monthly fees for .+ as agreed in the signed engagement letter$/);
    expect(retainer.at(-1)!.dueOn! >= today).toBe(true);
  });

  it('numbers the invoices in order of issue from INV-00001, and keeps each one’s totals as its lines price', async () => {
    const issued = await t.database.dataSource.getRepository(Invoice).find({ where: { kind: 'invoice' }, order: { serial: 'ASC' } });
    expect(issued.map((invoice) => invoice.number)).toEqual(issued.map((_, index) => `INV-${String(index + 1).padStart(5, '0')}`));
    const days = issued.map((invoice) => invoice.issuedOn!);
    expect(days).toEqual([...days].sort());
    const all = await t.database.dataSource.getRepository(Invoice).find();
    for (const invoice of all) {
      const totals = invoiceTotals(invoice.lines, invoice.vatBasisPoints!);
      expect({ net: invoice.netCents, vat: invoice.vatCents, total: invoice.totalCents }).toEqual({
        net: totals.netCents,
        vat: totals.vatCents,
        total: totals.totalCents,
      });
      expect(invoice.lines.map((line) => [line.netCents, line.vatCents])).toEqual(
        totals.lines.map((line) => [line.netCents, line.vatCents]),
      );
      expect(invoice).toMatchObject({ status: 'issued', vatBasisPoints: 1500, issuedById: demoUserIds.advisor });
    }
    // The sequences stand at the last numbers given: the next issue follows on.
    const sequences = await t.database.dataSource.getRepository(DocumentSequence).find({ order: { kind: 'ASC' } });
    expect(sequences.map(({ kind, lastSerial }) => ({ kind, lastSerial }))).toEqual([
      { kind: 'credit_note', lastSerial: 1 },
      { kind: 'invoice', lastSerial: issued.length },
    ]);
  });

  it('dates each payment on or after its invoice’s issue and nothing after now, as the portal would have recorded them', async () => {
    const now = new Date();
    const invoices = new Map((await t.database.dataSource.getRepository(Invoice).find()).map((invoice) => [invoice.id, invoice]));
    for (const invoice of invoices.values()) {
      expect(invoice.issuedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(todayInSouthAfrica(invoice.issuedAt!)).toBe(invoice.issuedOn);
      expect(invoice.createdAt.getTime()).toBeLessThanOrEqual(invoice.issuedAt!.getTime());
    }
    const payments = await t.database.dataSource.getRepository(Payment).find();
    expect(payments.map((payment) => payment.method).sort()).toEqual(expect.arrayContaining(['eft', 'payfast', 'yoco']));
    for (const payment of payments) {
      const invoice = invoices.get(payment.invoiceId)!;
      expect(payment.clientId).toBe(invoice.clientId);
      expect(payment.receivedOn >= invoice.issuedOn! && payment.receivedOn <= today).toBe(true);
      expect(payment.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      // Staff key in an EFT against the invoice's number; a provider's payment carries its own id and came from a paid checkout.
      if (payment.method === 'eft') expect(payment).toMatchObject({ recordedById: demoUserIds.advisor, reference: invoice.number });
      else {
        expect(payment).toMatchObject({ recordedById: null, reference: payment.providerPaymentId });
        const checkout = await t.database.dataSource.getRepository(PaymentCheckout).findOneByOrFail({ paymentId: payment.id });
        expect(checkout).toMatchObject({ status: 'paid', provider: payment.method, amountCents: payment.amountCents });
      }
    }
    // Ayesha's full tax invoice names her company and its address.
    const patel = invoices.get(demoInvoiceIds.secondClientVat)!;
    expect(patel.recipient).toMatchObject({ name: 'Patel Hospitality (Pty) Ltd' });
    expect(patel.recipient!.addressLines.length).toBeGreaterThan(0);
  });

  it('keeps each engagement’s paid amount as seeded: what was paid before the portal billed it and its invoices’ payments', async () => {
    const response = await graphql(admin, ENGAGEMENTS).expect(200);
    const paid = new Map<string, number>(
      (response.body.data.engagements as { id: string; paidAmount: number }[]).map((engagement) => [engagement.id, engagement.paidAmount]),
    );
    const e = demoEngagementIds;
    expect(Object.fromEntries(Object.entries(e).map(([name, id]) => [name, paid.get(id)]))).toEqual({
      annualFinancials: 9250,
      bookkeeping: 14000,
      secretarial: 2500,
      fleetReview: 5550,
      tender: 0,
      secondClientVat: 3250,
    });
    // Every payment of the demo is for one of these engagements, and never more than its paid amount.
    const payments: { engagementId: string; cents: string | number }[] = await t.database.dataSource.query(
      'SELECT invoice.engagementId AS engagementId, SUM(payment.amountCents) AS cents FROM payments payment ' +
        'JOIN invoices invoice ON invoice.id = payment.invoiceId GROUP BY invoice.engagementId',
    );
    const byEngagement = new Map(payments.map((row) => [row.engagementId, Number(row.cents)]));
    for (const id of [e.annualFinancials, e.secretarial, e.fleetReview, e.secondClientVat]) {
      expect(byEngagement.get(id)).toBe(paid.get(id)! * 100);
    }
    expect(byEngagement.get(e.tender)).toBeUndefined();
    const runs = await retainerRuns();
    expect(byEngagement.get(e.bookkeeping)).toBe((runs.length - 1) * 350_000);
  });

  it('gives each client the statement balance their invoices leave', async () => {
    // R 3 700 overdue on the logbooks and the latest month's R 3 500 of the retainer.
    const own = (await graphql(client, STATEMENT).expect(200)).body.data.billingStatement;
    expect(own.balanceCents).toBe(720_000);
    expect(own.lines.filter((line: { kind: string }) => line.kind === 'CREDIT_NOTE')).toEqual([
      { kind: 'CREDIT_NOTE', number: 'CN-00001' },
    ]);
    const forStaff = await graphql(admin, STATEMENT, { clientId: demoUserIds.secondClient }).expect(200);
    expect(forStaff.body.data.billingStatement.balanceCents).toBe(325_000);
    expect((await secondClient.get('/api/invoices/statement').expect(200)).body.balanceCents).toBe(325_000);
  });

  it('files each invoice’s original PDF among its client’s documents', async () => {
    const invoice = (await client.get(`/api/invoices/${demoInvoiceIds.annualFinancials}`).expect(200)).body;
    expect(invoice.documentId).toEqual(expect.any(String));
    const document = (await client.get(`/api/documents/${invoice.documentId}`).expect(200)).body;
    expect(document).toMatchObject({ originalName: `${invoice.number}.pdf`, category: 'correspondence', status: 'approved' });
    expect(document.description).toMatch(new RegExp(`^Tax invoice ${invoice.number} issued on `));
    const credit = (await client.get(`/api/invoices/${demoInvoiceIds.tenderCredit}`).expect(200)).body;
    expect((await client.get(`/api/documents/${credit.documentId}`).expect(200)).body.description).toMatch(
      /^Credit note CN-00001 issued on /,
    );
    const [{ n: withoutPdf }] = await t.database.dataSource.query('SELECT COUNT(*) AS n FROM invoices WHERE documentId IS NULL');
    expect(Number(withoutPdf)).toBe(0);
  });

  it('leaves the billing-plans and overdue reminder jobs nothing to do at start', async () => {
    const before = await billingCounts(t.database.dataSource);
    expect(await t.app.services.billingPlans.runDue()).toBe(0);
    expect(await t.app.services.invoiceReminders.sendDue()).toBe(0);
    expect(await billingCounts(t.database.dataSource)).toEqual(before);
  });

  it('adds nothing when seeded again, even on a later day', async () => {
    const before = await billingCounts(t.database.dataSource);
    const demoPasswordHash = await testPasswordHash();
    await seedDatabase(t.database.dataSource, { demo: true, demoPasswordHash });
    await seedDatabase(t.database.dataSource, { demo: true, demoPasswordHash, now: new Date(Date.now() + 40 * 86_400_000) });
    expect(await billingCounts(t.database.dataSource)).toEqual(before);
  });
});
