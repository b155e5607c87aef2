import { In, type DataSource } from 'typeorm';
import type { z } from 'zod';
import { MessageAttachment } from './message-attachment.entity';
import type { messageAttachmentRecord } from './message.record';
import { RECORD_ID_LENGTH } from '../../../../validation/answer-bounds';

/**
 * A message's file as both APIs show it (message.record.ts): no storage key, and where to download
 * it; downloadUrl is null for a file that was listed but never stored (messages from before files
 * could be sent).
 */
export type MessageAttachmentView = z.infer<typeof messageAttachmentRecord>;

export function attachmentDownloadPath(messageId: string, attachmentId: string): string {
  return `/api/messages/${encodeURIComponent(messageId)}/attachments/${encodeURIComponent(attachmentId)}`;
}

/** The longest path: two ids, UUIDs, which encodeURIComponent leaves as they are. */
export const ATTACHMENT_DOWNLOAD_PATH_MAX_LENGTH = attachmentDownloadPath(
  'x'.repeat(RECORD_ID_LENGTH),
  'x'.repeat(RECORD_ID_LENGTH),
).length;

export function attachmentView(attachment: MessageAttachment): MessageAttachmentView {
  return {
    id: attachment.id,
    name: attachment.originalName,
    size: attachment.fileSize,
    mimeType: attachment.mimeType,
    downloadUrl: attachment.storageKey ? attachmentDownloadPath(attachment.messageId, attachment.id) : null,
  };
}

/**
 * The files of each message, in the order they were sent, in one statement. The caller has
 * already decided the messages may be seen (only their two people reach a message).
 */
export async function attachmentsOfMessages(dataSource: DataSource, messageIds: readonly string[]): Promise<MessageAttachmentView[][]> {
  const unique = [...new Set(messageIds)];
  const rows =
    unique.length === 0
      ? []
      : await dataSource
          .getRepository(MessageAttachment)
          .find({ where: { messageId: In(unique) }, order: { createdAt: 'ASC', id: 'ASC' } });
  const byMessage = new Map<string, MessageAttachmentView[]>(unique.map((id) => [id, []]));
  for (const row of rows) byMessage.get(row.messageId)?.push(attachmentView(row));
  return messageIds.map((id) => byMessage.get(id) ?? []);
}
