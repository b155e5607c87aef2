import { In, type DataSource } from 'typeorm';
import { deleteRows, person, records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, erasedValuesOf, personalDataOf } from '../../records/record-privacy';
import { MessageAttachment } from './message-attachment.entity';
import { Message } from './message.entity';
import { messageAttachmentDescription, messageDescription, REMOVED_MESSAGE } from './message.record';

export { REMOVED_MESSAGE };

// How POPIA treats each column, and what an erasure writes: in the descriptions (message.record.ts).
// Messages are kept on erasure with their dates and parties, their words go; their files go.
export const messagesColumns = [personalDataOf(messageDescription), personalDataOf(messageAttachmentDescription)];

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
      return messages.map((message) =>
        archiveRecordOf(messageDescription, message, {
          direction: message.senderId === id ? 'sent' : 'received',
          from: person(message.sender),
          to: person(message.recipient),
          attachments: attachments.get(message.id) ?? [],
        }),
      );
    },
  ),
});

/** The files sent with these messages (name, size, type, sentAt), by message: one statement per page. */
async function attachmentsOf(dataSource: DataSource, messageIds: string[]) {
  const byMessage = new Map<string, Record<string, unknown>[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await dataSource
    .getRepository(MessageAttachment)
    .find({ where: { messageId: In(messageIds) }, order: { createdAt: 'ASC' } });
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push(archiveRecordOf(messageAttachmentDescription, row));
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** The messages the person sent or received keep their dates and parties, not their words. */
export const clearMessages: ErasureStep = {
  action: 'privacy.erasure.messages_cleared',
  run: async (erasure) => {
    const result = await erasure.manager
      .createQueryBuilder()
      .update(Message)
      .set(erasedValuesOf(messageDescription, erasure))
      .where('senderId = :id OR recipientId = :id', { id: erasure.person.id })
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
