import { IsNull, type EntityManager } from 'typeorm';
import { Session } from '../../auth/session.entity';
import { LIKE_ESCAPE, escapeLike } from '../../shared/search';
import { Appointment } from '../appointments/appointment.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { ContactSubmission } from '../contact/contact-submission.entity';
import { Document } from '../documents/document.entity';
import { MessageAttachment } from '../messages/message-attachment.entity';
import { Message } from '../messages/message.entity';
import { Notification } from '../notifications/notification.entity';
import { Company } from '../profile/company.entity';
import { UserSession } from '../sessions/user-session.entity';
import { UserInvitation } from '../users/user-invitation.entity';
import { User } from '../users/user.entity';

/** What a message's text becomes once its client is erased: the thread keeps its shape and dates. */
export const REMOVED_MESSAGE = 'This message was removed at the client’s request (POPIA erasure).';
export const REMOVED_ENQUIRY = 'Removed at the sender’s request (POPIA erasure).';

/** The name an erased client goes by from now on, e.g. "Erased client 7f3a", made from their id. */
export function erasedLabelOf(userId: string): string {
  return `Erased client ${userId.replace(/-/g, '').slice(0, 4)}`;
}

/** An address that can never receive mail (.invalid, RFC 2606) and stays unique like the id. */
export function erasedEmailOf(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}

/** How many records each step touched: written to the audit log, one entry per step. */
export interface ErasureSteps {
  userAnonymised: 1;
  sessionsEnded: number;
  linksRevoked: number;
  companiesAnonymised: number;
  messagesCleared: number;
  messageAttachmentsDeleted: number;
  documentsDeleted: number;
  notificationsRemoved: number;
  appointmentsCleared: number;
  contactSubmissionsAnonymised: number;
  auditEntriesPseudonymised: number;
}

export interface ErasureOutcome {
  steps: ErasureSteps;
  /** Storage keys of the deleted documents' and message attachments' files: removed once the transaction has committed. */
  fileKeys: string[];
}

/**
 * Erases a client's personal information inside the caller's transaction, keeping what the firm
 * must retain (SARS: five years of tax records): engagements with their amounts and dates, tasks,
 * appointments' times, messages' dates and parties, and the audit log, in which the person's
 * name, e-mail, company and file names are replaced. The account is deactivated and signed out
 * everywhere. Files are not touched here: the caller removes `fileKeys` after the commit, so a
 * rollback never loses a file whose row survives.
 */
export async function anonymiseClient(manager: EntityManager, user: User, now: Date): Promise<ErasureOutcome> {
  const label = erasedLabelOf(user.id);
  const erasedEmail = erasedEmailOf(user.id);
  const documents = await manager.find(Document, { where: { userId: user.id }, select: { id: true, fileName: true, originalName: true } });
  const company = await manager.findOneBy(Company, { userId: user.id });

  // Replaced in the audit log's details before the rows that hold them change.
  const replacements: [string, string][] = [
    [user.email, erasedEmail],
    [`${user.firstName} ${user.lastName}`, label],
    ...(company?.name ? [[company.name, label] as [string, string]] : []),
    ...(user.phone && user.phone.length >= 6 ? [[user.phone, ''] as [string, string]] : []),
    ...documents.map((document) => [document.originalName, 'erased document'] as [string, string]),
  ];
  const auditEntriesPseudonymised = await pseudonymiseAuditEntries(manager, replacements);

  const contactSubmissionsAnonymised = await anonymiseEnquiries(manager, user.email, label, erasedEmail);

  await manager.update(
    User,
    { id: user.id },
    {
      email: erasedEmail,
      firstName: 'Erased',
      lastName: label.slice('Erased '.length),
      passwordHash: null,
      phone: null,
      address: null,
      city: null,
      province: null,
      postalCode: null,
      taxNumber: null,
      registrationNumber: null,
      profileImageUrl: null,
      notificationPreferences: null,
      isActive: false,
      // Every session of an older generation is signed out on its next request, in any store.
      sessionGeneration: user.sessionGeneration + 1,
    },
  );
  const sessionsEnded = (await manager.update(UserSession, { userId: user.id, endedAt: IsNull() }, { endedAt: now })).affected ?? 0;
  await manager
    .createQueryBuilder()
    .delete()
    .from(Session)
    .where(`sess LIKE :owner ${LIKE_ESCAPE}`, { owner: `%${escapeLike(`"userId":"${user.id}"`)}%` })
    .execute();
  const linksRevoked = (await manager.delete(UserInvitation, { userId: user.id })).affected ?? 0;

  let companiesAnonymised = 0;
  if (company) {
    await manager.update(
      Company,
      { id: company.id },
      {
        name: label,
        registrationNumber: null,
        taxNumber: null,
        address: null,
        city: null,
        province: null,
        postalCode: null,
        phone: null,
        email: null,
        website: null,
        description: null,
      },
    );
    companiesAnonymised = 1;
  }

  // The files sent with their messages, both ways, go with the messages' text.
  const attachments = await manager
    .createQueryBuilder(MessageAttachment, 'attachment')
    .innerJoin(Message, 'message', 'message.id = attachment.messageId')
    .where('(message.senderId = :id OR message.recipientId = :id)', { id: user.id })
    .select(['attachment.id', 'attachment.storageKey'])
    .getMany();
  const messageAttachmentsDeleted = attachments.length
    ? ((
        await manager.delete(
          MessageAttachment,
          attachments.map(({ id }) => id),
        )
      ).affected ?? 0)
    : 0;
  const messagesCleared =
    (
      await manager
        .createQueryBuilder()
        .update(Message)
        .set({ content: REMOVED_MESSAGE, subject: null })
        .where('senderId = :id OR recipientId = :id', { id: user.id })
        .execute()
    ).affected ?? 0;
  const documentsDeleted = documents.length
    ? ((
        await manager.delete(
          Document,
          documents.map(({ id }) => id),
        )
      ).affected ?? 0)
    : 0;
  const notificationsRemoved = (await manager.delete(Notification, { userId: user.id })).affected ?? 0;
  const appointmentsCleared = (await manager.update(Appointment, { clientId: user.id }, { description: null })).affected ?? 0;

  return {
    steps: {
      userAnonymised: 1,
      sessionsEnded,
      linksRevoked,
      companiesAnonymised,
      messagesCleared,
      messageAttachmentsDeleted,
      documentsDeleted,
      notificationsRemoved,
      appointmentsCleared,
      contactSubmissionsAnonymised,
      auditEntriesPseudonymised,
    },
    fileKeys: [
      ...documents.map((document) => document.fileName),
      ...attachments.flatMap((attachment) => (attachment.storageKey ? [attachment.storageKey] : [])),
    ],
  };
}

/** The public site's enquiries sent from the same address (any case). */
async function anonymiseEnquiries(manager: EntityManager, email: string, label: string, erasedEmail: string): Promise<number> {
  const result = await manager
    .createQueryBuilder()
    .update(ContactSubmission)
    .set({
      firstName: 'Erased',
      lastName: label.slice('Erased '.length),
      email: erasedEmail,
      phone: null,
      company: null,
      message: REMOVED_ENQUIRY,
    })
    .where('LOWER(email) = :email', { email: email.toLowerCase() })
    .execute();
  return result.affected ?? 0;
}

/**
 * The audit log is kept (who did what, when), but the person's name, e-mail, company and file
 * names in its details are replaced wherever they appear: found with LIKE, replaced in the
 * parsed details (any case), written back.
 */
async function pseudonymiseAuditEntries(manager: EntityManager, replacements: [string, string][]): Promise<number> {
  const terms = replacements.filter(([from]) => from.trim().length > 0);
  if (terms.length === 0) return 0;
  const query = manager.getRepository(AuditLog).createQueryBuilder('entry').select(['entry.id', 'entry.details']);
  const conditions = terms.map((_, index) => `LOWER(entry.details) LIKE :term${index} ${LIKE_ESCAPE}`);
  const parameters = Object.fromEntries(terms.map(([from], index) => [`term${index}`, `%${escapeLike(from.toLowerCase())}%`]));
  const entries = await query.where(`(${conditions.join(' OR ')})`, parameters).getMany();
  let changed = 0;
  for (const entry of entries) {
    const details = replaceIn(entry.details, terms);
    if (JSON.stringify(details) === JSON.stringify(entry.details)) continue;
    await manager.update(AuditLog, { id: entry.id }, { details: details as never });
    changed += 1;
  }
  return changed;
}

function replaceIn(value: unknown, terms: [string, string][]): unknown {
  if (typeof value === 'string') return terms.reduce((text, [from, to]) => replaceAll(text, from, to), value);
  if (Array.isArray(value)) return value.map((item) => replaceIn(item, terms));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceIn(item, terms)]));
  return value;
}

function replaceAll(text: string, from: string, to: string): string {
  const pattern = new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  return text.replace(pattern, to);
}
