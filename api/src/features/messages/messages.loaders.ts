import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { attachmentsOfMessages, type MessageAttachmentView } from './message-attachment-view';

/** `Message.attachments`: one statement for every message of a list. */
export function createMessageLoaders({ dataSource }: { dataSource: DataSource }) {
  return {
    attachmentsByMessageId: new DataLoader<string, MessageAttachmentView[]>((messageIds) => attachmentsOfMessages(dataSource, messageIds)),
  };
}
