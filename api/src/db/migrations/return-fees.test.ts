import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../../test/database';
import { newId } from '../base-entity';
import { BillingPlan } from '../../features/billing/billing-plan.entity';
import { undoMigrationsThrough } from '../../test/undo-migrations';

/** The fees-per-return migration widens billing_plan_runs.period in place: the runs kept before it stay, unchanged (later migrations undone first). */
describe.each(testDatabaseTargets)('the fees-per-return migration ($name)', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(target);
  }, 60_000);
  afterAll(() => db.drop());

  it('keeps the runs billed before it, and undoes itself', async () => {
    const query = (sql: string, parameters: unknown[] = []) => db.dataSource.query(sql, parameters);
    const [user, service, engagement, plan, run] = [newId(), newId(), newId(), newId(), newId()];
    await undoMigrationsThrough(db.dataSource, 'ReturnFees1795720000000');
    await query('INSERT INTO users (id, email, firstName, lastName) VALUES (?, ?, ?, ?)', [
      user,
      'lindiwe@example.co.za',
      'Lindiwe',
      'Sisulu',
    ]);
    await query("INSERT INTO services (id, name) VALUES (?, 'Payroll')", [service]);
    await query('INSERT INTO engagements (id, clientId, serviceId, title) VALUES (?, ?, ?, ?)', [
      engagement,
      user,
      service,
      'Payroll 2027',
    ]);
    await query(
      "INSERT INTO billing_plans (id, engagementId, clientId, schedule, status, startedOn) VALUES (?, ?, ?, ?, 'active', '2027-01-04')",
      [plan, engagement, user, JSON.stringify({ onceLines: [], monthlyLines: [], dayOfMonth: 1, reviewFirst: true })],
    );
    await query("INSERT INTO billing_plan_runs (id, planId, period) VALUES (?, ?, '2027-02')", [run, plan]);

    await db.dataSource.runMigrations();
    expect(await query('SELECT id, period, returnTitle FROM billing_plan_runs')).toEqual([
      { id: run, period: '2027-02', returnTitle: null },
    ]);
    // A schedule kept before fees per return reads as having none.
    expect((await db.dataSource.getRepository(BillingPlan).findOneByOrFail({ id: plan })).schedule.perReturnLines).toEqual([]);
    const returnPeriod = `return:${newId()}`;
    await query("INSERT INTO billing_plan_runs (id, planId, period, returnTitle) VALUES (?, ?, ?, 'EMP201 Jan 2027')", [
      newId(),
      plan,
      returnPeriod,
    ]);

    await undoMigrationsThrough(db.dataSource, 'ReturnFees1795720000000');
    expect(await query('SELECT id, period FROM billing_plan_runs')).toEqual([{ id: run, period: '2027-02' }]);
  }, 60_000);
});
