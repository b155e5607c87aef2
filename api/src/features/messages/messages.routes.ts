import { Router } from 'express';
import { pipeline } from 'node:stream';
import { requestOrigin } from '../../auth/session';
import { requireAuth } from '../../http/respond';
import { invalidInput } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { MAX_PAGE_SIZE, pageWindow } from '../../shared/pagination';
import type { Services } from '../../context/services';
import { attachmentDisposition } from '../documents';
import { refuseOversizedUploads } from '../documents';
import type { MessageAttachmentView } from './message-attachment-view';
import type { Message } from './message.entity';
import { receiveMultipartMessage } from './multipart-message';
import { recordOf } from '../../shared/record-shape';
import { messageRecord } from './message.record';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';

/**
 * A message as REST answers it (docs/product.md#screen-shapes), with which side of the mailbox it
 * is on and its files.
 */
export function messageJson(message: Message, viewerId: string | undefined, attachments: MessageAttachmentView[]) {
  return recordOf(messageRecord, message, { attachments, direction: message.senderId === viewerId ? 'sent' : 'received' });
}

/** The REST entry point for messages (docs/product.md#rest-calls); every rule is in MessagesService. */
export function messageRoutes(services: Services, maxUploadBytes: number): Router {
  const router = Router();
  const messages = services.messages;
  const withAttachments = async (list: Message[], viewerId: string | undefined) => {
    const attachments = await messages.attachmentsOf(list.map((message) => message.id));
    return list.map((message, index) => messageJson(message, viewerId, attachments[index]));
  };

  router.get('/', requireAuth(), async (req, res) => {
    const filter = {
      search: queryText(req.query.search),
      unreadOnly: parseUnreadOnly(req.query.unreadOnly),
      direction: queryText(req.query.direction),
    };
    // ?first, ?after and ?updated_since page it (docs/integrations.md#pages-and-sync); without them, every message.
    const paging = listPagingOfQuery(req.query);
    if (paging.kind !== 'all') {
      const page = await messages.page(req.viewer, filter, paging);
      const answered = await withAttachments(page.nodes, req.viewer?.id);
      const byId = new Map(page.nodes.map((message, index) => [message.id, answered[index]]));
      return sendListPage(res, paging, page, (message) => byId.get(message.id));
    }
    const all: Message[] = [];
    for (let window = pageWindow({ first: MAX_PAGE_SIZE }); ; window = { ...window, offset: window.offset + window.limit }) {
      const page = await messages.list(req.viewer, filter, window);
      all.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
    }
    res.json(await withAttachments(all, req.viewer?.id));
  });

  // JSON, or multipart/form-data with the same fields and the files under `files`.
  router.post('/', requireAuth(), refuseOversizedUploads(maxUploadBytes), async (req, res) => {
    const message = req.is('multipart/form-data')
      ? await receiveMultipartMessage(req, maxUploadBytes, (fields, files) => messages.send(req.viewer, fields, files))
      : await messages.send(req.viewer, req.body);
    res.status(201).json((await withAttachments([message], req.viewer?.id))[0]);
  });

  router.put('/:id/read', requireAuth(), async (req, res) => {
    res.json((await withAttachments([await messages.markRead(req.viewer, String(req.params.id))], req.viewer?.id))[0]);
  });

  router.get('/:id/attachments/:attachmentId', requireAuth(), async (req, res) => {
    const { attachment, stream } = await messages.openAttachment(
      req.viewer,
      String(req.params.id),
      String(req.params.attachmentId),
      requestOrigin(req),
    );
    res.set({
      'Content-Type': attachment.mimeType,
      'Content-Length': String(attachment.fileSize),
      'Content-Disposition': attachmentDisposition(attachment.originalName),
      'Cache-Control': 'private, no-store',
    });
    pipeline(stream, res, (error) => {
      if (error && !res.writableFinished)
        logger.warn({ err: error, attachmentId: attachment.id }, 'A message attachment download ended early');
    });
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
