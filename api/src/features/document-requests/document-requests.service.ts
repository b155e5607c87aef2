import { In, type DataSource, type EntityManager } from 'typeorm';
import { fullNameOf } from '../../../../validation/people';
import {
  checklistRequestSchema,
  documentRequestFilterSchema,
  documentRequestSchema,
  documentRequestsSchema,
  outstandingRequestStatuses,
  type DocumentRequestItemValues,
} from '../../../../validation/document-requests';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { assertAllowed } from '../../auth/access';
import { staffRoles } from '../../accounts/roles';
import type { Viewer } from '../../auth/viewer';
import { invalidInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import type { NotificationsService } from '../notifications';
import { User } from '../../accounts/user.entity';
import { DocumentChecklist } from './document-checklist.entity';
import { whereClientAskable, whereRequestVisible } from './document-request-access';
import { DocumentRequest } from './document-request.entity';
import { documentsRequestedNotice } from './document-request-notices';

interface NewRequests {
  clientId: string;
  dueDate: string;
  note: string | null;
  items: DocumentRequestItemValues[];
  checklist?: DocumentChecklist;
}

/**
 * Every rule about document requests: who sees which (document-request-access.ts), asking one
 * by one or from a checklist, and withdrawing. Uploading against a request and its closing on
 * review happen through DocumentRequestLinks, called by the documents service.
 */
export class DocumentRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly publicUrl: string,
  ) {}

  private get requests() {
    return this.dataSource.getRepository(DocumentRequest);
  }

  /**
   * The requests the viewer may see: outstanding ones first, then closed and cancelled ones,
   * each soonest due first and in the order they were asked for. Not paged: a client has a handful at a time.
   */
  async list(viewer: Viewer | null, filter: unknown): Promise<DocumentRequest[]> {
    return (await this.page(viewer, filter, { kind: 'all' })).nodes;
  }

  /** The list as `paging` asks: whole, a page, or the changes since a time with the deletions (features/changes). */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging): Promise<ListPage<DocumentRequest>> {
    const signedIn = assertAllowed(viewer);
    const { clientId, status, outstanding } = parseInput(documentRequestFilterSchema, filter ?? {});
    const query = this.requests.createQueryBuilder('request');
    whereRequestVisible(query, 'request', signedIn);
    if (clientId) query.andWhere('request.clientId = :clientId', { clientId });
    if (status) query.andWhere('request.status = :status', { status });
    if (outstanding === true) query.andWhere('request.status IN (:...outstanding)', { outstanding: outstandingRequestStatuses });
    const ordered = (list: typeof query) =>
      list
        .orderBy("CASE WHEN request.status IN ('open', 'uploaded') THEN 0 ELSE 1 END", 'ASC')
        .addOrderBy('request.dueDate', 'ASC')
        .addOrderBy('request.createdAt', 'ASC')
        .addOrderBy('request.id', 'ASC');
    return listPage(query, paging, { ordered, recordType: 'document_request', audience: deletionAudienceOf(signedIn) });
  }

  /** One request the viewer may see; anyone else's answers "not found". */
  async get(viewer: Viewer | null, id: string): Promise<DocumentRequest> {
    const signedIn = assertAllowed(viewer);
    if (String(id).length > 36) throw notFound();
    const request = await whereRequestVisible(
      this.requests.createQueryBuilder('request').where('request.id = :id', { id: String(id) }),
      'request',
      signedIn,
    ).getOne();
    if (!request) throw notFound();
    return request;
  }

  /** The clients the viewer may ask for documents: an advisor's own clients, or every client for admins. */
  async clients(viewer: Viewer | null): Promise<User[]> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const query = this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin('user.userRoles', 'userRole')
      .innerJoin('userRole.role', 'role', 'role.name = :client', { client: 'client' });
    return whereClientAskable(query, 'user', staff).orderBy('user.firstName', 'ASC').addOrderBy('user.lastName', 'ASC').getMany();
  }

  /** One document asked of one client. */
  async create(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<DocumentRequest> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const { clientId, title, category, dueDate, note } = parseInput(documentRequestSchema, input ?? {});
    const [request] = await this.ask(staff, { clientId, dueDate, note, items: [{ title, category }] }, origin, now);
    return request;
  }

  /** Several documents asked of one client at once, all due the same day. */
  async createMany(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<DocumentRequest[]> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    return this.ask(staff, parseInput(documentRequestsSchema, input ?? {}), origin, now);
  }

  /** A stored checklist applied to a client: one request per item. */
  async fromChecklist(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<DocumentRequest[]> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const { clientId, checklistId, dueDate, note } = parseInput(checklistRequestSchema, input ?? {});
    const checklist = await this.dataSource.getRepository(DocumentChecklist).findOneBy({ id: checklistId });
    if (!checklist) throw invalidInput([{ path: 'checklistId', message: 'Choose a checklist from the list' }]);
    return this.ask(staff, { clientId, dueDate, note, items: checklist.items, checklist }, origin, now);
  }

  /** open or uploaded → cancelled, by staff who see the request. */
  async cancel(viewer: Viewer | null, id: string, origin: RequestOrigin): Promise<DocumentRequest> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const request = await this.get(staff, id);
    const changed = await this.requests.update({ id: request.id, status: In([...outstandingRequestStatuses]) }, { status: 'cancelled' });
    if (!changed.affected) throw invalidInput([{ path: 'status', message: 'Only open requests can be cancelled' }]);
    await this.audit.record({
      actorId: staff.id,
      action: 'document_request.cancel',
      resourceType: 'document_request',
      resourceId: request.id,
      details: { title: request.title, clientId: request.clientId },
      ...origin,
    });
    return this.requests.findOneByOrFail({ id: request.id });
  }

  /**
   * Stores the requests and tells the client once (a notification, and an e-mail unless they
   * switched document e-mails off), all or nothing.
   */
  private async ask(staff: Viewer, values: NewRequests, origin: RequestOrigin, now: Date): Promise<DocumentRequest[]> {
    if (values.dueDate < todayInSouthAfrica(now)) throw invalidInput([{ path: 'dueDate', message: 'The due date cannot be in the past' }]);
    const client = await this.askableClient(staff, values.clientId);
    const askerName = await this.fullNameOf(staff);
    const created = await this.dataSource.transaction(async (manager: EntityManager) => {
      const repository = manager.getRepository(DocumentRequest);
      const rows: DocumentRequest[] = [];
      // A millisecond apart, so that lists sorted by creation keep the checklist's order.
      const asked = Date.now();
      for (const [index, item] of values.items.entries()) {
        rows.push(
          await repository.save(
            repository.create({
              clientId: client.id,
              requestedBy: staff.id,
              title: item.title,
              category: item.category,
              note: values.note,
              dueDate: values.dueDate,
              status: 'open',
              createdAt: new Date(asked + index),
            }),
          ),
        );
      }
      await this.notifications.notify(
        {
          userId: client.id,
          ...documentsRequestedNotice({
            askerName,
            client,
            requests: rows,
            dueDate: values.dueDate,
            note: values.note,
            publicUrl: this.publicUrl,
          }),
        },
        manager,
      );
      return rows;
    });
    await this.audit.record({
      actorId: staff.id,
      action: 'document_request.create',
      resourceType: 'user',
      resourceId: client.id,
      details: { count: created.length, dueDate: values.dueDate, ...(values.checklist ? { checklist: values.checklist.name } : {}) },
      ...origin,
    });
    return created;
  }

  /** A client the viewer may ask: anyone else (or no such client) is a field error, never their details. */
  private async askableClient(staff: Viewer, clientId: string): Promise<User> {
    const query = this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin('user.userRoles', 'userRole')
      .innerJoin('userRole.role', 'role', 'role.name = :client', { client: 'client' })
      .where('user.id = :clientId', { clientId });
    const client = await whereClientAskable(query, 'user', staff).getOne();
    if (!client) throw invalidInput([{ path: 'clientId', message: 'Choose a client from the list' }]);
    if (!client.isActive) throw invalidInput([{ path: 'clientId', message: 'This client account is not active' }]);
    return client;
  }

  private async fullNameOf(viewer: Viewer): Promise<string> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: viewer.id });
    return user ? fullNameOf(user) : viewer.firstName;
  }
}
