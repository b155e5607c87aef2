import { In, type DataSource } from 'typeorm';
import { deleteRows, person, personalData, records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { MessageAttachment } from './message-attachment.entity';
import { Message } from './message.entity';

/** What a message's text becomes once its client is erased: the thread keeps its shape and dates. */
export const REMOVED_MESSAGE = 'This message was removed at the client’s request (POPIA erasure).';

export const messagesColumns = [
  // Kept on erasure with their dates and parties; their words go.
  personalData(Message, {
    exported: ['id', 'subject', 'content', 'isRead', 'readAt', 'engagementId', 'parentMessageId', 'createdAt'],
    anonymisedOnErasure: ['subject', 'content'],
    deletedWithTheRowOnErasure: false,
    // The sender and the recipient are exported by name and address.
    notPersonal: ['senderId', 'recipientId'],
  }),
  personalData(MessageAttachment, {
    exported: ['originalName', 'fileSize', 'mimeType', 'createdAt'],
    // The file goes from storage once the erasure has committed.
    deletedWithTheRowOnErasure: true,
    // `storageKey` is the random storage key.
    notPersonal: ['id', 'messageId', 'storageKey'],
  }),
];

/** messages.json: the messages the person sent and received, with their attachments' details. */
export const messagesSection = (dataSource: DataSource): DataSection => ({
  key: 'messages',
  file: 'messages.json',
  label: 'Messages',
  explains: 'Messages you sent and received, with the details of their attachments.',
  ...records(
    ({ id }) =>
      dataSource
        .getRepository(Message)
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
});

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

/** The messages the person sent or received keep their dates and parties, not their words. */
export const clearMessages: ErasureStep = {
  action: 'privacy.erasure.messages_cleared',
  run: async ({ manager, person }) => {
    const result = await manager
      .createQueryBuilder()
      .update(Message)
      .set({ content: REMOVED_MESSAGE, subject: null })
      .where('senderId = :id OR recipientId = :id', { id: person.id })
      .execute();
    return { count: result.affected ?? 0 };
  },
};

/** The files sent with their messages, both ways, go with the messages' text. */
export const deleteAttachments: ErasureStep = {
  action: 'privacy.erasure.message_attachments_deleted',
  run: async ({ manager, person }) => {
    const attachments = await manager
      .createQueryBuilder(MessageAttachment, 'attachment')
      .innerJoin(Message, 'message', 'message.id = attachment.messageId')
      .where('(message.senderId = :id OR message.recipientId = :id)', { id: person.id })
      .select(['attachment.id', 'attachment.storageKey'])
      .getMany();
    const ids = attachments.map(({ id }) => id);
    const count = await deleteRows(manager, MessageAttachment, ids);
    return { count, fileKeys: attachments.flatMap((attachment) => (attachment.storageKey ? [attachment.storageKey] : [])) };
  },
};
