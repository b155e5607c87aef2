import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { acceptedDocumentExtensions } from '../../../../validation/documents';
import { MAX_MESSAGE_ATTACHMENTS } from '../../../../validation/message-attachments';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { incomingUpload, UploadScalar, type IncomingDocumentFile } from '../documents';
import { listPagingOf } from '../../shared/list-paging';
import { tooManyAttachments } from './message-attachment-upload';
import type { Message } from './message.entity';
import {
  MessageAttachmentRulesType,
  MessageConnection,
  MessageDirection,
  MessageListArgs,
  MessageRecipientType,
  MessageType,
  SendMessageInput,
} from './messages.types';

@Resolver(() => MessageType)
export class MessagesResolver {
  @Auth()
  @Query(() => MessageConnection, {
    description:
      'Messages the signed-in user sent or received, newest first; with updatedSince what changed since then, oldest change first',
  })
  messages(@Args(() => MessageListArgs) args: MessageListArgs, @Ctx() { viewer, services }: RequestContext) {
    const { search, unreadOnly, direction } = args;
    return services.messages.page(viewer, { search, unreadOnly, direction }, listPagingOf(args));
  }

  @Auth()
  @Query(() => Int, { description: 'How many received messages the signed-in user has not read yet' })
  unreadMessageCount(@Ctx() { viewer, services }: RequestContext) {
    return services.messages.unreadCount(viewer);
  }

  @Auth()
  @Query(() => [MessageRecipientType], { description: 'The people the signed-in user may write to (a client: staff only), by name' })
  messageRecipients(
    @Arg('search', () => String, { nullable: true, description: 'Text found in the name or e-mail (any case)' }) search: string | null,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.messages.recipients(viewer, { search });
  }

  @Auth()
  @Query(() => MessageAttachmentRulesType, { description: 'How many files, of which types and how large, one message can carry' })
  messageAttachmentRules(@Ctx() { config }: RequestContext): MessageAttachmentRulesType {
    return { maxFiles: MAX_MESSAGE_ATTACHMENTS, maxTotalBytes: config.maxUploadBytes, acceptedExtensions: [...acceptedDocumentExtensions] };
  }

  @Auth()
  @Mutation(() => MessageType, {
    description:
      'Sends a message or a reply; the recipient is notified. Files go as a GraphQL multipart request: at most 5, each .pdf .doc .docx .xls or .xlsx, together at most MAX_UPLOAD_MB',
  })
  sendMessage(
    @Arg('input', () => SendMessageInput) input: SendMessageInput,
    @Arg('attachments', () => [UploadScalar], { nullable: true, description: 'Files sent with the message' })
    attachments: Promise<FileUpload>[] | null,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    const uploads = attachments ?? [];
    if (uploads.length > MAX_MESSAGE_ATTACHMENTS) throw tooManyAttachments();
    return services.messages.send(viewer, { ...input }, incomingFiles(uploads));
  }

  @Auth()
  @Mutation(() => MessageType, { description: 'Marks a message you received as read (unchanged when it already is)' })
  markMessageRead(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.messages.markRead(viewer, id);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who wrote it' })
  sender(@Root() message: Message, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(message.senderId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who it was written to' })
  recipient(@Root() message: Message, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(message.recipientId);
  }

  @FieldResolver()
  attachments(@Root() message: Message, @Ctx() { loaders }: RequestContext) {
    return loaders.attachmentsByMessageId.load(message.id);
  }

  @FieldResolver()
  direction(@Root() message: Message, @Ctx() { viewer }: RequestContext): MessageDirection {
    return message.senderId === viewer?.id ? MessageDirection.SENT : MessageDirection.RECEIVED;
  }
}

/** The uploads in the order they were sent, each awaited only when its turn comes. */
async function* incomingFiles(uploads: Promise<FileUpload>[]): AsyncGenerator<IncomingDocumentFile> {
  for (const upload of uploads) yield await incomingUpload(upload, 'attachments');
}
