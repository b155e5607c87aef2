import { In, type DataSource } from 'typeorm';
import {
  answerOrganizerSchema,
  cancelOrganizerSchema,
  organizerFilterSchema,
  reopenOrganizerSchema,
  sendOrganizerSchema,
} from '../../../../validation/organizers';
import {
  ORGANIZER_MAX_FILES_PER_QUESTION,
  checkAnswerValue,
  organizerProgress,
  outstandingOrganizerStatuses,
  questionName,
  questionsOf,
  requiredMessage,
  unansweredRequired,
  type OrganizerAnswerValue,
  type OrganizerQuestionValues,
  type OrganizerStatusValue,
} from '../../../../validation/organizer-values';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { fullNameOf } from '../../../../validation/people';
import { assertAllowed } from '../../auth/access';
import { staffRoles } from '../../accounts/roles';
import { User } from '../../accounts/user.entity';
import { staffNameById } from '../../accounts/user-name';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, invalidInput, notFound } from '../../shared/errors';
import { pageWindow, toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, pageOf, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import { Document, type DocumentsService, type IncomingDocumentFile } from '../documents';
import { Engagement } from '../engagements';
import type { NotificationsService } from '../notifications';
import type { WebhookAnnouncer } from '../webhooks';
import { Organizer } from './organizer.entity';
import { OrganizerAnswer } from './organizer-answer.entity';
import { OrganizerTemplate } from './organizer-template.entity';
import { runsOrganizersFor, whereOrganizerVisible } from './organizer-access';
import { organizerCancelledNotice, organizerReopenedNotice, organizerSentNotice, organizerSubmittedNotice } from './organizer-notices';
import { renderOrganizerPdf } from './organizer-pdf';

const WAITING = In([...outstandingOrganizerStatuses]);

export interface OrganizersOptions {
  publicUrl: string;
  /** Files uploaded against a question become the client's documents. */
  documents: Pick<DocumentsService, 'upload'>;
  webhooks: WebhookAnnouncer;
}

/** What saving one answer answers: the answer as saved, and the organizer's new progress and status. */
export interface AnswerResult {
  answer: OrganizerAnswer;
  progress: { answered: number; total: number };
  status: OrganizerStatusValue;
}

export const progressOf = (organizer: Organizer) => ({ answered: organizer.answeredCount, total: organizer.questionCount });

/** A file question that already holds its ORGANIZER_MAX_FILES_PER_QUESTION files. */
const tooManyFiles = (question: OrganizerQuestionValues) =>
  invalidInput([{ path: 'file', message: `${questionName(question)} holds at most ${ORGANIZER_MAX_FILES_PER_QUESTION} files` }]);

/** What a refused change says, by the organizer's state. */
function notAnswerable(organizer: Organizer, change: 'answered' | 'submitted' | 'cancelled' | 'reopened'): AppError {
  const state = {
    sent: 'This organizer is waiting for the client',
    in_progress: 'This organizer is waiting for the client',
    reopened: 'This organizer is waiting for the client',
    submitted: 'This organizer was submitted and its answers are locked',
    cancelled: 'This organizer was cancelled by the firm',
  }[organizer.status];
  const why =
    change === 'reopened'
      ? 'only a submitted organizer can be reopened'
      : change === 'cancelled'
        ? 'only an organizer waiting for the client can be cancelled'
        : `it can no longer be ${change}`;
  return new AppError('CONFLICT', `${state}: ${why}`);
}

/**
 * Every rule about organizers (docs/product.md#organizers): who sees which (organizer-access.ts),
 * sending from a template with a snapshot of its questions, answering one question at a time
 * (files uploaded against a question become the client's documents), submitting with the required
 * questions answered, reopening with notes on questions, cancelling and the PDF of the answers.
 * GraphQL and REST both call this, and nothing else writes the tables (but the overdue reminder's
 * claim and an erasure).
 */
export class OrganizersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly options: OrganizersOptions,
  ) {}

  private get organizers() {
    return this.dataSource.getRepository(Organizer);
  }

  /** The organizers the viewer may see, one page at a time: those waiting for the client first (soonest due), then the most recently sent. */
  async list(viewer: Viewer | null, filter: unknown, window: PageWindow): Promise<Connection<Organizer>> {
    const [nodes, totalCount] = await this.matching(assertAllowed(viewer), filter)
      .orderBy("CASE WHEN organizer.status IN ('sent', 'in_progress', 'reopened') THEN 0 ELSE 1 END", 'ASC')
      .addOrderBy("CASE WHEN organizer.status IN ('sent', 'in_progress', 'reopened') THEN organizer.dueDate ELSE '' END", 'ASC')
      .addOrderBy('organizer.sentAt', 'DESC')
      .addOrderBy('organizer.id', 'ASC')
      .skip(window.offset)
      .take(window.limit)
      .getManyAndCount();
    return toConnection(nodes, totalCount, window);
  }

  /**
   * The list as `paging` asks (features/changes): a page as `list` answers it, or the organizers
   * changed since a time with those deleted (an erased client's).
   */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging): Promise<ListPage<Organizer>> {
    if (paging.kind !== 'changes') return pageOf(await this.list(viewer, filter, paging.kind === 'page' ? paging.window : pageWindow()));
    const signedIn = assertAllowed(viewer);
    return listPage(this.matching(signedIn, filter), paging, {
      ordered: (query) => query,
      recordType: 'organizer',
      audience: deletionAudienceOf(signedIn),
    });
  }

  /** The organizers the viewer may see that the filter keeps, unordered. */
  private matching(signedIn: Viewer, filter: unknown) {
    const { status, clientId, engagementId, outstanding } = parseInput(organizerFilterSchema, filter ?? {});
    const query = this.organizers.createQueryBuilder('organizer');
    whereOrganizerVisible(query, 'organizer', signedIn);
    if (status) query.andWhere('organizer.status = :status', { status });
    if (clientId) query.andWhere('organizer.clientId = :clientId', { clientId });
    if (engagementId) query.andWhere('organizer.engagementId = :engagementId', { engagementId });
    if (outstanding === true) query.andWhere('organizer.status IN (:...waiting)', { waiting: outstandingOrganizerStatuses });
    if (outstanding === false) query.andWhere('organizer.status NOT IN (:...waiting)', { waiting: outstandingOrganizerStatuses });
    return query;
  }

  /** One organizer the viewer may see; anyone else's answers "not found". */
  async get(viewer: Viewer | null, id: string): Promise<Organizer> {
    return this.find(assertAllowed(viewer), id);
  }

  /** The answers of an organizer the viewer may see, in the order of its questions. */
  async answers(viewer: Viewer | null, id: string): Promise<OrganizerAnswer[]> {
    const organizer = await this.find(assertAllowed(viewer), id);
    const answers = await this.dataSource.getRepository(OrganizerAnswer).findBy({ organizerId: organizer.id });
    const order = new Map(questionsOf(organizer.sections).map((question, index) => [question.key, index]));
    return answers.sort((a, b) => (order.get(a.questionKey) ?? 1e6) - (order.get(b.questionKey) ?? 1e6));
  }

  private async find(viewer: Viewer, id: string): Promise<Organizer> {
    if (String(id).length > 36) throw notFound();
    const query = this.organizers.createQueryBuilder('organizer').where('organizer.id = :id', { id: String(id) });
    const organizer = await whereOrganizerVisible(query, 'organizer', viewer).getOne();
    if (!organizer) throw notFound();
    return organizer;
  }

  /**
   * Sends an organizer from a template to the engagement's client, due on a day: its sections and
   * questions are copied now, so later edits of the template never change it. The client is
   * notified and e-mailed; organizer.sent is announced with it.
   */
  async send(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<Organizer> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const { engagementId, templateId, dueDate } = parseInput(sendOrganizerSchema, input ?? {});
    const engagement = await this.dataSource.getRepository(Engagement).findOneBy({ id: engagementId });
    if (!engagement || !runsOrganizersFor(staff, engagement))
      throw invalidInput([{ path: 'engagementId', message: 'Choose an engagement from the list' }]);
    if (engagement.status === 'cancelled')
      throw invalidInput([{ path: 'engagementId', message: 'Organizers cannot be sent for a cancelled engagement' }]);
    const client = await this.dataSource.getRepository(User).findOneByOrFail({ id: engagement.clientId });
    if (!client.isActive) throw invalidInput([{ path: 'engagementId', message: 'This client account is not active' }]);
    const template = await this.dataSource.getRepository(OrganizerTemplate).findOneBy({ id: templateId });
    if (!template) throw invalidInput([{ path: 'templateId', message: 'Choose a template from the list' }]);
    if (dueDate < todayInSouthAfrica(now)) throw invalidInput([{ path: 'dueDate', message: 'The due date cannot be in the past' }]);
    const senderName = await staffNameById(this.dataSource, staff.id);
    const progress = organizerProgress(template.sections, []);

    const organizer = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Organizer);
      const saved = await repository.save(
        repository.create({
          engagementId: engagement.id,
          clientId: client.id,
          templateId: template.id,
          sentBy: staff.id,
          title: template.title,
          description: template.description,
          sections: template.sections,
          status: 'sent',
          dueDate,
          answeredCount: 0,
          questionCount: progress.total,
          sentAt: now,
          reviewNotes: [],
        }),
      );
      await this.notifications.notify(
        {
          userId: client.id,
          ...organizerSentNotice({
            organizer: saved,
            client,
            senderName,
            questionCount: progress.total,
            publicUrl: this.options.publicUrl,
          }),
        },
        manager,
      );
      await this.options.webhooks.announce(manager, {
        type: 'organizer.sent',
        data: {
          organizerId: saved.id,
          engagementId: engagement.id,
          clientId: client.id,
          sentById: staff.id,
          templateId: template.id,
          dueDate,
          status: 'sent',
          sentAt: now.toISOString(),
        },
      });
      return saved;
    });
    await this.record(
      staff,
      'organizer.send',
      organizer,
      { engagementId: engagement.id, clientId: client.id, templateId: template.id, dueDate },
      origin,
    );
    return organizer;
  }

  /**
   * Saves the client's answer to one question, as it is given: checked by the question's kind
   * (a message naming the question), or for a file question the client's own documents that answer
   * it. Idempotent: the same answer again changes nothing but its time. The first answer moves the
   * organizer from sent to in_progress. Answers the saved answer with the new progress.
   */
  async answer(viewer: Viewer | null, id: string, input: unknown, now = new Date()): Promise<AnswerResult> {
    const { client, organizer } = await this.ownAnswerableOrganizer(viewer, id, 'answered');
    const values = parseInput(answerOrganizerSchema, input ?? {});
    const question = this.questionOf(organizer, values.questionKey);
    let value: OrganizerAnswerValue = null;
    let documentIds: string[] | null = null;
    if (question.kind === 'file') {
      if (values.value !== undefined && values.value !== null)
        throw invalidInput([
          { path: 'value', message: `${questionName(question)} is answered with files: upload them against the question` },
        ]);
      documentIds = [...new Set(values.documentIds ?? [])];
      await this.assertOwnDocuments(client.id, question, documentIds);
    } else {
      if (values.documentIds && values.documentIds.length > 0)
        throw invalidInput([{ path: 'documentIds', message: `${questionName(question)} is not answered with files` }]);
      const checked = checkAnswerValue(question, values.value);
      if (!checked.ok) throw invalidInput([{ path: 'value', message: checked.message }]);
      value = checked.value;
    }
    return this.save(client, organizer, question, { value, documentIds: documentIds ?? [] }, now);
  }

  /**
   * A file uploaded against a file question: stored as one of the client's documents (pending
   * review, as every upload), then added to the question's answer. Should the organizer stop
   * waiting for answers in between (submitted at the same moment), the document stays among the
   * client's documents and the answer is refused with CONFLICT; so too, refused as bad input, when
   * other uploads filled the question's files in between.
   */
  async uploadFile(
    viewer: Viewer | null,
    id: string,
    questionKey: unknown,
    file: IncomingDocumentFile,
    origin: RequestOrigin,
    now = new Date(),
  ): Promise<AnswerResult> {
    const { client, organizer } = await this.ownAnswerableOrganizer(viewer, id, 'answered');
    const { questionKey: key } = parseInput(answerOrganizerSchema.pick({ questionKey: true }), { questionKey });
    const question = this.questionOf(organizer, key);
    if (question.kind !== 'file')
      throw invalidInput([{ path: 'questionKey', message: `${questionName(question)} is not answered with files` }]);
    // Checked again when the file is added (save): this spares storing a file the answer has no room for.
    const existing = await this.dataSource.getRepository(OrganizerAnswer).findOneBy({ organizerId: organizer.id, questionKey: key });
    if ((existing?.documentIds.length ?? 0) >= ORGANIZER_MAX_FILES_PER_QUESTION) throw tooManyFiles(question);
    const description = `${organizer.title}: ${question.label}`.slice(0, 2000);
    const document = await this.options.documents.upload(client, file, { category: 'general', description }, origin);
    return this.save(client, organizer, question, { value: null, addDocumentId: document.id }, now);
  }

  /**
   * The answer stored and the progress counted in one transaction. The organizer's row is claimed
   * first with a conditional update (still waiting for the client), which also orders two answers
   * saved at once on MySQL, so each counts the other's. An upload's file (`addDocumentId`) is added
   * to the answer as it stands then: two uploads at once keep both, and never pass the question's
   * ORGANIZER_MAX_FILES_PER_QUESTION.
   */
  private async save(
    client: Viewer,
    organizer: Organizer,
    question: OrganizerQuestionValues,
    given: { value: OrganizerAnswerValue; documentIds: string[] } | { value: null; addDocumentId: string },
    now: Date,
  ): Promise<AnswerResult> {
    const attempt = () =>
      this.dataSource.transaction(async (manager) => {
        const status: OrganizerStatusValue = organizer.status === 'reopened' ? 'reopened' : 'in_progress';
        const claimed = await manager.update(Organizer, { id: organizer.id, status: WAITING }, { status });
        if (!claimed.affected) throw notAnswerable(await manager.findOneByOrFail(Organizer, { id: organizer.id }), 'answered');
        const answers = manager.getRepository(OrganizerAnswer);
        const existing = await answers.findOneBy({ organizerId: organizer.id, questionKey: question.key });
        const documentIds =
          'addDocumentId' in given ? [...new Set([...(existing?.documentIds ?? []), given.addDocumentId])] : given.documentIds;
        if (documentIds.length > ORGANIZER_MAX_FILES_PER_QUESTION) throw tooManyFiles(question);
        if (existing) {
          await answers.update({ id: existing.id }, { value: given.value, documentIds, answeredBy: client.id });
        } else {
          await answers.save(
            answers.create({
              organizerId: organizer.id,
              questionKey: question.key,
              value: given.value,
              documentIds,
              answeredBy: client.id,
              createdAt: now,
              updatedAt: now,
            }),
          );
        }
        const all = await answers.findBy({ organizerId: organizer.id });
        const progress = organizerProgress(organizer.sections, all);
        await manager.update(Organizer, { id: organizer.id }, { answeredCount: progress.answered, questionCount: progress.total });
        const answer = all.find((row) => row.questionKey === question.key)!;
        return { answer, progress, status };
      });
    try {
      return await attempt();
    } catch (error) {
      // Two first answers to the same question at once: the other inserted the row; this one updates it.
      if (isUniqueViolation(error)) return attempt();
      throw error;
    }
  }

  /**
   * The client submits: every required question shown must have an answer (a field error per
   * question, naming it, otherwise). The answers are locked; the sender and the engagement's
   * advisor are told, and organizer.submitted is announced.
   */
  async submit(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<Organizer> {
    const { client, organizer } = await this.ownAnswerableOrganizer(viewer, id, 'submitted');
    const answers = await this.dataSource.getRepository(OrganizerAnswer).findBy({ organizerId: organizer.id });
    const missing = unansweredRequired(organizer.sections, answers);
    if (missing.length > 0) {
      const fieldErrors = missing.map((question) => ({ path: `answers.${question.key}`, message: requiredMessage(question) }));
      throw invalidInput(
        fieldErrors,
        `Answer the required questions before submitting: ${missing.map((question) => questionName(question)).join(', ')}`,
      );
    }
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: client.id });
    const engagement = await this.dataSource.getRepository(Engagement).findOneByOrFail({ id: organizer.engagementId });
    const progress = organizerProgress(organizer.sections, answers);
    await this.dataSource.transaction(async (manager) => {
      const changed = await manager.update(
        Organizer,
        { id: organizer.id, status: WAITING },
        { status: 'submitted', submittedAt: now, answeredCount: progress.answered, questionCount: progress.total },
      );
      if (!changed.affected) throw notAnswerable(await manager.findOneByOrFail(Organizer, { id: organizer.id }), 'submitted');
      await this.options.webhooks.announce(manager, {
        type: 'organizer.submitted',
        data: {
          organizerId: organizer.id,
          engagementId: organizer.engagementId,
          clientId: organizer.clientId,
          answered: progress.answered,
          total: progress.total,
          status: 'submitted',
          submittedAt: now.toISOString(),
        },
      });
      const notice = organizerSubmittedNotice(organizer, fullNameOf(user) || user.email);
      const recipients = [...new Set([organizer.sentBy, engagement.assignedTo].filter((userId): userId is string => !!userId))];
      for (const userId of recipients) await this.notifications.notify({ userId, ...notice }, manager);
    });
    await this.record(client, 'organizer.submit', organizer, { answered: progress.answered, total: progress.total }, origin);
    return this.organizers.findOneByOrFail({ id: organizer.id });
  }

  /**
   * Staff who run the engagement reopen a submitted organizer with a note on each question to look
   * at again (the client sees which) and an optional message; the client is notified and e-mailed,
   * and organizer.reopened is announced with the questions' keys.
   */
  async reopen(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<Organizer> {
    const { staff, organizer } = await this.runOrganizer(viewer, id);
    const { message, notes } = parseInput(reopenOrganizerSchema, input ?? {});
    const byKey = new Map(questionsOf(organizer.sections).map((question) => [question.key, question]));
    const unknown = notes.flatMap((note, index) =>
      byKey.has(note.questionKey)
        ? []
        : [{ path: `notes.${index}.questionKey`, message: `This organizer has no question "${note.questionKey}"` }],
    );
    if (unknown.length > 0) throw invalidInput(unknown);
    const reviewNotes = [...new Map(notes.map((note) => [note.questionKey, note])).values()];
    const client = await this.dataSource.getRepository(User).findOneByOrFail({ id: organizer.clientId });
    const staffName = await staffNameById(this.dataSource, staff.id);
    await this.dataSource.transaction(async (manager) => {
      const changed = await manager.update(
        Organizer,
        { id: organizer.id, status: 'submitted' },
        { status: 'reopened', reopenedAt: now, reopenedBy: staff.id, reopenMessage: message, reviewNotes, overdueReminderSentAt: null },
      );
      if (!changed.affected) throw notAnswerable(await manager.findOneByOrFail(Organizer, { id: organizer.id }), 'reopened');
      await this.notifications.notify(
        {
          userId: client.id,
          ...organizerReopenedNotice({
            organizer,
            client,
            staffName,
            questions: reviewNotes.map((note) => ({ label: byKey.get(note.questionKey)!.label, note: note.note })),
            message,
            publicUrl: this.options.publicUrl,
          }),
        },
        manager,
      );
      await this.options.webhooks.announce(manager, {
        type: 'organizer.reopened',
        data: {
          organizerId: organizer.id,
          engagementId: organizer.engagementId,
          clientId: organizer.clientId,
          reopenedById: staff.id,
          questionKeys: reviewNotes.map((note) => note.questionKey),
          status: 'reopened',
          reopenedAt: now.toISOString(),
        },
      });
    });
    await this.record(staff, 'organizer.reopen', organizer, { questionKeys: reviewNotes.map((note) => note.questionKey) }, origin);
    return this.organizers.findOneByOrFail({ id: organizer.id });
  }

  /** Staff who run the engagement cancel an organizer still waiting for the client; the client is told, and organizer.cancelled is announced. */
  async cancel(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<Organizer> {
    const { staff, organizer } = await this.runOrganizer(viewer, id);
    const { reason } = parseInput(cancelOrganizerSchema, input ?? {});
    await this.dataSource.transaction(async (manager) => {
      const changed = await manager.update(
        Organizer,
        { id: organizer.id, status: WAITING },
        { status: 'cancelled', cancelledAt: now, cancelledBy: staff.id, cancellationReason: reason },
      );
      if (!changed.affected) throw notAnswerable(await manager.findOneByOrFail(Organizer, { id: organizer.id }), 'cancelled');
      await this.notifications.notify({ userId: organizer.clientId, ...organizerCancelledNotice(organizer, reason) }, manager);
      await this.options.webhooks.announce(manager, {
        type: 'organizer.cancelled',
        data: {
          organizerId: organizer.id,
          engagementId: organizer.engagementId,
          clientId: organizer.clientId,
          cancelledById: staff.id,
          status: 'cancelled',
          cancelledAt: now.toISOString(),
        },
      });
    });
    await this.record(staff, 'organizer.cancel', organizer, reason ? { reason } : {}, origin);
    return this.organizers.findOneByOrFail({ id: organizer.id });
  }

  /**
   * The answers as a PDF for the working papers (organizer-pdf.ts), for staff who run the
   * engagement: each section's questions shown to the client with their answers, the files by
   * name, and staff's notes. Audited as organizer.export.
   */
  async exportPdf(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<{ fileName: string; pdf: Buffer }> {
    const { staff, organizer } = await this.runOrganizer(viewer, id);
    const answers = await this.dataSource.getRepository(OrganizerAnswer).findBy({ organizerId: organizer.id });
    const documentIds = answers.flatMap((answer) => answer.documentIds);
    const documents = documentIds.length
      ? await this.dataSource.getRepository(Document).find({ where: { id: In(documentIds) }, select: { id: true, originalName: true } })
      : [];
    const engagement = await this.dataSource.getRepository(Engagement).findOneByOrFail({ id: organizer.engagementId });
    const client = await this.dataSource.getRepository(User).findOneBy({ id: organizer.clientId });
    const pdf = await renderOrganizerPdf({
      organizer,
      answers,
      documentNames: new Map(documents.map((document) => [document.id, document.originalName])),
      engagementTitle: engagement.title,
      clientName: client ? fullNameOf(client) || client.email : 'Former client',
      sentByName: organizer.sentBy ? await staffNameById(this.dataSource, organizer.sentBy) : null,
      exportedAt: now,
    });
    await this.record(staff, 'organizer.export', organizer, {}, origin);
    return { fileName: `${organizer.title.replace(/[\\/"]/g, '-')} (answers).pdf`, pdf };
  }

  /**
   * The organizer the viewer answers or submits: one they see (else "not found"), sent to them
   * (else FORBIDDEN: staff see it but only its client answers it) and still waiting (else CONFLICT).
   */
  private async ownAnswerableOrganizer(viewer: Viewer | null, id: string, change: 'answered' | 'submitted') {
    const client = assertAllowed(viewer);
    const organizer = await this.find(client, id);
    if (organizer.clientId !== client.id)
      throw new AppError('FORBIDDEN', `Only the client the organizer was sent to can ${change === 'answered' ? 'answer' : 'submit'} it`);
    if (!outstandingOrganizerStatuses.includes(organizer.status)) throw notAnswerable(organizer, change);
    return { client, organizer };
  }

  /** An organizer of an engagement the viewer runs (staff only; else FORBIDDEN or "not found"). */
  private async runOrganizer(viewer: Viewer | null, id: string) {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const organizer = await this.find(staff, id);
    const engagement = await this.dataSource.getRepository(Engagement).findOneBy({ id: organizer.engagementId });
    if (!engagement || !runsOrganizersFor(staff, engagement)) throw notFound();
    return { staff, organizer };
  }

  private questionOf(organizer: Organizer, key: string): OrganizerQuestionValues {
    const question = questionsOf(organizer.sections).find((item) => item.key === key);
    if (!question) throw invalidInput([{ path: 'questionKey', message: `This organizer has no question "${key}"` }]);
    return question;
  }

  /** A file question's documents must be the client's own. */
  private async assertOwnDocuments(clientId: string, question: OrganizerQuestionValues, documentIds: string[]): Promise<void> {
    if (documentIds.length === 0) return;
    const own = await this.dataSource
      .getRepository(Document)
      .find({ where: { id: In(documentIds), userId: clientId }, select: { id: true } });
    if (own.length !== documentIds.length)
      throw invalidInput([{ path: 'documentIds', message: `Choose your own documents to answer ${questionName(question)}` }]);
  }

  private record(actor: Viewer, action: string, organizer: Organizer, details: Record<string, unknown>, origin: RequestOrigin) {
    return this.audit.record({
      actorId: actor.id,
      action,
      resourceType: 'organizer',
      resourceId: organizer.id,
      details: { title: organizer.title, ...details },
      ...origin,
    });
  }
}
