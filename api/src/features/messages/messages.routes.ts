import { Router } from 'express';
import { requireAuth } from '../../http/respond';
import { invalidInput } from '../../shared/errors';
import { MAX_PAGE_SIZE, pageWindow } from '../../shared/pagination';
import type { Services } from '../../services';
import type { Message } from './message.entity';

/** A message as REST answers it (SPEC.md §3), with which side of the mailbox it is on. */
export function messageJson(message: Message, viewerId: string | undefined) {
  return {
    id: message.id,
    senderId: message.senderId,
    recipientId: message.recipientId,
    engagementId: message.engagementId,
    parentMessageId: message.parentMessageId,
    subject: message.subject,
    content: message.content,
    isRead: message.isRead,
    readAt: message.readAt,
    attachments: message.attachments.map(({ name, size, mimeType }) => ({ name, size, mimeType })),
    createdAt: message.createdAt,
    direction: message.senderId === viewerId ? 'sent' : 'received',
  };
}

/** The REST door of SPEC.md §7 for messages; every rule is in MessagesService. */
export function messageRoutes(services: Services): Router {
  const router = Router();
  const messages = services.messages;

  router.get('/', requireAuth(), async (req, res) => {
    const filter = {
      search: queryText(req.query.search),
      unreadOnly: parseUnreadOnly(req.query.unreadOnly),
      direction: queryText(req.query.direction),
    };
    const all: Message[] = [];
    for (let window = pageWindow({ first: MAX_PAGE_SIZE }); ; window = { ...window, offset: window.offset + window.limit }) {
      const page = await messages.list(req.viewer, filter, window);
      all.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
    }
    res.json(all.map((message) => messageJson(message, req.viewer?.id)));
  });

  router.post('/', requireAuth(), async (req, res) => {
    const message = await messages.send(req.viewer, req.body);
    res.status(201).json(messageJson(message, req.viewer?.id));
  });

  router.put('/:id/read', requireAuth(), async (req, res) => {
    res.json(messageJson(await messages.markRead(req.viewer, String(req.params.id)), req.viewer?.id));
  });

  return router;
}

function queryText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function parseUnreadOnly(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw invalidInput([{ path: 'unreadOnly', message: 'unreadOnly must be true or false' }]);
}
