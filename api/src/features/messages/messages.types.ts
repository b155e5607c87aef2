import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType, PageArgs } from '../../shared/pagination';

export enum MessageDirection {
  RECEIVED = 'received',
  SENT = 'sent',
}
registerEnumType(MessageDirection, {
  name: 'MessageDirection',
  description: 'Which side of the mailbox a message is on for the signed-in user: RECEIVED or SENT',
});

@ObjectType('MessageAttachment', { description: 'A file that came with a message' })
export class MessageAttachmentType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The name of the file as it was sent' })
  name!: string;

  @Field(() => Int, { description: 'Bytes' })
  size!: number;

  @Field(() => String)
  mimeType!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Where the message's sender and recipient download the file (GET, with the session); null for a file listed before files could be sent, which was never stored",
  })
  downloadUrl?: string | null;
}

@ObjectType('MessageAttachmentRules', { description: 'What the files of one message may be' })
export class MessageAttachmentRulesType {
  @Field(() => Int, { description: 'The most files one message can carry' })
  maxFiles!: number;

  @Field(() => Int, { description: 'The most bytes the files of one message may hold together (MAX_UPLOAD_MB)' })
  maxTotalBytes!: number;

  @Field(() => [String], { description: 'The file name extensions accepted (the server also checks the bytes)' })
  acceptedExtensions!: string[];
}

/**
 * A message as the portal shows it (docs/product.md#screen-shapes, Message). sender and recipient
 * load through the per-request user loader; direction depends on who is asking
 * (messages.resolver.ts).
 */
@ObjectType('Message', { description: 'A message from one portal user to another, with the files that came with it' })
export class MessageType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  subject?: string | null;

  @Field(() => String)
  content!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Boolean, { description: 'Whether the recipient has opened it' })
  isRead!: boolean;

  @Field(() => Date, { nullable: true })
  readAt?: Date | null;

  @Field(() => ID, { nullable: true, description: 'The message this one replies to; null for a new message' })
  parentMessageId?: string | null;
}

export const MessageConnection = ConnectionType('Message', MessageType);

@ArgsType()
export class MessageListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Text found in the subject or content (any case)' })
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only received messages not yet read (default false)' })
  unreadOnly?: boolean | null;

  @Field(() => MessageDirection, { nullable: true, description: 'Only received or only sent messages (default both)' })
  direction?: MessageDirection | null;
}

@InputType({ description: 'A new message or a reply' })
export class SendMessageInput {
  @Field(() => String, {
    nullable: true,
    description: "The recipient's user id or e-mail address (any case). A reply may leave it out: it goes to the other party.",
  })
  recipientId?: string | null;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  content!: string;

  @Field(() => ID, { nullable: true, description: 'The message this one replies to' })
  parentMessageId?: string | null;
}

@ObjectType('MessageRecipient', { description: 'Someone the signed-in user may write to' })
export class MessageRecipientType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'First and last name' })
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'Advisor, Administrator or Client' })
  roleLabel!: string;
}
