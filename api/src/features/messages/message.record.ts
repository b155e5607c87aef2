import { z } from 'zod';
import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { RecordObjectType } from '../../records/graphql-object-type';
import {
  archiveOnly,
  choiceField,
  customField,
  describeRecord,
  flagField,
  idField,
  instantField,
  integerField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { messageDirectionValues } from '../../../../validation/messages';
import { MAX_MESSAGE_ATTACHMENTS } from '../../../../validation/message-attachments';
import { ATTACHMENT_DOWNLOAD_PATH_MAX_LENGTH } from './message-attachment-view';
import { MessageAttachment } from './message-attachment.entity';
import { Message } from './message.entity';

export const MessageDirection = enumOf(messageDirectionValues);
export type MessageDirection = (typeof messageDirectionValues)[number];
registerEnumType(MessageDirection, {
  name: 'MessageDirection',
  description: 'Which side of the mailbox a message is on for the signed-in user: RECEIVED or SENT',
});

/** What a message's text becomes once its client is erased: the thread keeps its shape and dates. */
export const REMOVED_MESSAGE = 'This message was removed at the client’s request (POPIA erasure).';

/**
 * A file that came with a message, as both APIs and the "My data" archive show it: no storage key,
 * and where to download it. Its rows go when a person is erased, their files with them
 * (messages.personal-data.ts). Its GraphQL type is made here, beside its description, because the
 * message's description names the type.
 */
export const messageAttachmentDescription = describeRecord({
  name: 'MessageAttachment',
  description: 'A file that came with a message',
  entity: MessageAttachment,
  // The file goes from storage once the erasure has committed.
  deletedWithTheRowOnErasure: true,
  fields: {
    id: idField('The attachment id', { privacy: privacy.notPersonal }),
    name: textField('The name of the file as it was sent', { privacy: privacy.exported, column: 'originalName' }),
    size: integerField('Bytes', { privacy: privacy.exported, column: 'fileSize' }),
    mimeType: textField('The file type, such as application/pdf', { privacy: privacy.exported, archivedAs: 'type' }),
    downloadUrl: customField(
      z.string().max(ATTACHMENT_DOWNLOAD_PATH_MAX_LENGTH),
      () => String,
      "Where the message's sender and recipient download the file (GET, with the session); null for a file listed before files could be sent, which was never stored",
      { nullable: true, computedBy: 'message-attachment-view.ts, from the message and the storage key' },
    ),
    sentAt: archiveOnly((attachment: MessageAttachment) => attachment.createdAt),
  },
  internal: {
    messageId: {
      privacy: privacy.notPersonal,
      because: 'the message the file came with; both APIs list a file under its message',
    },
    storageKey: {
      privacy: privacy.notPersonal,
      because: 'the random key of the file in storage; the APIs offer the file by downloadUrl',
    },
    createdAt: {
      privacy: privacy.exported,
      because: 'when the file was sent, with its message, whose createdAt the APIs show; exported as sentAt',
    },
  },
});

/** A message's file as REST answers it, in the order the JSON carries it. */
export const messageAttachmentRecord = restShapeOf(messageAttachmentDescription);

@RecordObjectType(messageAttachmentDescription)
export class MessageAttachmentType {}

// The sender and the recipient are exported by name and address (the archive's from and to).
const A_PARTY = privacy.notPersonal;

/**
 * A message, as both APIs, the OpenAPI document and the "My data" archive show it
 * (docs/product.md#screen-shapes, Message). Kept on erasure with its dates and parties; its words
 * go. sender and recipient load through the per-request user loader; direction depends on who is
 * asking (messages.resolver.ts, messageJson in messages.routes.ts).
 */
export const messageDescription = describeRecord({
  name: 'Message',
  description: 'A message from one portal user to another, with the files that came with it',
  entity: Message,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The message id', { privacy: privacy.exported }),
    senderId: referenceField('Who wrote it (a user id)', { privacy: A_PARTY, graphqlEdge: 'sender' }),
    recipientId: referenceField('Who it was written to (a user id)', { privacy: A_PARTY, graphqlEdge: 'recipient' }),
    engagementId: referenceField('The engagement it is about, if any', {
      nullable: true,
      privacy: privacy.exported,
      notInGraphQL: 'no screen reads it through the graph (no engagement edge yet)',
    }),
    parentMessageId: referenceField('The message this one replies to; null for a new message', {
      nullable: true,
      privacy: privacy.exported,
      archivedAs: 'inReplyTo',
    }),
    subject: textField('The subject line', { nullable: true, privacy: privacy.exportedAndAnonymised(null) }),
    content: textField('The text', { privacy: privacy.exportedAndAnonymised(REMOVED_MESSAGE) }),
    isRead: flagField('Whether the recipient has opened it', { privacy: privacy.exported }),
    readAt: instantField('When the recipient opened it', { nullable: true, privacy: privacy.exported }),
    attachments: customField(
      // At most MAX_MESSAGE_ATTACHMENTS files go with a message (message-attachment-upload.ts).
      z.array(messageAttachmentRecord).max(MAX_MESSAGE_ATTACHMENTS),
      () => [MessageAttachmentType],
      'The files that came with it, in the order they were sent',
      { computedBy: 'message-attachment-view.ts, from the message_attachments rows (a per-request loader in GraphQL)' },
    ),
    createdAt: instantField('When it was sent', { privacy: privacy.exported }),
    updatedAt: instantField('When it last changed: sent, read, or its text removed on its client’s erasure', { privacy: privacy.exported }),
    direction: choiceField(messageDirectionValues, MessageDirection, 'received or sent, from where the signed-in user stands', {
      computedBy: 'messages.resolver.ts and messageJson (messages.routes.ts), from who is asking',
    }),
  },
  // The section adds direction, from, to and attachments (messages.personal-data.ts).
  archiveOrder: [
    'id',
    'direction',
    'from',
    'to',
    'subject',
    'content',
    'isRead',
    'readAt',
    'attachments',
    'engagementId',
    'inReplyTo',
    'createdAt',
    'updatedAt',
  ],
});

/**
 * A message as REST answers it (GET and POST /api/messages, PUT /api/messages/:id/read), in the
 * order the JSON carries it.
 */
export const messageRecord = restShapeOf(messageDescription);
