import {
  EventSubscriber,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

const waitingForCommit = new WeakMap<QueryRunner, (() => void)[]>();

/**
 * Runs `work` once what `manager` wrote is committed: at once outside a transaction, after the
 * outermost COMMIT inside one, never after a rollback. Announcements (a live notification, say)
 * must not tell anyone about a change that is then undone.
 */
export function afterCommit(manager: EntityManager, work: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    work();
    return;
  }
  const waiting = waitingForCommit.get(runner) ?? [];
  waiting.push(work);
  waitingForCommit.set(runner, waiting);
}

/** TypeORM's transaction events drive afterCommit; registered with every data source. */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    // A savepoint's release also reports a commit; wait for the outermost one.
    if (queryRunner.isTransactionActive) return;
    const waiting = waitingForCommit.get(queryRunner) ?? [];
    waitingForCommit.delete(queryRunner);
    for (const work of waiting) work();
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) waitingForCommit.delete(queryRunner);
  }
}
