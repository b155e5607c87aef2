import { MessageAttachment } from '../messages/message-attachment.entity';
import { In, type DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { defaultNotificationPreferences } from '../../../../validation/notification-preferences';
import { Appointment } from '../appointments/appointment.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { ContactSubmission } from '../contact/contact-submission.entity';
import { Document } from '../documents/document.entity';
import { Engagement } from '../engagements/engagement.entity';
import { Message } from '../messages/message.entity';
import { Notification } from '../notifications/notification.entity';
import { Company } from '../profile/company.entity';
import { describeDevice } from '../sessions/session-device';
import { UserSession } from '../sessions/user-session.entity';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';
import { archivePathOf } from './archive-names';

/** Whose data is exported: the signed-in user, never anyone named by the request. */
export interface DataSubject {
  id: string;
  email: string;
}

/**
 * One JSON file of the archive. A record section is a list read in pages (ordered by creation,
 * so a page never shifts under a record created during the export); a single section is one
 * object (the profile, the preferences).
 */
export type DataSection = {
  key: string;
  /** The file's name inside the archive. */
  file: string;
  /** What the page and README.txt call it. */
  label: string;
  /** README.txt's line about the file. */
  explains: string;
  count(subject: DataSubject): Promise<number>;
} & (
  | { kind: 'single'; read(subject: DataSubject): Promise<unknown> }
  | { kind: 'records'; page(subject: DataSubject, offset: number, limit: number): Promise<unknown[]> }
);

/** Another person as the archive names them: enough to recognise, nothing of theirs beyond it. */
const person = (user: User | null | undefined) => (user ? { name: `${user.firstName} ${user.lastName}`, email: user.email } : null);

/** A page of a query, oldest first; ties broken by id so pages never overlap. */
function pageOf<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, offset: number, limit: number): Promise<T[]> {
  const alias = query.alias;
  return query.orderBy(`${alias}.createdAt`, 'ASC').addOrderBy(`${alias}.id`, 'ASC').offset(offset).limit(limit).getMany();
}

function records<T extends ObjectLiteral>(
  base: (subject: DataSubject) => SelectQueryBuilder<T>,
  shape: (rows: T[], subject: DataSubject) => unknown[] | Promise<unknown[]>,
) {
  return {
    kind: 'records' as const,
    count: (subject: DataSubject) => base(subject).getCount(),
    page: async (subject: DataSubject, offset: number, limit: number) => shape(await pageOf(base(subject), offset, limit), subject),
  };
}

/** Every file of the archive but the documents' own bytes, in the order they are written. */
export function dataSections(dataSource: DataSource): DataSection[] {
  const repo = <T extends ObjectLiteral>(entity: new () => T) => dataSource.getRepository(entity);

  const taskShape = (task: Task) => ({
    id: task.id,
    engagementId: task.engagementId,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate,
    completedAt: task.completedAt,
    estimatedHours: task.estimatedHours,
    actualHours: task.actualHours,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
  });

  return [
    {
      key: 'profile',
      file: 'profile.json',
      label: 'Profile and roles',
      explains: 'Your personal details as the portal holds them, with your roles and your last sign-in.',
      kind: 'single',
      count: async () => 1,
      read: async ({ id }) => {
        const user = await repo(User).findOneOrFail({ where: { id }, relations: { userRoles: { role: true } } });
        return {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          address: user.address,
          city: user.city,
          province: user.province,
          postalCode: user.postalCode,
          country: user.country,
          taxNumber: user.taxNumber,
          registrationNumber: user.registrationNumber,
          profileImageUrl: user.profileImageUrl,
          isActive: user.isActive,
          roles: user.userRoles.map((userRole) => userRole.role.name).sort(),
          lastLoginAt: user.lastLoginAt,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        };
      },
    },
    {
      key: 'company',
      file: 'company.json',
      label: 'Company',
      explains: 'Your company profile, or null when you have not saved one.',
      kind: 'single',
      count: ({ id }) => repo(Company).countBy({ userId: id }),
      read: async ({ id }) => {
        const company = await repo(Company).findOneBy({ userId: id });
        if (!company) return null;
        const { user: _user, userId: _userId, ...fields } = company;
        return fields;
      },
    },
    {
      key: 'engagements',
      file: 'engagements.json',
      label: 'Engagements',
      explains: 'The engagements the firm runs for you: service, advisor, amounts in rand, and each one’s tasks.',
      ...records(
        ({ id }) =>
          repo(Engagement)
            .createQueryBuilder('engagement')
            .leftJoinAndSelect('engagement.service', 'service')
            .leftJoinAndSelect('engagement.advisor', 'advisor')
            .where('engagement.clientId = :id', { id }),
        async (engagements) => {
          const ids = engagements.map((engagement) => engagement.id);
          const tasks = ids.length
            ? await repo(Task).find({ where: { engagementId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } })
            : [];
          return engagements.map((engagement) => ({
            id: engagement.id,
            title: engagement.title,
            description: engagement.description,
            service: engagement.service?.name ?? null,
            status: engagement.status,
            advisor: person(engagement.advisor),
            startDate: engagement.startDate,
            dueDate: engagement.dueDate,
            completedAt: engagement.completedAt,
            totalAmount: engagement.totalAmount,
            paidAmount: engagement.paidAmount,
            createdAt: engagement.createdAt,
            updatedAt: engagement.updatedAt,
            tasks: tasks.filter((task) => task.engagementId === engagement.id).map(taskShape),
          }));
        },
      ),
    },
    {
      key: 'tasks',
      file: 'tasks.json',
      label: 'Tasks',
      explains: 'Every task on your engagements or assigned to you, with the engagement it belongs to.',
      ...records(
        ({ id }) =>
          repo(Task)
            .createQueryBuilder('task')
            .innerJoinAndSelect('task.engagement', 'engagement')
            .where('(engagement.clientId = :id OR task.assignedTo = :id)', { id }),
        (tasks, { id }) =>
          tasks.map((task) => ({ ...taskShape(task), engagement: task.engagement.title, assignedToYou: task.assignedTo === id })),
      ),
    },
    {
      key: 'documents',
      file: 'documents.json',
      label: 'Documents',
      explains: 'The details of each of your documents; `archivePath` names its file in the documents folder.',
      ...records(
        ({ id }) =>
          repo(Document)
            .createQueryBuilder('document')
            .leftJoinAndSelect('document.uploader', 'uploader')
            .leftJoinAndSelect('document.approver', 'approver')
            .where('document.userId = :id', { id }),
        (documents) =>
          documents.map((document) => ({
            id: document.id,
            originalName: document.originalName,
            archivePath: archivePathOf(document),
            mimeType: document.mimeType,
            fileSize: document.fileSize,
            category: document.category,
            description: document.description,
            status: document.status,
            rejectionReason: document.rejectionReason,
            uploadedBy: person(document.uploader),
            reviewedBy: person(document.approver),
            reviewedAt: document.approvedAt,
            downloadCount: document.downloadCount,
            expiresAt: document.expiresAt,
            createdAt: document.createdAt,
            updatedAt: document.updatedAt,
          })),
      ),
    },
    {
      key: 'appointments',
      file: 'appointments.json',
      label: 'Appointments',
      explains: 'Appointments you booked or held, past and future, with the other person and how you met.',
      ...records(
        ({ id }) =>
          repo(Appointment)
            .createQueryBuilder('appointment')
            .leftJoinAndSelect('appointment.client', 'client')
            .leftJoinAndSelect('appointment.advisor', 'advisor')
            .where('(appointment.clientId = :id OR appointment.advisorId = :id)', { id }),
        (appointments, { id }) =>
          appointments.map((appointment) => ({
            id: appointment.id,
            title: appointment.title,
            description: appointment.description,
            yourRole: appointment.clientId === id ? 'client' : 'advisor',
            client: person(appointment.client),
            advisor: person(appointment.advisor),
            engagementId: appointment.engagementId,
            scheduledAt: appointment.scheduledAt,
            durationMinutes: appointment.duration,
            meetingType: appointment.meetingType,
            location: appointment.location,
            meetingUrl: appointment.meetingUrl,
            status: appointment.status,
            createdAt: appointment.createdAt,
            updatedAt: appointment.updatedAt,
          })),
      ),
    },
    {
      key: 'messages',
      file: 'messages.json',
      label: 'Messages',
      explains: 'Messages you sent and received, with the details of their attachments.',
      ...records(
        ({ id }) =>
          repo(Message)
            .createQueryBuilder('message')
            .leftJoinAndSelect('message.sender', 'sender')
            .leftJoinAndSelect('message.recipient', 'recipient')
            .where('(message.senderId = :id OR message.recipientId = :id)', { id }),
        async (messages, { id }) => {
          const attachments = await attachmentsOf(
            dataSource,
            messages.map((message) => message.id),
          );
          return messages.map((message) => ({
            id: message.id,
            direction: message.senderId === id ? 'sent' : 'received',
            from: person(message.sender),
            to: person(message.recipient),
            subject: message.subject,
            content: message.content,
            isRead: message.isRead,
            readAt: message.readAt,
            attachments: attachments.get(message.id) ?? [],
            engagementId: message.engagementId,
            inReplyTo: message.parentMessageId,
            createdAt: message.createdAt,
          }));
        },
      ),
    },
    {
      key: 'notifications',
      file: 'notifications.json',
      label: 'Notifications',
      explains: 'The notifications the portal showed you, read and unread.',
      ...records(
        ({ id }) => repo(Notification).createQueryBuilder('notification').where('notification.userId = :id', { id }),
        (notifications) => notifications.map(({ user: _user, userId: _userId, ...notification }) => notification),
      ),
    },
    {
      key: 'notificationPreferences',
      file: 'notification-preferences.json',
      label: 'Notification preferences',
      explains: 'Which notifications also reach you by e-mail (all on until you save your own).',
      kind: 'single',
      count: async () => 1,
      read: async ({ id }) => {
        const user = await repo(User).findOneByOrFail({ id });
        return { ...defaultNotificationPreferences, ...user.notificationPreferences };
      },
    },
    {
      key: 'sessions',
      file: 'sessions.json',
      label: 'Sign-in sessions',
      explains: 'Each time you signed in: the browser and system, the network address, when it was last used and when it ended.',
      ...records(
        ({ id }) => repo(UserSession).createQueryBuilder('session').where('session.userId = :id', { id }),
        (sessions) =>
          sessions.map((session) => ({
            id: session.id,
            device: describeDevice(session.userAgent),
            userAgent: session.userAgent,
            ipAddress: session.ipAddress,
            signedInAt: session.createdAt,
            lastSeenAt: session.lastSeenAt,
            endedAt: session.endedAt,
          })),
      ),
    },
    {
      key: 'contactSubmissions',
      file: 'contact-submissions.json',
      label: 'Contact form submissions',
      explains: 'Enquiries and consultation requests sent from the public website with your e-mail address.',
      ...records(
        ({ email }) =>
          repo(ContactSubmission)
            .createQueryBuilder('submission')
            .where('LOWER(submission.email) = :email', { email: email.toLowerCase() }),
        (submissions) => submissions,
      ),
    },
    {
      key: 'auditLog',
      file: 'audit-log.json',
      label: 'Activity log',
      explains:
        'The firm’s audit-log entries about you: what you did (with the address and browser) and what staff did to your account (without theirs).',
      ...records(
        ({ id }) =>
          repo(AuditLog)
            .createQueryBuilder('entry')
            .where("(entry.userId = :id OR (entry.resourceType = 'user' AND entry.resourceId = :id))", { id }),
        (entries, { id }) =>
          entries.map((entry) => {
            const byYou = entry.userId === id;
            return {
              id: entry.id,
              action: entry.action,
              byYou,
              resourceType: entry.resourceType,
              resourceId: entry.resourceId,
              details: entry.details,
              // Another person's address and browser are theirs, not the subject's.
              ipAddress: byYou ? entry.ipAddress : null,
              userAgent: byYou ? entry.userAgent : null,
              createdAt: entry.createdAt,
            };
          }),
      ),
    },
  ];
}

/** The files sent with these messages (name, size, type), by message: one statement per page. */
async function attachmentsOf(dataSource: DataSource, messageIds: string[]) {
  const byMessage = new Map<string, { name: string; size: number; type: string; sentAt: Date }[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await dataSource
    .getRepository(MessageAttachment)
    .find({ where: { messageId: In(messageIds) }, order: { createdAt: 'ASC' } });
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ name: row.originalName, size: row.fileSize, type: row.mimeType, sentAt: row.createdAt });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}
