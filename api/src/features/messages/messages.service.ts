import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { messageFilterSchema, PARENT_MESSAGE_NOT_FOUND, recipientSearchSchema, sendMessageSchema } from '../../../../validation/messages';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { forbidden, invalidInput, notFound } from '../../shared/errors';
import type { Connection, PageWindow } from '../../shared/pagination';
import { RateLimit, limiterFactory, type LimiterFactory } from '../../shared/rate-limit';
import { whereAnyContains } from '../../shared/search';
import type { DocumentStorage } from '../../shared/storage/document-storage';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { listPage, wholeList, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import type { IncomingDocumentFile } from '../documents';
import type { NotificationsService } from '../notifications';
import { User } from '../../accounts/user.entity';
import { AttachmentIntake } from './message-attachment-upload';
import { MessageAttachment } from './message-attachment.entity';
import { attachmentsOfMessages, type MessageAttachmentView } from './message-attachment-view';
import { fullNameOf } from '../../../../validation/people';
import { listRecipients, resolveRecipient, type MessageRecipient } from './message-recipients';
import { Message } from './message.entity';
import type { WebhookAnnouncer } from '../webhooks';

/** Far more than a person writes by hand; enough to stop a script flooding an advisor's inbox. */
export const MESSAGES_PER_WINDOW = 30;
export const MESSAGE_WINDOW_SECONDS = 10 * 60;

/** Where message files are kept (the documents' storage under UPLOAD_DIR) and how large they may be. */
export interface MessageFiles {
  storage: DocumentStorage;
  audit: AuditService;
  /** MAX_UPLOAD_MB: the most the files of one message may hold together. */
  maxUploadBytes: number;
}

/** A message's files as either API receives them, one after the other. */
export type IncomingAttachments = Iterable<IncomingDocumentFile> | AsyncIterable<IncomingDocumentFile>;

/**
 * Every rule about messages (docs/product.md#messages). A mailbox is personal, for admins too: each
 * user sees only what they sent or received, and anything else answers "not found".
 *
 * Sending writes no audit row: the message itself records who wrote to whom and when, and an
 * audit entry would copy private correspondence into a log every administrator can read.
 * Downloading an attached file is audited as document downloads are, by ids only.
 */
export class MessagesService {
  private readonly sendsPerSender: RateLimit;

  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly files: MessageFiles,
    limiters: LimiterFactory = limiterFactory(),
    private readonly webhooks: WebhookAnnouncer,
  ) {
    this.sendsPerSender = new RateLimit(
      { keyPrefix: 'message-sender', points: MESSAGES_PER_WINDOW, windowSeconds: MESSAGE_WINDOW_SECONDS },
      (seconds) => `You have sent a lot of messages in a short time. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
      limiters,
    );
  }

  private get messages() {
    return this.dataSource.getRepository(Message);
  }

  private get attachments() {
    return this.dataSource.getRepository(MessageAttachment);
  }

  /** The viewer's sent and received messages, newest first, narrowed by the filter. */
  async list(viewer: Viewer | null, filter: unknown, window: PageWindow): Promise<Connection<Message>> {
    return this.page(viewer, filter, { kind: 'page', window });
  }

  /**
   * The list as `paging` asks: a page newest first, or the changes since a time (features/changes).
   * No message is deleted (an erasure clears its words, a change like any other), so the only
   * deletions a viewer could hear of are those recorded with them as the party.
   */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging): Promise<ListPage<Message>> {
    const signedIn = assertAllowed(viewer);
    const { search, unreadOnly, direction } = parseInput(messageFilterSchema, filter ?? {});
    // Unread means waiting for the viewer to open it, which a message they sent never is.
    if (unreadOnly && direction === 'sent') return wholeList<Message>([]);
    const query = this.messages.createQueryBuilder('message');
    if (unreadOnly || direction === 'received') query.where('message.recipientId = :viewerId', { viewerId: signedIn.id });
    else if (direction === 'sent') query.where('message.senderId = :viewerId', { viewerId: signedIn.id });
    else query.where('(message.senderId = :viewerId OR message.recipientId = :viewerId)', { viewerId: signedIn.id });
    if (unreadOnly) query.andWhere('message.isRead = :isRead', { isRead: false });
    whereAnyContains(query, ['message.subject', 'message.content'], search);
    const ordered = (list: typeof query) => list.orderBy('message.createdAt', 'DESC').addOrderBy('message.id', 'DESC');
    return listPage(query, paging, { ordered, recordType: 'message', audience: { clientId: signedIn.id } });
  }

  /** How many messages wait for the viewer to read them. */
  async unreadCount(viewer: Viewer | null): Promise<number> {
    const signedIn = assertAllowed(viewer);
    return this.messages.countBy({ recipientId: signedIn.id, isRead: false });
  }

  /** One message the viewer sent or received; any other answers "not found", never its content. */
  async get(viewer: Viewer | null, id: string): Promise<Message> {
    const signedIn = assertAllowed(viewer);
    const message = String(id).length <= 36 ? await this.messages.findOneBy({ id: String(id) }) : null;
    if (!message || !isParty(message, signedIn)) throw notFound();
    return message;
  }

  /**
   * Sends a message or a reply (docs/product.md#message-fields): recipient by id or e-mail, subject
   * and content required. A reply must answer a message the sender can see, goes by default to its
   * other party and stays with its engagement. The recipient is told in the same transaction.
   *
   * Files come with it (message-attachment-upload.ts for their rules): fields already known are
   * checked before any byte is stored, fields that follow the files (a multipart form may send
   * them last) after; the files are stored first and recorded with the message, and whatever
   * fails on the way removes the files stored so far, so nothing half-sent remains.
   */
  async send(viewer: Viewer | null, input: unknown, files: IncomingAttachments = []): Promise<Message> {
    const sender = assertAllowed(viewer);
    await this.sendsPerSender.assertAvailable(sender.id);
    let prepared = isPromise(input) ? undefined : await this.prepare(sender, input);
    const intake = new AttachmentIntake(this.files.storage, this.files.maxUploadBytes);
    let message: Message;
    try {
      for await (const file of files) await intake.receive(file);
      prepared ??= await this.prepare(sender, await input);
      message = await this.record(sender, prepared, intake.received);
    } catch (error) {
      await intake.discard();
      throw error;
    }
    await this.sendsPerSender.consume(sender.id);
    return message;
  }

  /** The fields checked and the recipient and parent found, before anything is written. */
  private async prepare(sender: Viewer, input: unknown) {
    const values = parseInput(sendMessageSchema, input ?? {});
    const parent = values.parentMessageId ? await this.parentFor(sender, values.parentMessageId) : null;
    const recipientText = values.recipientId ?? (parent ? otherParty(parent, sender) : '');
    const recipient = await resolveRecipient(this.dataSource.manager, sender, recipientText);
    const senderUser = await this.dataSource.getRepository(User).findOneByOrFail({ id: sender.id });
    return { values, parent, recipient, senderUser };
  }

  private async record(
    sender: Viewer,
    { values, parent, recipient, senderUser }: Awaited<ReturnType<MessagesService['prepare']>>,
    files: { originalName: string; storageKey: string; fileSize: number; mimeType: string }[],
  ): Promise<Message> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Message);
      const saved = await repository.save(
        repository.create({
          senderId: sender.id,
          recipientId: recipient.id,
          engagementId: parent?.engagementId ?? null,
          parentMessageId: parent?.id ?? null,
          subject: values.subject,
          content: values.content,
          isRead: false,
          readAt: null,
        }),
      );
      const attachments = manager.getRepository(MessageAttachment);
      // A millisecond apart, so that listing by creation time keeps the order the sender chose.
      const sentAt = saved.createdAt.getTime();
      for (const [index, file] of files.entries())
        await attachments.save(attachments.create({ messageId: saved.id, ...file, createdAt: new Date(sentAt + index) }));
      await this.notifications.notify(
        {
          userId: recipient.id,
          type: 'info',
          category: 'message',
          title: `New message from ${fullNameOf(senderUser)}`,
          content: files.length > 0 ? `${values.subject} (${files.length} ${files.length === 1 ? 'file' : 'files'})` : values.subject,
          actionUrl: '/portal/messages',
        },
        manager,
      );
      // Who wrote to whom and when: the subject and the text are private correspondence.
      await this.webhooks.announce(manager, {
        type: 'message.received',
        data: {
          messageId: saved.id,
          senderId: saved.senderId,
          recipientId: saved.recipientId,
          engagementId: saved.engagementId,
          parentMessageId: saved.parentMessageId,
          attachmentCount: files.length,
          sentAt: saved.createdAt.toISOString(),
        },
      });
      return saved;
    });
  }

  /** The files of each message, in the order they were sent (for messages the caller may see). */
  attachmentsOf(messageIds: readonly string[]): Promise<MessageAttachmentView[][]> {
    return attachmentsOfMessages(this.dataSource, messageIds);
  }

  /**
   * The bytes of a file attached to a message, for its sender and its recipient only: anyone
   * else, an unknown id and a file that was never stored answer "not found". Audited.
   */
  async openAttachment(
    viewer: Viewer | null,
    messageId: string,
    attachmentId: string,
    origin: RequestOrigin,
  ): Promise<{ attachment: MessageAttachment; stream: Readable }> {
    const message = await this.get(viewer, messageId);
    const attachment =
      String(attachmentId).length <= 36 ? await this.attachments.findOneBy({ id: String(attachmentId), messageId: message.id }) : null;
    if (!attachment?.storageKey) throw notFound();
    const stream = await this.files.storage.open(attachment.storageKey);
    try {
      await this.files.audit.record({
        actorId: viewer!.id,
        action: 'message_attachment.download',
        resourceType: 'message_attachment',
        resourceId: attachment.id,
        // Ids only: the audit log is read by every administrator and a mailbox is personal.
        details: { messageId: message.id },
        ...origin,
      });
    } catch (error) {
      stream.destroy();
      throw error;
    }
    return { attachment, stream };
  }

  /**
   * unread → read (docs/product.md#message-and-notification-reading), by opening the message or
   * with Mark as read. Only the recipient can; one already read comes back unchanged, with the time
   * it was first read.
   */
  async markRead(viewer: Viewer | null, id: string, now = new Date()): Promise<Message> {
    const signedIn = assertAllowed(viewer);
    const message = await this.get(signedIn, id);
    if (message.recipientId !== signedIn.id) throw forbidden();
    if (message.isRead) return message;
    await this.messages.update({ id: message.id, isRead: false }, { isRead: true, readAt: now });
    return this.messages.findOneByOrFail({ id: message.id });
  }

  /** Who the viewer may write to, for the compose dialog's suggestions. */
  async recipients(viewer: Viewer | null, input: unknown): Promise<MessageRecipient[]> {
    const signedIn = assertAllowed(viewer);
    const { search } = parseInput(recipientSearchSchema, input ?? {});
    return listRecipients(this.dataSource.manager, signedIn, search);
  }

  private async parentFor(sender: Viewer, parentMessageId: string): Promise<Message> {
    const parent = await this.messages.findOneBy({ id: parentMessageId });
    if (!parent || !isParty(parent, sender)) throw invalidInput([{ path: 'parentMessageId', message: PARENT_MESSAGE_NOT_FOUND }]);
    return parent;
  }
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

const isParty = (message: Message, viewer: Viewer) => message.senderId === viewer.id || message.recipientId === viewer.id;

/** The one of a message's two people who is not the viewer. */
export const otherParty = (message: Pick<Message, 'senderId' | 'recipientId'>, viewer: Pick<Viewer, 'id'>) =>
  message.senderId === viewer.id ? message.recipientId : message.senderId;
