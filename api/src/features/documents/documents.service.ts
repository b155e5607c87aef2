import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { fullNameOf } from '../../../../validation/people';
import { documentFilterSchema, rejectDocumentSchema } from '../../../../validation/documents';
import type { DocumentCategoryValue } from '../../../../validation/document-values';
import { assertAllowed } from '../../auth/access';
import { staffRoles } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { invalidInput, notFound } from '../../shared/errors';
import { MAX_PAGE_SIZE, pageWindow, toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, pageOf, wholeList, type ListPage } from '../changes';
import { whereDocumentsMatch } from './document-queries';
import type { DocumentStorage } from '../../shared/storage/document-storage';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import type { NotificationsService } from '../notifications';
import { User } from '../../accounts/user.entity';
import { Document } from './document.entity';
import { signDownloadLink, verifyDownloadLink, type DownloadLink } from './download-links';
import { receiveDocument, type IncomingDocumentFile } from './document-upload';
import { DocumentListReads } from './document-list-reads';
import { sanitizeOriginalName } from './original-name';
import type { WebhookAnnouncer } from '../webhooks';

/**
 * What the documents feature tells document requests (features/document-requests answers it with
 * DocumentRequestLinks; the composition layer wires the two): an upload may answer a request, and
 * a review closes or reopens it. Documents owns the moments, requests own what they mean.
 */
export interface DocumentRequestHooks {
  /** Refuses, naming the field, a request that is not the owner's or no longer waits for a document. */
  assertUploadable(ownerId: string, requestId: string): Promise<void>;
  /** The request now holds this document and waits for its review. */
  attach(document: Document, requestId: string, manager?: EntityManager): Promise<void>;
  /** Approval closes the requests that wait on this document; rejection opens them again. */
  documentReviewed(documentId: string, outcome: 'approved' | 'rejected', now: Date, manager?: EntityManager): Promise<void>;
}

export interface DocumentsOptions {
  maxUploadBytes: number;
  downloadLinkSecret: Buffer;
  /** Uploads that answer a document request, and reviews that close or reopen it. */
  requestLinks?: DocumentRequestHooks;
  /** Uploads and reviews are announced to webhook endpoints in their transactions. */
  webhooks: WebhookAnnouncer;
}

/**
 * Advisors, admins and superadmins see and review every client's documents
 * (docs/product.md#who-may-do-what).
 */
export const seesAllDocuments = (viewer: Viewer) => hasAnyRole(viewer, staffRoles);

/**
 * Every rule about documents (docs/product.md#documents): who sees which, uploading, review,
 * download links. GraphQL and REST both call this and nothing else touches the documents table.
 */
export class DocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    readonly storage: DocumentStorage,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly options: DocumentsOptions,
  ) {}

  /** The list's statements, written once (document-list-reads.ts); made on first use, when the schema is known. */
  private listReadsOnce: DocumentListReads | undefined;
  private get listReads(): DocumentListReads {
    return (this.listReadsOnce ??= new DocumentListReads(this.dataSource));
  }

  private get documents() {
    return this.dataSource.getRepository(Document);
  }

  /**
   * Newest first. A client sees only their own documents (a clientId they send is ignored);
   * staff see everyone's and may narrow to one client.
   */
  async list(
    viewer: Viewer | null,
    filter: unknown,
    window: PageWindow,
    { now = new Date(), withApprover = false }: { now?: Date; withApprover?: boolean } = {},
  ): Promise<Connection<Document>> {
    const signedIn = assertAllowed(viewer);
    const { clientId, ...values } = parseInput(documentFilterSchema, filter ?? {});
    const ownerId = seesAllDocuments(signedIn) ? clientId : signedIn.id;
    // withApprover: each document's `approver` read with it (document-list-reads.ts), for GraphQL only.
    const { nodes, totalCount } = await this.listReads.page({ ...values, ownerId }, window, now, { withApprover });
    return toConnection(nodes, totalCount, window);
  }

  /**
   * The list as `paging` asks (features/changes): whole or a page newest first (list), or the
   * changes since a time with the deletions (an erased client's documents).
   */
  async page(
    viewer: Viewer | null,
    filter: unknown,
    paging: ListPaging,
    options: { now?: Date; withApprover?: boolean } = {},
  ): Promise<ListPage<Document>> {
    const signedIn = assertAllowed(viewer);
    if (paging.kind === 'page') {
      return pageOf(await this.list(viewer, filter, paging.window, options));
    }
    if (paging.kind === 'all') {
      // The whole list, read a page at a time as the portal reads it.
      const nodes: Document[] = [];
      for (let window = pageWindow({ first: MAX_PAGE_SIZE }); ; window = { ...window, offset: window.offset + window.limit }) {
        const page = await this.list(viewer, filter, window, options);
        nodes.push(...page.nodes);
        if (!page.pageInfo.hasNextPage) break;
      }
      return wholeList(nodes);
    }
    const values = parseInput(documentFilterSchema, filter ?? {});
    const ownerId = seesAllDocuments(signedIn) ? values.clientId : signedIn.id;
    const query = whereDocumentsMatch(this.documents.createQueryBuilder('document'), values, options.now ?? new Date());
    if (ownerId) query.andWhere('document.userId = :ownerId', { ownerId });
    if (options.withApprover) query.leftJoinAndSelect('document.approver', 'approver');
    return listPage(query, paging, { ordered: (list) => list, recordType: 'document', audience: deletionAudienceOf(signedIn) });
  }

  /** For the dashboard: documents awaiting review (the viewer's own, or everyone's for staff). */
  async pendingCount(viewer: Viewer | null): Promise<number> {
    const signedIn = assertAllowed(viewer);
    return this.documents.countBy({ status: 'pending', ...(seesAllDocuments(signedIn) ? {} : { userId: signedIn.id }) });
  }

  /** One document the viewer may see; anyone else's answers "not found", never its content. */
  async get(viewer: Viewer | null, id: string): Promise<Document> {
    const signedIn = assertAllowed(viewer);
    const document = String(id).length <= 36 ? await this.documents.findOneBy({ id: String(id) }) : null;
    if (!document || (!seesAllDocuments(signedIn) && document.userId !== signedIn.id)) throw notFound();
    return document;
  }

  /** The users staff can narrow the list to: everyone holding the client role, by name. */
  async clients(viewer: Viewer | null): Promise<User[]> {
    assertAllowed(viewer, [...staffRoles]);
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin('user.userRoles', 'userRole')
      .innerJoin('userRole.role', 'role', 'role.name = :client', { client: 'client' })
      .orderBy('user.firstName', 'ASC')
      .addOrderBy('user.lastName', 'ASC')
      .getMany();
  }

  /**
   * Stores an uploaded file and its row (docs/product.md#upload-fields; see document-upload.ts for
   * the order of the steps). `fields` may still be arriving (a multipart form can send them after
   * the file).
   */
  async upload(viewer: Viewer | null, file: IncomingDocumentFile, fields: unknown, origin: RequestOrigin): Promise<Document> {
    const signedIn = assertAllowed(viewer);
    const requestLinks = this.options.requestLinks;
    let requestId: string | undefined;
    const document = await receiveDocument({
      dataSource: this.dataSource,
      storage: this.storage,
      maxBytes: this.options.maxUploadBytes,
      viewer: signedIn,
      ownerAllowed: seesAllDocuments(signedIn),
      file,
      fields,
      checkFields: async (values, ownerId) => {
        if (!values.requestId || !requestLinks) return;
        await requestLinks.assertUploadable(ownerId, values.requestId);
        requestId = values.requestId;
      },
      recorded: (stored, manager) =>
        this.options.webhooks.announce(manager, {
          type: 'document.uploaded',
          data: {
            documentId: stored.id,
            ownerId: stored.userId,
            uploadedById: signedIn.id,
            requestId: requestId ?? null,
            category: stored.category as DocumentCategoryValue,
            mimeType: stored.mimeType,
            fileSize: stored.fileSize,
            status: 'pending',
            uploadedAt: stored.createdAt.toISOString(),
          },
        }),
    });
    if (requestId) await requestLinks?.attach(document, requestId);
    await this.audit.record({
      actorId: signedIn.id,
      action: 'document.upload',
      resourceType: 'document',
      resourceId: document.id,
      details: {
        originalName: document.originalName,
        ownerId: document.userId,
        fileSize: document.fileSize,
        category: document.category,
        ...(requestId ? { requestId } : {}),
      },
      ...origin,
    });
    return document;
  }

  /**
   * A file the portal made itself, already in storage under `file.key`, filed as one of a
   * client's documents in the caller's transaction (a signed engagement letter's PDF): approved
   * from the start, since nobody is to review what the portal wrote, and announced to nobody but
   * by the change it belongs to. If the transaction is rolled back, the caller removes the file.
   */
  async fileGenerated(
    manager: EntityManager,
    file: {
      ownerId: string;
      key: string;
      size: number;
      originalName: string;
      mimeType: string;
      category: DocumentCategoryValue;
      description: string;
      uploadedBy: string;
      approvedBy: string | null;
      approvedAt: Date;
    },
  ): Promise<Document> {
    const documents = manager.getRepository(Document);
    return documents.save(
      documents.create({
        userId: file.ownerId,
        fileName: file.key,
        originalName: sanitizeOriginalName(file.originalName),
        fileSize: file.size,
        mimeType: file.mimeType,
        category: file.category,
        description: file.description,
        status: 'approved',
        uploadedBy: file.uploadedBy,
        approvedBy: file.approvedBy,
        approvedAt: file.approvedAt,
      }),
    );
  }

  /** pending → approved, by staff; the owner is told (docs/product.md#document-status). */
  approve(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<Document> {
    return this.review(viewer, id, { status: 'approved', reason: null }, origin, now);
  }

  /** pending → rejected with a reason the client reads. */
  reject(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<Document> {
    assertAllowed(viewer, [...staffRoles]);
    const { reason } = parseInput(rejectDocumentSchema, input ?? {});
    return this.review(viewer, id, { status: 'rejected', reason }, origin, now);
  }

  private async review(
    viewer: Viewer | null,
    id: string,
    outcome: { status: 'approved' | 'rejected'; reason: string | null },
    origin: RequestOrigin,
    now: Date,
  ): Promise<Document> {
    const reviewer = assertAllowed(viewer, [...staffRoles]);
    const document = await this.get(reviewer, id);
    const verb = outcome.status === 'approved' ? 'approved' : 'rejected';
    const notPending = () => invalidInput([{ path: 'status', message: `Only pending documents can be ${verb}` }]);
    if (document.status !== 'pending') throw notPending();
    const reviewerName = await this.fullNameOf(reviewer);

    await this.dataSource.transaction(async (manager) => {
      // Only a document still pending changes: of two reviewers at once, the second is refused.
      const changed = await manager.update(
        Document,
        { id: document.id, status: 'pending' },
        { status: outcome.status, approvedBy: reviewer.id, approvedAt: now, rejectionReason: outcome.reason },
      );
      if (!changed.affected) throw notPending();
      // Ids and the outcome: the reason is written for the client, not for other systems.
      const reviewed = {
        documentId: document.id,
        ownerId: document.userId,
        reviewedById: reviewer.id,
        category: document.category as DocumentCategoryValue,
        reviewedAt: now.toISOString(),
      };
      await this.options.webhooks.announce(
        manager,
        outcome.status === 'approved'
          ? { type: 'document.approved', data: { ...reviewed, status: 'approved' } }
          : { type: 'document.rejected', data: { ...reviewed, status: 'rejected' } },
      );
      await this.options.requestLinks?.documentReviewed(document.id, outcome.status, now, manager);
      await this.notifications.notify(
        outcome.status === 'approved'
          ? {
              userId: document.userId,
              type: 'success',
              category: 'document',
              title: 'Document approved',
              content: `${document.originalName} was approved by ${reviewerName}.`,
              actionUrl: '/portal/documents',
            }
          : {
              userId: document.userId,
              type: 'warning',
              category: 'document',
              title: 'Document rejected',
              content: `${document.originalName} was rejected by ${reviewerName}: ${outcome.reason}`,
              actionUrl: '/portal/documents',
            },
        manager,
      );
    });
    await this.audit.record({
      actorId: reviewer.id,
      // Actions are named verb-first like every other audit entry (user.create, auth.login).
      action: outcome.status === 'approved' ? 'document.approve' : 'document.reject',
      resourceType: 'document',
      resourceId: document.id,
      details: { originalName: document.originalName, ownerId: document.userId, ...(outcome.reason ? { reason: outcome.reason } : {}) },
      ...origin,
    });
    return this.documents.findOneByOrFail({ id: document.id });
  }

  /** A five-minute signed link to a document the viewer may see. */
  async requestDownload(viewer: Viewer | null, id: string, now = new Date()): Promise<DownloadLink> {
    const document = await this.get(viewer, id);
    return signDownloadLink(this.options.downloadLinkSecret, document.id, now);
  }

  /**
   * The bytes behind a signed link: refused (403) when expired or tampered with. Each download
   * counts once and is written to the audit log, with the signed-in user when there is one.
   */
  async openDownload(
    id: string,
    link: { expires: unknown; signature: unknown },
    actor: Viewer | null,
    origin: RequestOrigin,
    now = new Date(),
  ): Promise<{ document: Document; stream: Readable }> {
    verifyDownloadLink(this.options.downloadLinkSecret, id, link.expires, link.signature, now);
    const document = await this.documents.findOneBy({ id });
    if (!document) throw notFound();
    const stream = await this.storage.open(document.fileName);
    try {
      await this.documents.increment({ id: document.id }, 'downloadCount', 1);
      await this.audit.record({
        actorId: actor?.id ?? null,
        action: 'document.download',
        resourceType: 'document',
        resourceId: document.id,
        details: { originalName: document.originalName, ownerId: document.userId },
        ...origin,
      });
    } catch (error) {
      stream.destroy();
      throw error;
    }
    return { document: { ...document, downloadCount: document.downloadCount + 1 } as Document, stream };
  }

  private async fullNameOf(viewer: Viewer): Promise<string> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: viewer.id });
    return user ? fullNameOf(user) : viewer.firstName;
  }
}
