import { In, type DataSource, type EntityManager } from 'typeorm';
import { invalidInput } from '../../shared/errors';
import type { Document } from '../documents';
import type { DocumentRequestHooks } from '../documents';
import type { WebhookAnnouncer } from '../webhooks';
import type { DocumentCategoryValue } from '../../../../validation/document-values';
import { DocumentRequest } from './document-request.entity';

const UPLOADABLE = In(['open', 'uploaded']);

/**
 * How documents and requests meet, for the documents service: an upload may answer a request
 * (it becomes "uploaded — awaiting review"); approving that document closes the request and
 * rejecting it opens the request again. Kept apart from DocumentRequestsService so that the
 * documents feature depends on this small piece only.
 */
export class DocumentRequestLinks implements DocumentRequestHooks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly webhooks: WebhookAnnouncer,
  ) {}

  /** Refuses, naming the field, a request that is not the owner's or no longer waits for a document. */
  async assertUploadable(ownerId: string, requestId: string): Promise<void> {
    const request = await this.dataSource.getRepository(DocumentRequest).findOneBy({ id: requestId });
    if (!request || request.clientId !== ownerId)
      throw invalidInput([{ path: 'requestId', message: 'Choose a document request from the list' }]);
    if (request.status !== 'open' && request.status !== 'uploaded')
      throw invalidInput([{ path: 'requestId', message: 'This document request is no longer waiting for a document' }]);
  }

  /** The request now holds this document and waits for its review. */
  async attach(document: Document, requestId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(
      DocumentRequest,
      { id: requestId, clientId: document.userId, status: UPLOADABLE },
      { status: 'uploaded', documentId: document.id },
    );
  }

  /**
   * Approval closes the requests that wait on this document, each announced as
   * document_request.fulfilled in the review's transaction; rejection opens them again.
   */
  async documentReviewed(
    documentId: string,
    outcome: 'approved' | 'rejected',
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    if (outcome === 'rejected') {
      await manager.update(DocumentRequest, { documentId, status: 'uploaded' }, { status: 'open' });
      return;
    }
    const fulfilled = await manager.findBy(DocumentRequest, { documentId, status: 'uploaded' });
    if (fulfilled.length === 0) return;
    await manager.update(
      DocumentRequest,
      { id: In(fulfilled.map((request) => request.id)), status: 'uploaded' },
      { status: 'closed', closedAt: now },
    );
    for (const request of fulfilled) {
      await this.webhooks.announce(manager, {
        type: 'document_request.fulfilled',
        data: {
          requestId: request.id,
          clientId: request.clientId,
          requestedById: request.requestedBy,
          documentId,
          category: request.category as DocumentCategoryValue,
          dueDate: request.dueDate,
          fulfilledAt: now.toISOString(),
        },
      });
    }
  }
}
