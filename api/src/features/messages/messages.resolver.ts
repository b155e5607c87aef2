import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../graphql/context';
import { pageWindow } from '../../shared/pagination';
import { UserType } from '../users/user.types';
import type { Message } from './message.entity';
import {
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
  @Query(() => MessageConnection, { description: 'Messages the signed-in user sent or received, newest first' })
  messages(@Args(() => MessageListArgs) args: MessageListArgs, @Ctx() { viewer, services }: RequestContext) {
    const { search, unreadOnly, direction } = args;
    return services.messages.list(viewer, { search, unreadOnly, direction }, pageWindow(args));
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
  @Mutation(() => MessageType, { description: 'Sends a message or a reply; the recipient is notified' })
  sendMessage(@Arg('input', () => SendMessageInput) input: SendMessageInput, @Ctx() { viewer, services }: RequestContext) {
    return services.messages.send(viewer, { ...input });
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

  @FieldResolver(() => MessageDirection, { description: 'received or sent, from where the signed-in user stands' })
  direction(@Root() message: Message, @Ctx() { viewer }: RequestContext): MessageDirection {
    return message.senderId === viewer?.id ? MessageDirection.SENT : MessageDirection.RECEIVED;
  }
}
