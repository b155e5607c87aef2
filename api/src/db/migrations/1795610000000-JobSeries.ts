import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, dialectOf, foreignKey, id, integer, json, ref, timestamps, varchar } from './columns';

/**
 * Recurring series of jobs (features/jobs, docs/jobs.md#recurring-series), and the series a job
 * was made by. Table API, so it runs unchanged on SQLite and MySQL/MariaDB.
 */
export class JobSeries1795610000000 implements MigrationInterface {
  name = 'JobSeries1795610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    const table = 'job_series';
    await queryRunner.createTable(
      new Table({
        name: table,
        columns: [
          id(),
          ref('engagementId'),
          varchar('templateKey', 40),
          json('settings'),
          ref('assignedTo', { nullable: true }),
          ref('reviewerId', { nullable: true }),
          varchar('priority', 20, { default: 'medium' }),
          integer('leadDays'),
          varchar('startsOn', 10),
          varchar('status', 10),
          json('skippedPeriodKeys'),
          ref('createdById', { nullable: true }),
          datetime('endedAt'),
          ...timestamps(dialect),
        ],
        indices: [
          new TableIndex({ name: 'IDX_job_series_engagementId', columnNames: ['engagementId'] }),
          new TableIndex({ name: 'IDX_job_series_status', columnNames: ['status'] }),
          new TableIndex({ name: 'IDX_job_series_assignedTo', columnNames: ['assignedTo'] }),
          new TableIndex({ name: 'IDX_job_series_reviewerId', columnNames: ['reviewerId'] }),
          new TableIndex({ name: 'IDX_job_series_createdById', columnNames: ['createdById'] }),
        ],
        foreignKeys: [
          foreignKey(table, 'engagementId', 'engagements', 'CASCADE'),
          foreignKey(table, 'assignedTo', 'users', 'SET NULL'),
          foreignKey(table, 'reviewerId', 'users', 'SET NULL'),
          foreignKey(table, 'createdById', 'users', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
    // A job made by a series names it; the job stays if the series goes.
    await queryRunner.addColumn('jobs', new TableColumn(ref('seriesId', { nullable: true })));
    await queryRunner.createIndex('jobs', new TableIndex({ name: 'IDX_jobs_seriesId', columnNames: ['seriesId'] }));
    await queryRunner.createForeignKey('jobs', foreignKey('jobs', 'seriesId', 'job_series', 'SET NULL'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('jobs', 'FK_jobs_seriesId');
    await queryRunner.dropIndex('jobs', 'IDX_jobs_seriesId');
    await queryRunner.dropColumn('jobs', 'seriesId');
    await queryRunner.dropTable('job_series', true, true, true);
  }
}
