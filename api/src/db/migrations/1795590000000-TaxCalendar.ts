import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dialectOf, id, integer, timestamps, varchar } from './columns';

/**
 * What the firm's tax calendar cannot compute (features/tax-calendar, docs/tax-calendar.md): the
 * public holidays the President declares, the deadlines SARS extends, and the filing seasons it
 * announces each year. Table API, so it runs unchanged on SQLite and MySQL/MariaDB.
 */
export class TaxCalendar1795590000000 implements MigrationInterface {
  name = 'TaxCalendar1795590000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'declared_holidays',
        columns: [id(), varchar('date', 10), varchar('name', 120), ...timestamps(dialect)],
        indices: [new TableIndex({ name: 'UQ_declared_holidays_date', columnNames: ['date'], isUnique: true })],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'deadline_overrides',
        columns: [id(), varchar('periodKey', 60), varchar('dueDate', 10), varchar('reason', 500), ...timestamps(dialect)],
        indices: [new TableIndex({ name: 'UQ_deadline_overrides_periodKey', columnNames: ['periodKey'], isUnique: true })],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'filing_seasons',
        columns: [
          id(),
          varchar('kind', 20),
          integer('year'),
          varchar('opens', 10),
          varchar('closes', 10),
          varchar('provisionalCloses', 10, { nullable: true }),
          ...timestamps(dialect),
        ],
        indices: [new TableIndex({ name: 'UQ_filing_seasons_kind_year', columnNames: ['kind', 'year'], isUnique: true })],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['filing_seasons', 'deadline_overrides', 'declared_holidays']) await queryRunner.dropTable(table, true, true, true);
  }
}
