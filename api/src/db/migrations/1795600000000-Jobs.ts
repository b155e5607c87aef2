import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { boolean, datetime, dialectOf, foreignKey, id, json, ref, timestamps, varchar } from './columns';

/**
 * The firm's recurring work (features/jobs, docs/jobs.md): a job per engagement, template and
 * period, and the tasks of its checklist linked to it. Table API, so it runs unchanged on SQLite
 * and MySQL/MariaDB.
 */
export class Jobs1795600000000 implements MigrationInterface {
  name = 'Jobs1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    const table = 'jobs';
    await queryRunner.createTable(
      new Table({
        name: table,
        columns: [
          id(),
          ref('engagementId'),
          varchar('templateKey', 40),
          varchar('periodKey', 60),
          varchar('stage', 30),
          varchar('dueDate', 10, { nullable: true }),
          boolean('dueDateSetByHand', false),
          varchar('priority', 20, { default: 'medium' }),
          ref('assignedTo', { nullable: true }),
          ref('reviewerId', { nullable: true }),
          json('enteredStages'),
          datetime('stageChangedAt', { nullable: false }),
          datetime('completedAt'),
          ...timestamps(dialect),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_jobs_engagement_template_period',
            columnNames: ['engagementId', 'templateKey', 'periodKey'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_jobs_stage_dueDate', columnNames: ['stage', 'dueDate'] }),
          new TableIndex({ name: 'IDX_jobs_dueDate', columnNames: ['dueDate'] }),
          new TableIndex({ name: 'IDX_jobs_assignedTo', columnNames: ['assignedTo'] }),
          new TableIndex({ name: 'IDX_jobs_reviewerId', columnNames: ['reviewerId'] }),
        ],
        foreignKeys: [
          foreignKey(table, 'engagementId', 'engagements', 'CASCADE'),
          foreignKey(table, 'assignedTo', 'users', 'SET NULL'),
          foreignKey(table, 'reviewerId', 'users', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
    // A task of a job's checklist; it stays on the engagement if the job goes.
    await queryRunner.addColumn('tasks', new TableColumn(ref('jobId', { nullable: true })));
    await queryRunner.createIndex('tasks', new TableIndex({ name: 'IDX_tasks_jobId', columnNames: ['jobId'] }));
    await queryRunner.createForeignKey('tasks', foreignKey('tasks', 'jobId', 'jobs', 'SET NULL'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('tasks', 'FK_tasks_jobId');
    await queryRunner.dropIndex('tasks', 'IDX_tasks_jobId');
    await queryRunner.dropColumn('tasks', 'jobId');
    await queryRunner.dropTable('jobs', true, true, true);
  }
}
