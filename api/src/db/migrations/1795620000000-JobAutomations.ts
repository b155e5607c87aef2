import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { boolean, datetime, dialectOf, foreignKey, id, integer, json, ref, text, timestamps, varchar } from './columns';

/**
 * Stages that act (features/jobs, docs/jobs.md#stages-that-act): what a template's stage does on a
 * job's first entry, and each action a stage took for a job. Table API, so it runs unchanged on
 * SQLite and MySQL/MariaDB.
 */
export class JobAutomations1795620000000 implements MigrationInterface {
  name = 'JobAutomations1795620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'job_stage_automations',
        columns: [
          id(),
          varchar('templateKey', 40),
          varchar('stage', 30),
          json('actions'),
          boolean('moveOnWhenDone', false),
          ref('updatedById', { nullable: true }),
          ...timestamps(dialect),
        ],
        indices: [
          new TableIndex({ name: 'UQ_job_stage_automations_template_stage', columnNames: ['templateKey', 'stage'], isUnique: true }),
          new TableIndex({ name: 'IDX_job_stage_automations_updatedById', columnNames: ['updatedById'] }),
        ],
        foreignKeys: [foreignKey('job_stage_automations', 'updatedById', 'users', 'SET NULL')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'job_stage_actions',
        columns: [
          id(),
          ref('jobId'),
          varchar('stage', 30),
          integer('position'),
          json('settings'),
          varchar('status', 10),
          json('resultIds'),
          text('error', { nullable: true }),
          integer('attempts', { default: 0 }),
          datetime('doneAt'),
          ...timestamps(dialect),
        ],
        indices: [
          new TableIndex({ name: 'UQ_job_stage_actions_job_stage_position', columnNames: ['jobId', 'stage', 'position'], isUnique: true }),
          new TableIndex({ name: 'IDX_job_stage_actions_status', columnNames: ['status'] }),
        ],
        foreignKeys: [foreignKey('job_stage_actions', 'jobId', 'jobs', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_stage_actions', true, true, true);
    await queryRunner.dropTable('job_stage_automations', true, true, true);
  }
}
