import type { FeatureModule } from '../../context/feature-module';
import { Message } from './message.entity';
import { MessageAttachment } from './message-attachment.entity';
import { MessagesResolver } from './messages.resolver';
import type { MessagesService } from './messages.service';
import { messageRoutes } from './messages.routes';
import { messageOperations } from './messages.openapi';
import type { createMessageLoaders } from './messages.loaders';

declare module '../../context/services' {
  interface Services {
    messages: MessagesService;
  }
  interface Loaders extends ReturnType<typeof createMessageLoaders> {}
}

export const messagesFeature: FeatureModule = {
  name: 'messages',
  entities: [Message, MessageAttachment],
  resolvers: [MessagesResolver],
  restMounts: [
    {
      path: '/messages',
      operations: messageOperations,
      scope: 'messages',
      routers: ({ services, config }) => [messageRoutes(services, config.maxUploadBytes)],
    },
  ],
};

// What other features may use.
export type { MessagesService } from './messages.service';
