import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { In, type DataSource } from 'typeorm';
import { verifyPassword } from '../auth/password';
import { Appointment, appointmentStatuses } from '../features/appointments/appointment.entity';
import { AuditLog } from '../features/audit/audit-log.entity';
import { FirmService } from '../features/firm-services/firm-service.entity';
import { ContactSubmission } from '../features/contact/contact-submission.entity';
import { Document } from '../features/documents/document.entity';
import { Invoice } from '../features/billing/invoice.entity';
import { compact, pdfPages } from '../features/engagement-letters/engagement-letters-test-kit';
import { Engagement, engagementStatuses } from '../features/engagements/engagement.entity';
import { Message } from '../features/messages/message.entity';
import { MessageAttachment } from '../features/messages/message-attachment.entity';
import { isDocumentOfType } from '../features/documents/document-file-type';
import { Notification, notificationCategories, notificationTypes } from '../features/notifications/notification.entity';
import { Post } from '../features/posts/post.entity';
import { Company } from '../features/profile/company.entity';
import { SystemSetting } from '../features/settings/system-setting.entity';
import { Task, taskPriorities, taskStatuses } from '../features/tasks/task.entity';
import { Role } from '../accounts/role.entity';
import { UserRole } from '../accounts/user-role.entity';
import { User } from '../accounts/user.entity';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../test/database';
import { entities } from '../composition/entities';
import { DEMO_PASSWORD, demoUserIds, seedDatabase } from './index';
import { STANDARD_RATE_HISTORY } from '../../../validation/billing/vat';

const NOW = new Date('2025-06-16T08:30:00.000Z');

async function rowCounts(dataSource: DataSource): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entity of entities) counts[dataSource.getMetadata(entity).tableName] = await dataSource.getRepository(entity).count();
  return counts;
}

async function rolesOf(dataSource: DataSource, email: string): Promise<string[]> {
  const user = await dataSource.getRepository(User).findOneOrFail({ where: { email }, relations: { userRoles: { role: true } } });
  return user.userRoles.map((userRole) => userRole.role.name).sort();
}

describe.each(testDatabaseTargets)('seedDatabase on $name', (target) => {
  describe('without demo data', () => {
    let db: TestDatabase;

    beforeAll(async () => {
      db = await createTestDatabase(target);
      await seedDatabase(db.dataSource, { demo: false, now: NOW });
    }, 60_000);

    afterAll(async () => {
      await db?.drop();
    });

    it('creates only the four roles, each with a description and permissions', async () => {
      const roles = await db.dataSource.getRepository(Role).find({ order: { name: 'ASC' } });
      expect(roles.map((role) => role.name)).toEqual(['admin', 'advisor', 'client', 'superadmin']);
      for (const role of roles) {
        expect(role.description).toEqual(expect.any(String));
        expect(role.permissions.length).toBeGreaterThan(0);
      }
      expect(roles.find((role) => role.name === 'superadmin')?.permissions).toEqual(['*']);
      expect(roles.find((role) => role.name === 'client')?.permissions).toContain('documents:own');

      // Beyond the roles, only the standard VAT rate's history, which every start writes too.
      const counts = await rowCounts(db.dataSource);
      expect(Object.entries(counts).filter(([table, count]) => table !== 'roles' && count > 0)).toEqual([
        ['vat_rates', STANDARD_RATE_HISTORY.length],
      ]);
    });

    it('changes nothing when run again, and puts back an edited role definition', async () => {
      const roles = db.dataSource.getRepository(Role);
      const before = await roles.find({ order: { name: 'ASC' } });
      await roles.update({ name: 'client' }, { permissions: ['everything'] });

      await seedDatabase(db.dataSource, { demo: false });

      expect(await roles.find({ order: { name: 'ASC' } })).toEqual(before);
    });
  });

  describe('with demo data', () => {
    let db: TestDatabase;
    let uploadDir: string;

    beforeAll(async () => {
      db = await createTestDatabase(target);
      uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-uploads-'));
      await seedDatabase(db.dataSource, { demo: true, now: NOW, uploadDir });
    }, 60_000);

    afterAll(async () => {
      await db?.drop();
      if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
    });

    it('creates the demo accounts with their roles, South African profiles and fixed ids', async () => {
      expect(await rolesOf(db.dataSource, 'superadmin@example.com')).toEqual(['admin', 'superadmin']);
      expect(await rolesOf(db.dataSource, 'admin@example.com')).toEqual(['admin']);
      expect(await rolesOf(db.dataSource, 'advisor@example.com')).toEqual(['advisor']);
      expect(await rolesOf(db.dataSource, 'client@example.com')).toEqual(['client']);
      expect(await rolesOf(db.dataSource, 'client2@example.com')).toEqual(['client']);

      const client = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'client@example.com' });
      expect(client.id).toBe(demoUserIds.client);
      expect(client).toMatchObject({
        firstName: 'Sipho',
        lastName: 'Dlamini',
        city: 'Midrand',
        province: 'Gauteng',
        country: 'South Africa',
        isActive: true,
      });
      expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: demoUserIds.advisor })).email).toBe('advisor@example.com');
    });

    it.each(['superadmin@example.com', 'admin@example.com', 'advisor@example.com', 'client@example.com'])(
      'lets %s sign in with the demo password',
      async (email) => {
        const user = await db.dataSource
          .getRepository(User)
          .createQueryBuilder('user')
          .addSelect('user.passwordHash')
          .where('user.email = :email', { email })
          .getOneOrFail();
        expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
        expect(await verifyPassword(user.passwordHash, 'demo@12345')).toBe(false);
      },
    );

    it('gives the demo client a company with a CIPC registration number and a 10-digit tax number', async () => {
      const company = await db.dataSource.getRepository(Company).findOneByOrFail({ userId: demoUserIds.client });
      expect(company.name).toMatch(/\(Pty\) Ltd$/);
      expect(company.registrationNumber).toMatch(/^\d{4}\/\d{6}\/07$/);
      expect(company.taxNumber).toMatch(/^\d{10}$/);
      expect(company.city).toBe('Midrand');
      expect(company.annualRevenue).toBeGreaterThan(0);
      expect(await db.dataSource.getRepository(FirmService).count()).toBeGreaterThanOrEqual(4);
    });

    it('gives the demo client engagements in every status, some part-paid', async () => {
      const engagements = await db.dataSource.getRepository(Engagement).findBy({ clientId: demoUserIds.client });
      expect(new Set(engagements.map((engagement) => engagement.status))).toEqual(new Set(engagementStatuses));
      expect(engagements.some((engagement) => engagement.paidAmount > 0 && engagement.paidAmount < (engagement.totalAmount ?? 0))).toBe(
        true,
      );
      expect(engagements.find((engagement) => engagement.title.includes('Annual Financial Statements'))).toMatchObject({
        totalAmount: 18500,
        paidAmount: 9250,
      });
    });

    it('gives the demo client tasks in every status and priority, one overdue and one completed', async () => {
      const tasks = await db.dataSource
        .getRepository(Task)
        .find({ where: { engagement: { clientId: demoUserIds.client } }, relations: { engagement: true } });
      expect(new Set(tasks.map((task) => task.status))).toEqual(new Set(taskStatuses));
      expect(new Set(tasks.map((task) => task.priority))).toEqual(new Set(taskPriorities));
      const overdue = tasks.filter((task) => task.dueDate && task.dueDate < NOW && task.status !== 'completed');
      expect(overdue).toHaveLength(1);
      expect(tasks.filter((task) => task.status === 'completed').every((task) => task.completedAt && task.completedAt < NOW)).toBe(true);
      expect(tasks.filter((task) => task.status !== 'completed').every((task) => task.completedAt === null)).toBe(true);
    });

    it('gives the demo client past and upcoming appointments with the advisor', async () => {
      const appointments = await db.dataSource.getRepository(Appointment).findBy({ clientId: demoUserIds.client });
      expect(appointments.every((appointment) => appointment.advisorId === demoUserIds.advisor)).toBe(true);
      const past = appointments.filter((appointment) => appointment.scheduledAt <= NOW);
      const upcoming = appointments.filter((appointment) => appointment.scheduledAt > NOW);
      expect(past.map((appointment) => appointment.status).sort()).toEqual(expect.arrayContaining(['cancelled', 'completed']));
      expect(upcoming.map((appointment) => appointment.status)).toEqual(expect.arrayContaining(['confirmed', 'scheduled']));
      expect(appointments.every((appointment) => (appointmentStatuses as readonly string[]).includes(appointment.status))).toBe(true);
      const inPerson = appointments.filter((appointment) => appointment.meetingType === 'in_person');
      expect(inPerson.length).toBeGreaterThan(0);
      expect(inPerson.every((appointment) => appointment.location?.includes('Midrand'))).toBe(true);
      const video = appointments.filter((appointment) => appointment.meetingType === 'video');
      expect(video.length).toBeGreaterThan(0);
      expect(video.every((appointment) => appointment.meetingUrl?.startsWith('https://'))).toBe(true);
    });

    it('gives the demo client read and unread messages with a reply thread and attachments', async () => {
      const messages = await db.dataSource
        .getRepository(Message)
        .find({ where: [{ recipientId: demoUserIds.client }, { senderId: demoUserIds.client }] });
      const byId = new Map(messages.map((message) => [message.id, message]));
      expect(messages.some((message) => message.isRead)).toBe(true);
      expect(messages.some((message) => !message.isRead && message.recipientId === demoUserIds.client)).toBe(true);
      const replies = messages.filter((message) => message.parentMessageId !== null);
      expect(replies.length).toBeGreaterThanOrEqual(2);
      expect(replies.every((reply) => byId.has(reply.parentMessageId!))).toBe(true);
      expect(replies.every((reply) => reply.subject?.startsWith('Re: '))).toBe(true);
      const files = await db.dataSource.getRepository(MessageAttachment).findBy({ messageId: In(messages.map((message) => message.id)) });
      expect(files.map((file) => file.originalName).sort()).toEqual([
        'AFS Information Checklist 2025.pdf',
        'Fixed Asset Additions Template.xlsx',
      ]);
      for (const file of files) {
        // A real file of its type behind each, of the size listed.
        const bytes = fs.readFileSync(path.join(uploadDir, file.storageKey!));
        expect(bytes.length).toBe(file.fileSize);
        expect(await isDocumentOfType(bytes, file.originalName.endsWith('.pdf') ? '.pdf' : '.xlsx')).toBe(true);
      }
      const involved = new Set(messages.flatMap((message) => [message.senderId, message.recipientId]));
      expect(involved).toEqual(new Set([demoUserIds.client, demoUserIds.advisor]));
    });

    it('gives the demo client notifications of every type and category, read and unread', async () => {
      const notifications = await db.dataSource.getRepository(Notification).findBy({ userId: demoUserIds.client });
      expect(new Set(notifications.map((notification) => notification.type))).toEqual(new Set(notificationTypes));
      expect(notificationCategories.every((category) => notifications.some((notification) => notification.category === category))).toBe(
        true,
      );
      expect(notifications.some((notification) => notification.isRead)).toBe(true);
      expect(notifications.some((notification) => !notification.isRead)).toBe(true);
      expect(notifications.every((notification) => notification.actionUrl?.startsWith('/portal/'))).toBe(true);
    });

    it('gives the demo client documents in every status, with their files written to the upload folder', async () => {
      const documents = await db.dataSource.getRepository(Document).findBy({ userId: demoUserIds.client });
      expect(new Set(documents.map((document) => document.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
      expect(documents.map((document) => document.originalName)).toContain('2025 ITR14 Tax Return.pdf');
      for (const document of documents) {
        const bytes = fs.readFileSync(path.join(uploadDir, document.fileName));
        expect(bytes.length).toBe(document.fileSize);
        if (document.mimeType === 'application/pdf') {
          expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
        } else {
          expect(document.originalName).toMatch(/\.xlsx$/);
          expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
        }
      }
      const approved = documents.filter((document) => document.status === 'approved');
      expect(approved.every((document) => document.approvedBy === demoUserIds.advisor && document.approvedAt)).toBe(true);
    });

    it('gives the demo clients invoices numbered in order of issue and a credit note, each with its original PDF written', async () => {
      const documents = await db.dataSource.getRepository(Invoice).find({ order: { kind: 'DESC', serial: 'ASC' } });
      // Seeded on 16 June 2025: the retainer signed on 26 February bills on the 1st of March to June.
      expect(documents.map((invoice) => [invoice.number, invoice.issuedOn, invoice.totalCents])).toEqual([
        ['INV-00001', '2025-03-01', 350_000],
        ['INV-00002', '2025-04-01', 350_000],
        ['INV-00003', '2025-04-02', 375_000],
        ['INV-00004', '2025-04-29', 555_000],
        ['INV-00005', '2025-05-01', 350_000],
        ['INV-00006', '2025-05-07', 370_000],
        ['INV-00007', '2025-05-13', 925_000],
        ['INV-00008', '2025-05-15', 250_000],
        ['INV-00009', '2025-05-29', 650_000],
        ['INV-00010', '2025-06-01', 350_000],
        ['CN-00001', '2025-04-22', 375_000],
      ]);
      for (const invoice of documents) {
        const document = await db.dataSource.getRepository(Document).findOneByOrFail({ id: invoice.documentId! });
        expect(document).toMatchObject({ userId: invoice.clientId, originalName: `${invoice.number}.pdf`, category: 'correspondence' });
        const bytes = fs.readFileSync(path.join(uploadDir, document.fileName));
        expect(bytes.length).toBe(document.fileSize);
        const title = invoice.kind === 'invoice' ? 'Invoicenumber' : 'Creditnotenumber';
        expect(compact((await pdfPages(bytes))[0])).toContain(`${title}:${invoice.number}`);
      }
    });

    it('keeps the second demo client’s records apart from the first', async () => {
      const other = demoUserIds.secondClient;
      expect(await db.dataSource.getRepository(Engagement).countBy({ clientId: other })).toBeGreaterThan(0);
      expect(await db.dataSource.getRepository(Document).countBy({ userId: other })).toBeGreaterThan(0);
      expect(await db.dataSource.getRepository(Company).countBy({ userId: other })).toBe(1);
      const clientDocumentIds = (await db.dataSource.getRepository(Document).findBy({ userId: demoUserIds.client })).map(
        (document) => document.id,
      );
      const otherDocumentIds = (await db.dataSource.getRepository(Document).findBy({ userId: other })).map((document) => document.id);
      expect(clientDocumentIds.filter((id) => otherDocumentIds.includes(id))).toEqual([]);
    });

    it('stores enquiries and consultation requests from the public site', async () => {
      const submissions = await db.dataSource.getRepository(ContactSubmission).find();
      const consultations = submissions.filter((submission) => submission.type === 'scheduled_consultation');
      const enquiries = submissions.filter((submission) => submission.type === 'get_in_touch');
      expect(consultations.length).toBeGreaterThan(0);
      expect(enquiries.length).toBeGreaterThan(0);
      expect(consultations.every((submission) => submission.phone && submission.preferredDate && submission.preferredTime)).toBe(true);
      expect(enquiries.every((submission) => submission.preferredDate === null)).toBe(true);
      expect(submissions.every((submission) => submission.createdAt <= NOW)).toBe(true);
    });

    it('adds two published articles, the site settings and a few audit entries', async () => {
      const posts = await db.dataSource.getRepository(Post).findBy({ published: true });
      expect(posts).toHaveLength(2);
      const settings = await db.dataSource.getRepository(SystemSetting).find();
      expect(settings.find((setting) => setting.key === 'site.name')?.value).toBe('Khanya Tax & Advisory');
      expect(settings.find((setting) => setting.key === 'contact.notificationEmail')?.value).toMatch(/@/);
      expect(await db.dataSource.getRepository(AuditLog).count()).toBeGreaterThanOrEqual(2);
    });

    it('changes no row count when run again a day later, keeps what users changed and gives demo accounts back their roles', async () => {
      const before = await rowCounts(db.dataSource);
      const notifications = db.dataSource.getRepository(Notification);
      const unread = await notifications.findOneByOrFail({ userId: demoUserIds.client, isRead: false });
      await notifications.update({ id: unread.id }, { isRead: true, readAt: NOW });
      await db.dataSource.getRepository(UserRole).delete({ userId: demoUserIds.admin });

      await seedDatabase(db.dataSource, { demo: true, now: new Date(NOW.getTime() + 86_400_000), uploadDir });

      expect(await rowCounts(db.dataSource)).toEqual(before);
      expect((await notifications.findOneByOrFail({ id: unread.id })).isRead).toBe(true);
      expect(await rolesOf(db.dataSource, 'admin@example.com')).toEqual(['admin']);
    }, 60_000);

    it('runs again after a demo account changed its e-mail, without adding the account twice', async () => {
      await db.dataSource.getRepository(User).update({ id: demoUserIds.advisor }, { email: 'lerato.mokoena@khanya-advisory.co.za' });
      const before = await rowCounts(db.dataSource);

      await seedDatabase(db.dataSource, { demo: true, now: NOW });

      expect(await rowCounts(db.dataSource)).toEqual(before);
    }, 60_000);
  });
});
