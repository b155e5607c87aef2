import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { ListPageArgs, ListPageType } from '../changes';
import { MessageDirection, messageDescription } from './message.record';

export { MessageDirection };

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
 * A message in the graph: its fields are described once, in message.record.ts. sender and
 * recipient load through the per-request user loader; direction depends on who is asking
 * (messages.resolver.ts).
 */
@RecordObjectType(messageDescription)
export class MessageType {}

export const MessageConnection = ListPageType('Message', MessageType, 'MessageConnection');

@ArgsType()
export class MessageListArgs extends ListPageArgs {
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
