import type { Repository } from 'typeorm';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../test/database';
// Any leased table will do; the mail queue's is one.
import { QueuedMail } from '../features/mail-queue/queued-mail.entity';
import { dueNow, LeasedQueue } from './leased-queue';

/** A queue whose every try waits until the test lets it finish, then marks the row sent. */
class HeldQueue extends LeasedQueue<QueuedMail> {
  readonly tried: string[] = [];
  private letGo: () => void = () => {};
  private readonly held = new Promise<void>((resolve) => (this.letGo = resolve));

  constructor(rows: Repository<QueuedMail>) {
    super(rows, { leaseMs: 60_000, retryPausesMs: [60_000], roundFailed: 'A test round failed' });
  }

  finishTries(): void {
    this.letGo();
  }

  protected async attempt(mail: QueuedMail): Promise<void> {
    this.tried.push(mail.subject);
    await this.held;
    await this.release(mail, { status: 'sent' });
  }

  protected async prune(): Promise<void> {}
}

describe.each(testDatabaseTargets)('a leased queue ($name)', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(target);
  }, 60_000);
  afterAll(() => database.drop());

  // The features' tests stop a worker between batches; this is the stop in the middle of one.
  it('hands the rest of its batch back when stopped mid-batch: due now, unclaimed, the try not counted', async () => {
    const rows = database.dataSource.getRepository(QueuedMail);
    const now = dueNow();
    const row = (subject: string, second: number, fields: Partial<QueuedMail> = {}) =>
      rows.create({
        recipient: 'batch@example.co.za',
        subject,
        content: { subject, text: subject },
        status: 'waiting',
        attempts: 0,
        nextAttemptAt: new Date(now.getTime() - 60_000),
        createdAt: new Date(now.getTime() - 10_000 + second * 1000),
        ...fields,
      });
    await rows.save([row('First', 0), row('Second', 1), row('Third', 2, { status: 'retrying', attempts: 2 })]);
    const queue = new HeldQueue(rows);

    const round = queue.runRound(now);
    while (queue.tried.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const stopping = queue.stop();
    queue.finishTries();
    await stopping;
    await round;

    expect(queue.tried).toEqual(['First']);
    const bySubject = async (subject: string) => rows.findOneByOrFail({ subject });
    expect(await bySubject('First')).toMatchObject({ status: 'sent', attempts: 1, claimToken: null, leaseExpiresAt: null });
    expect(await bySubject('Second')).toMatchObject({
      status: 'waiting',
      attempts: 0,
      nextAttemptAt: now,
      claimToken: null,
      leaseExpiresAt: null,
    });
    expect(await bySubject('Third')).toMatchObject({
      status: 'retrying',
      attempts: 2,
      nextAttemptAt: now,
      claimToken: null,
      leaseExpiresAt: null,
    });
  });
});
