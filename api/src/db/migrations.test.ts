import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { Session } from '../auth/session.entity';
import { Appointment } from '../features/appointments/appointment.entity';
import { AuditLog } from '../features/audit/audit-log.entity';
import { FirmService } from '../features/firm-services/firm-service.entity';
import { ContactSubmission } from '../features/contact/contact-submission.entity';
import { Document } from '../features/documents/document.entity';
import { Engagement } from '../features/engagements/engagement.entity';
import { Message } from '../features/messages/message.entity';
import { Notification } from '../features/notifications/notification.entity';
import { Post } from '../features/posts/post.entity';
import { Company } from '../features/profile/company.entity';
import { SystemSetting } from '../features/settings/system-setting.entity';
import { Task } from '../features/tasks/task.entity';
import { Role } from '../accounts/role.entity';
import { UserInvitation } from '../features/users/user-invitation.entity';
import { UserRole } from '../accounts/user-role.entity';
import { User } from '../accounts/user.entity';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../test/database';
import { newId } from './base-entity';
import { dataSourceOptions } from '../composition/data-source';
import { entities } from '../composition/entities';
import { migrations } from './migrations';
import { undoLastMigration } from './undo-migration';

const specTables = [
  'users',
  'sessions',
  'posts',
  'contact_submissions',
  'roles',
  'user_roles',
  'documents',
  'services',
  'engagements',
  'tasks',
  'messages',
  'appointments',
  'notifications',
  'audit_logs',
  'system_settings',
  'companies',
  'user_invitations',
  // Beyond the specification: the sessions a user sees and ends on their profile.
  'user_sessions',
  // Beyond the specification: what staff ask clients for, and their reusable checklists.
  'document_checklists',
  'document_requests',
  // Beyond the specification: two-step sign-in (features/two-step).
  'two_step_enrolments',
  'two_step_recovery_codes',
  // Beyond the specification: clients' requests to erase their personal information (POPIA).
  'erasure_requests',
  // Beyond the specification: the files sent with messages (they replace messages.attachments).
  'message_attachments',
  // Beyond the specification: every e-mail, queued with the change that causes it (features/mail-queue).
  'mail_queue',
  // Beyond the specification: staff members' personal access tokens (features/api-tokens).
  'api_tokens',
  // Beyond the specification: webhook endpoints and each event's delivery to them (features/webhooks).
  'webhook_endpoints',
  'webhook_deliveries',
  // Beyond the specification: letter templates and the engagement letters clients sign (features/engagement-letters).
  'letter_templates',
  'engagement_letters',
  // Beyond the specification: organizer templates, the organizers clients fill in and their answers (features/organizers).
  'organizer_templates',
  'organizers',
  'organizer_answers',
  // Beyond the specification: what the tax calendar cannot compute (features/tax-calendar).
  'declared_holidays',
  'deadline_overrides',
  'filing_seasons',
  // Beyond the specification: the firm's recurring work (features/jobs).
  'jobs',
  'job_series',
  'job_stage_automations',
  'job_stage_actions',
  // Beyond the specification: the firm's billing settings and VAT rates (features/billing).
  'billing_settings',
  'vat_rates',
  'invoices',
  'document_sequences',
  'payments',
  'payment_checkouts',
  'bank_accounts',
  'bank_statement_lines',
  'billing_plans',
  'billing_plan_runs',
  // Beyond the specification: each Idempotency-Key and the answer its retries repeat (features/idempotency).
  'idempotency_keys',
  // Beyond the specification: the tombstones a synced list reports (features/changes).
  'record_deletions',
  // Beyond the specification: the events feed, each event as the webhooks sent it (features/webhooks).
  'events',
];

/**
 * What the schema builder would still change. On MariaDB the comparison uses TypeORM's mariadb
 * dialect even when the app connected with a mysql:// URL: the mysql dialect misreads MariaDB's
 * information schema (every nullable column's default reads as 'NULL'), so it reports changes
 * that are not there (docs/libraries.md, "MariaDB is not MySQL for schema diffs").
 */
async function pendingSchemaChanges(db: TestDatabase): Promise<string[]> {
  let checker = db.dataSource;
  let separate: DataSource | undefined;
  if (db.dataSource.options.type === 'mysql') {
    const [{ version }] = await db.dataSource.query('SELECT VERSION() AS version');
    if (/mariadb/i.test(version)) {
      separate = new DataSource(dataSourceOptions({ url: db.url!.replace(/^mysql:/, 'mariadb:'), dataDir: db.dataDir }));
      checker = await separate.initialize();
    }
  }
  try {
    const log = await checker.driver.createSchemaBuilder().log();
    return log.upQueries.map((query) => query.query);
  } finally {
    await separate?.destroy();
  }
}

async function existingTables(dataSource: DataSource): Promise<string[]> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    const present: string[] = [];
    for (const table of specTables) if (await queryRunner.hasTable(table)) present.push(table);
    return present;
  } finally {
    await queryRunner.release();
  }
}

async function reload<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, id: string): Promise<T> {
  return dataSource.getRepository(target).findOneByOrFail({ id } as never);
}

describe.each(testDatabaseTargets)('the initial schema on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(target, { migrate: false });
  }, 60_000);

  afterAll(async () => {
    await db?.drop();
  });

  it('runs its one migration on an empty database', async () => {
    expect(await existingTables(db.dataSource)).toEqual([]);
    const ran = await db.dataSource.runMigrations();
    expect(ran.map((migration) => migration.name)).toEqual(migrations.map((migration) => migration.name));
    expect(ran[0].name).toBe('InitialSchema1732240000000');
    expect(await db.dataSource.showMigrations()).toBe(false);
  }, 60_000);

  it('creates every table of the specification', async () => {
    expect(await existingTables(db.dataSource)).toEqual(specTables);
  });

  it('leaves nothing for the schema builder to change: the migration matches the entities', async () => {
    expect(await pendingSchemaChanges(db)).toEqual([]);
  }, 60_000);

  describe('with some records', () => {
    const ids = { user: newId(), other: newId(), service: newId(), engagement: newId() };

    beforeAll(async () => {
      const manager = db.dataSource.manager;
      await manager.save(manager.create(User, { id: ids.user, email: 'thabo@example.co.za', firstName: 'Thabo', lastName: 'Mbeki' }));
      await manager.save(manager.create(User, { id: ids.other, email: 'anele@example.co.za', firstName: 'Anele', lastName: 'Dube' }));
      await manager.save(manager.create(FirmService, { id: ids.service, name: 'Monthly Bookkeeping', basePrice: 3500.5 }));
      await manager.save(
        manager.create(Engagement, {
          id: ids.engagement,
          clientId: ids.user,
          serviceId: ids.service,
          title: 'Bookkeeping 2025',
          totalAmount: 18500,
          paidAmount: 9250.25,
        }),
      );
    }, 60_000);

    it('reads decimals back as numbers', async () => {
      const manager = db.dataSource.manager;
      const task = await manager.save(
        manager.create(Task, { engagementId: ids.engagement, title: 'Reconcile the bank', estimatedHours: 2.75, actualHours: 99.99 }),
      );
      const company = await manager.save(
        manager.create(Company, { userId: ids.user, name: 'Mbeki Freight (Pty) Ltd', annualRevenue: 18750000.99 }),
      );

      const engagement = await reload(db.dataSource, Engagement, ids.engagement);
      expect(engagement.totalAmount).toBe(18500);
      expect(engagement.paidAmount).toBe(9250.25);
      expect((await reload(db.dataSource, FirmService, ids.service)).basePrice).toBe(3500.5);
      const reloadedTask = await reload(db.dataSource, Task, task.id);
      expect(reloadedTask.estimatedHours).toBe(2.75);
      expect(reloadedTask.actualHours).toBe(99.99);
      expect(reloadedTask.completedAt).toBeNull();
      expect((await reload(db.dataSource, Company, company.id)).annualRevenue).toBe(18750000.99);
    });

    it('round-trips the json columns as JavaScript values', async () => {
      const manager = db.dataSource.manager;
      const details = {
        email: 'thabo@example.co.za',
        roleNames: ['client', 'advisor'],
        nested: { count: 3, ok: true, none: null },
        note: 'Kgotso – “ŉ” ✓',
      };
      const role = await manager.save(manager.create(Role, { name: 'tester', permissions: ['documents:own', 'tasks:own'] }));
      const log = await manager.save(manager.create(AuditLog, { userId: ids.user, action: 'user.created', details }));
      await manager.save(manager.create(Message, { senderId: ids.user, recipientId: ids.other, subject: 'Hello', content: 'Sawubona' }));
      const expire = new Date(Date.now() + 60_000);
      await manager.getRepository(Session).save({ sid: 'sid-1', sess: { cookie: { maxAge: 60_000 }, userId: ids.user }, expire });

      expect((await reload(db.dataSource, Role, role.id)).permissions).toEqual(['documents:own', 'tasks:own']);
      expect((await reload(db.dataSource, AuditLog, log.id)).details).toEqual(details);
      const session = await manager.getRepository(Session).findOneByOrFail({ sid: 'sid-1' });
      expect(session.sess).toEqual({ cookie: { maxAge: 60_000 }, userId: ids.user });
      expect(Math.abs(session.expire.getTime() - expire.getTime())).toBeLessThan(1000);
    });

    it('gives json lists their empty default, even to a plain insert', async () => {
      const id = newId();
      await db.dataSource.getRepository(Role).insert({ id, name: 'no-permissions' });
      expect((await reload(db.dataSource, Role, id)).permissions).toEqual([]);
    });

    it('fills in the specification defaults', async () => {
      const manager = db.dataSource.manager;
      const before = Date.now();
      const user = await reload(db.dataSource, User, ids.user);
      expect(user).toMatchObject({ country: 'South Africa', isActive: true, lastLoginAt: null });
      expect(user.createdAt).toBeInstanceOf(Date);

      const engagement = await manager.save(manager.create(Engagement, { clientId: ids.user, serviceId: ids.service, title: 'VAT' }));
      const reloadedEngagement = await reload(db.dataSource, Engagement, engagement.id);
      expect(reloadedEngagement).toMatchObject({ status: 'active', paidAmount: 0, totalAmount: null });
      expect(Math.abs(reloadedEngagement.startDate.getTime() - before)).toBeLessThan(60_000);

      const document = await manager.save(
        manager.create(Document, {
          userId: ids.user,
          fileName: `${newId()}.pdf`,
          originalName: 'a.pdf',
          fileSize: 10,
          mimeType: 'application/pdf',
        }),
      );
      expect(await reload(db.dataSource, Document, document.id)).toMatchObject({
        status: 'pending',
        category: 'general',
        downloadCount: 0,
      });

      const task = await manager.save(manager.create(Task, { engagementId: engagement.id, title: 'Sign' }));
      expect(await reload(db.dataSource, Task, task.id)).toMatchObject({ status: 'pending', priority: 'medium' });

      const appointment = await manager.save(
        manager.create(Appointment, { clientId: ids.user, advisorId: ids.other, title: 'Kick-off', scheduledAt: new Date() }),
      );
      expect(await reload(db.dataSource, Appointment, appointment.id)).toMatchObject({
        duration: 60,
        status: 'scheduled',
        meetingType: 'video',
        reminderSent: false,
      });

      const notification = await manager.save(
        manager.create(Notification, { userId: ids.user, title: 'Hi', content: 'Hello', type: 'info' }),
      );
      expect(await reload(db.dataSource, Notification, notification.id)).toMatchObject({ isRead: false, readAt: null });

      const submission = await manager.save(
        manager.create(ContactSubmission, { firstName: 'Lindiwe', lastName: 'Sithole', email: 'l@example.co.za', message: 'Hello' }),
      );
      expect(await reload(db.dataSource, ContactSubmission, submission.id)).toMatchObject({ type: 'get_in_touch' });

      const post = await manager.save(manager.create(Post, { title: 'VAT', slug: 'vat', content: 'Text' }));
      expect(await reload(db.dataSource, Post, post.id)).toMatchObject({ published: false });

      const setting = await manager.save(manager.create(SystemSetting, { key: 'site.name', value: 'Khanya' }));
      expect(await reload(db.dataSource, SystemSetting, setting.id)).toMatchObject({ isPublic: false });

      const company = await manager.save(manager.create(Company, { userId: ids.other, name: 'Dube Trading' }));
      expect(await reload(db.dataSource, Company, company.id)).toMatchObject({ country: 'South Africa', employees: 0, annualRevenue: 0 });
    });

    it('keeps creation and update times to the millisecond, so lists sort in creation order', async () => {
      const manager = db.dataSource.manager;
      const before = Date.now();
      const task = await manager.save(manager.create(Task, { engagementId: ids.engagement, title: 'Timed' }));
      const reloaded = await reload(db.dataSource, Task, task.id);
      // Whole seconds (SQLite's own default) would put the time before `before`.
      expect(reloaded.createdAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(reloaded.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(reloaded.updatedAt.getTime()).toBe(reloaded.createdAt.getTime());
    });

    it('refuses a second user with the same e-mail and a second company for one user', async () => {
      const manager = db.dataSource.manager;
      await expect(
        manager.save(manager.create(User, { email: 'thabo@example.co.za', firstName: 'Thabo', lastName: 'Again' })),
      ).rejects.toThrow();
      await expect(manager.save(manager.create(Company, { userId: ids.user, name: 'Second company' }))).rejects.toThrow();
    });

    it('refuses a record that points at a user that does not exist', async () => {
      const manager = db.dataSource.manager;
      await expect(
        manager.save(manager.create(Notification, { userId: newId(), title: 'Hi', content: 'Hello', type: 'info' })),
      ).rejects.toThrow();
    });

    it('refuses to delete a service that engagements use', async () => {
      await expect(db.dataSource.getRepository(FirmService).delete({ id: ids.service })).rejects.toThrow();
    });

    it("deletes a user's own records with the user and keeps the rows that only mention them", async () => {
      const manager = db.dataSource.manager;
      const role = await manager.findOneByOrFail(Role, { name: 'tester' });
      await manager.save(manager.create(UserRole, { userId: ids.user, roleId: role.id }));
      const invitation = await manager.save(
        manager.create(UserInvitation, {
          userId: ids.other,
          tokenHash: 'a'.repeat(64),
          expiresAt: new Date(Date.now() + 86_400_000),
          createdBy: ids.user,
        }),
      );
      const reply = await manager.save(
        manager.create(Message, { senderId: ids.other, recipientId: ids.other, content: 'Note to self', engagementId: ids.engagement }),
      );
      const parent = await manager.findOneByOrFail(Message, { senderId: ids.user });
      await manager.update(Message, { id: reply.id }, { parentMessageId: parent.id });

      await manager.delete(User, { id: ids.user });

      expect(await manager.countBy(Engagement, { clientId: ids.user })).toBe(0);
      expect(await manager.countBy(Task, {})).toBe(0);
      expect(await manager.countBy(Document, { userId: ids.user })).toBe(0);
      expect(await manager.countBy(Company, { userId: ids.user })).toBe(0);
      expect(await manager.countBy(Notification, { userId: ids.user })).toBe(0);
      expect(await manager.countBy(UserRole, { userId: ids.user })).toBe(0);
      expect(await manager.countBy(Message, { senderId: ids.user })).toBe(0);
      expect(await manager.countBy(AuditLog, { action: 'user.created' })).toBe(1);
      expect((await manager.findOneByOrFail(AuditLog, { action: 'user.created' })).userId).toBeNull();
      expect((await reload(db.dataSource, UserInvitation, invitation.id)).createdBy).toBeNull();
      expect(await reload(db.dataSource, Message, reply.id)).toMatchObject({ parentMessageId: null, engagementId: null });
    });
  });

  it('undoes itself with down, and up runs again on the emptied database', async () => {
    for (let step = 0; step < migrations.length; step += 1) await undoLastMigration(db.dataSource);
    expect(await existingTables(db.dataSource)).toEqual([]);
    expect(await db.dataSource.showMigrations()).toBe(true);

    await db.dataSource.runMigrations();
    expect(await existingTables(db.dataSource)).toEqual(specTables);
    expect(await pendingSchemaChanges(db)).toEqual([]);
  }, 60_000);
});

describe('the entities', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({}, { migrate: false });
  });

  afterAll(async () => {
    await db?.drop();
  });

  /**
   * docs/product.md#stored-records: lengths, required flags and defaults ("?" marks a nullable
   * column, "=" its default). Lengths the product description leaves open are ours.
   */
  // prettier-ignore
  const specColumns: Record<string, string[]> = {
    users: ['email varchar(255)', 'phone? varchar(20)', 'address? text', 'city? varchar(100)', 'province? varchar(100)',
      'postalCode? varchar(20)', "country varchar(100)='South Africa'", 'taxNumber? varchar(100)', 'registrationNumber? varchar(100)',
      'passwordHash? varchar(255)', 'lastLoginAt? datetime', 'isActive boolean=true'],
    sessions: ['sid varchar(255)', 'sess simple-json', 'expire datetime'],
    posts: ['title varchar(255)', 'slug varchar(255)', 'excerpt? text', 'content text', 'category? varchar(100)',
      'published boolean=false'],
    contact_submissions: ["type varchar(50)='get_in_touch'", 'firstName varchar(100)', 'lastName varchar(100)', 'email varchar(255)',
      'phone? varchar(20)', 'company? varchar(255)', 'service? varchar(100)', 'preferredDate? datetime', 'preferredTime? varchar(20)',
      'message text'],
    roles: ['name varchar(50)', 'description? text', 'permissions simple-json'],
    user_roles: ['userId varchar(36)', 'roleId varchar(36)', 'assignedAt datetime'],
    documents: ['userId varchar(36)', 'fileName varchar(255)', 'originalName varchar(255)', 'fileSize integer', 'mimeType varchar(100)',
      "category varchar(100)='general'", 'description? text', "status varchar(20)='pending'", 'uploadedBy? varchar(36)',
      'approvedBy? varchar(36)', 'approvedAt? datetime', 'downloadCount integer=0', 'expiresAt? datetime'],
    services: ['name varchar(255)', 'description? text', 'category? varchar(100)', 'basePrice? decimal(10,2)', 'isActive boolean=true'],
    engagements: ['clientId varchar(36)', 'serviceId varchar(36)', 'title varchar(255)', "status varchar(20)='active'",
      'assignedTo? varchar(36)', 'startDate datetime', 'dueDate? datetime', 'completedAt? datetime', 'totalAmount? decimal(10,2)',
      'paidAmount decimal(10,2)=0'],
    tasks: ['engagementId varchar(36)', 'title varchar(255)', "status varchar(20)='pending'", "priority varchar(20)='medium'",
      'assignedTo? varchar(36)', 'dueDate? datetime', 'completedAt? datetime', 'estimatedHours? decimal(4,2)', 'actualHours? decimal(4,2)'],
    messages: ['senderId varchar(36)', 'recipientId varchar(36)', 'engagementId? varchar(36)', 'parentMessageId? varchar(36)',
      'subject? varchar(255)', 'content text', 'isRead boolean=false', 'readAt? datetime'],
    message_attachments: ['messageId varchar(36)', 'originalName varchar(255)', 'storageKey? varchar(255)', 'fileSize integer',
      'mimeType varchar(100)'],
    appointments: ['clientId varchar(36)', 'advisorId varchar(36)', 'engagementId? varchar(36)', 'title varchar(255)',
      'scheduledAt datetime', 'duration integer=60', 'location? varchar(255)', 'meetingUrl? varchar(500)',
      "status varchar(20)='scheduled'", 'reminderSent boolean=false'],
    notifications: ['userId varchar(36)', 'title varchar(255)', 'content text', 'type varchar(50)', 'category? varchar(50)',
      'isRead boolean=false', 'readAt? datetime', 'actionUrl? varchar(500)'],
    audit_logs: ['userId? varchar(36)', 'action varchar(100)', 'resourceType? varchar(50)', 'details? simple-json',
      'ipAddress? varchar(45)', 'userAgent? varchar(500)'],
    system_settings: ['key varchar(100)', 'value? text', 'category? varchar(50)', 'isPublic boolean=false', 'updatedBy? varchar(36)'],
    companies: ['userId varchar(36)', 'name varchar(255)', 'registrationNumber? varchar(100)', 'taxNumber? varchar(100)',
      'industry? varchar(100)', 'phone? varchar(20)', 'email? varchar(255)', 'website? varchar(255)',
      "country varchar(100)='South Africa'", 'employees integer=0', 'annualRevenue decimal(12,2)=0'],
    user_invitations: ['userId varchar(36)', 'tokenHash varchar(64)', 'expiresAt datetime', 'usedAt? datetime', 'createdBy? varchar(36)'],
  };

  function describeColumn(table: string, column: string): string {
    const metadata = db.dataSource.entityMetadatas.find((entity) => entity.tableName === table);
    const found = metadata?.columns.find((candidate) => candidate.databaseName === column);
    if (!found) return `${column} missing`;
    const size = found.length ? `(${found.length})` : found.precision ? `(${found.precision},${found.scale})` : '';
    const fallback =
      found.default === undefined || typeof found.default === 'function'
        ? ''
        : `=${typeof found.default === 'string' ? `'${found.default}'` : JSON.stringify(found.default)}`;
    return `${column}${found.isNullable ? '?' : ''} ${String(found.type)}${size}${fallback}`;
  }

  it.each(Object.entries(specColumns))('give %s the columns of the specification', (table, columns) => {
    const actual = columns.map((expected) => describeColumn(table, expected.split(/[? ]/)[0]));
    expect(actual).toEqual(columns);
  });

  it('are one class per table, every table of the specification', () => {
    expect(entities.map((entity) => db.dataSource.getMetadata(entity).tableName).sort()).toEqual([...specTables].sort());
  });

  it('index every foreign key column', () => {
    const unindexed = db.dataSource.entityMetadatas.flatMap((entity) =>
      entity.foreignKeys
        .flatMap((foreignKey) => foreignKey.columns)
        .filter((column) => !entity.indices.some((index) => index.columns[0] === column))
        .map((column) => `${entity.tableName}.${column.databaseName}`),
    );
    expect(unindexed).toEqual([]);
  });
});
