import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { In, type DataSource, type EntityManager } from 'typeorm';
import {
  declineLetterSchema,
  engagementLetterFilterSchema,
  previewLetterSchema,
  sendLetterSchema,
  signLetterSchema,
  withdrawLetterSchema,
} from '../../../../validation/engagement-letters';
import {
  LETTER_TEXT_MAX_BYTES,
  formatLetterDate,
  mergeFieldProblems,
  mergeLetter,
  missingValueMessage,
  outstandingLetterStatuses,
} from '../../../../validation/engagement-letter-values';
import { fullNameOf } from '../../../../validation/people';
import { assertAllowed } from '../../auth/access';
import { staffRoles } from '../../accounts/roles';
import { User } from '../../accounts/user.entity';
import { staffNameById } from '../../accounts/user-name';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, invalidInput, isAppError, notFound } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { pageWindow, toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import type { DocumentStorage, StoredFile } from '../../shared/storage/document-storage';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, pageOf, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import type { DocumentsService } from '../documents';
import { Engagement } from '../engagements';
import type { NotificationsService } from '../notifications';
import type { WebhookAnnouncer } from '../webhooks';
import { EngagementLetter } from './engagement-letter.entity';
import { drawnSignaturePng } from './drawn-signature';
import { sendsLettersFor, whereLetterVisible } from './engagement-letter-access';
import { letterDeclinedNotice, letterSentNotice, letterSignedNotice, letterWithdrawnNotice } from './engagement-letter-notices';
import { LetterTemplate } from './letter-template.entity';
import { assertMergeFieldsInReach, mergeValuesFor } from './letter-merge-values';
import { renderSignedLetterPdf, type SignedLetterPdfInput } from './signed-letter-pdf';

const DAY_MS = 24 * 60 * 60 * 1000;
const WAITING = In([...outstandingLetterStatuses]);

export const sha256Hex = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The refusal when the signed PDF cannot be made or stored: nothing was signed. */
export const NOT_SIGNED =
  'The signed copy of the letter could not be made or stored, so the letter was not signed. Please try again in a few minutes; if it keeps failing, tell your advisor.';

export interface EngagementLettersOptions {
  publicUrl: string;
  /** Where the signed PDFs are stored, with the other documents' files. */
  storage: DocumentStorage;
  /** Files the signed PDF as one of the client's documents, in the signing's transaction. */
  documents: Pick<DocumentsService, 'fileGenerated'>;
  webhooks: WebhookAnnouncer;
  /** What else a signature starts (billing: the engagement's billing plan from the letter's fees). */
  signingFollowUp?: SigningFollowUp;
}

/**
 * Another feature's part in a signature: something done in the signing's transaction (so a
 * signature never stands without it), then something done once it is kept, which never undoes it.
 */
export interface SigningFollowUp {
  inSigning(manager: EntityManager, letter: EngagementLetter, signedAt: Date): Promise<void>;
  afterSigning(letterId: string): Promise<void>;
}

/** What a refused change says, by the letter's state. */
function notWaiting(letter: EngagementLetter, change: 'signed' | 'declined' | 'withdrawn'): AppError {
  const state = {
    signed: 'This letter is already signed',
    declined: 'This letter was declined',
    withdrawn: 'This letter was withdrawn by the firm',
    sent: 'This letter is waiting for the client',
    viewed: 'This letter is waiting for the client',
  }[letter.status];
  const why =
    change === 'withdrawn' ? 'only a letter waiting for the client’s signature can be withdrawn' : `it can no longer be ${change}`;
  return new AppError('CONFLICT', `${state}: ${why}`);
}

/**
 * Every rule about engagement letters (docs/product.md#engagement-letters): who sees which
 * (engagement-letter-access.ts), previewing and sending from a template with the merge fields
 * filled in, the client's first reading, signing with the signed PDF filed as a document,
 * declining, and withdrawing. GraphQL and REST both call this, and nothing else writes the table
 * (but the reminders' claims and an erasure).
 */
export class EngagementLettersService {
  /** Makes the signed PDF (signed-letter-pdf.ts); a test puts a failing one here to see a signing refused. */
  renderPdf: (input: SignedLetterPdfInput) => Promise<Buffer> = renderSignedLetterPdf;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly options: EngagementLettersOptions,
  ) {}

  private get letters() {
    return this.dataSource.getRepository(EngagementLetter);
  }

  /**
   * The letters the viewer may see, one page at a time: those waiting for the client first, then
   * the others, each the most recently sent first.
   */
  async list(viewer: Viewer | null, filter: unknown, window: PageWindow, now = new Date()): Promise<Connection<EngagementLetter>> {
    const [nodes, totalCount] = await this.matching(assertAllowed(viewer), filter, now)
      .orderBy("CASE WHEN letter.status IN ('sent', 'viewed') THEN 0 ELSE 1 END", 'ASC')
      .addOrderBy('letter.sentAt', 'DESC')
      .addOrderBy('letter.id', 'ASC')
      .skip(window.offset)
      .take(window.limit)
      .getManyAndCount();
    return toConnection(nodes, totalCount, window);
  }

  /**
   * The list as `paging` asks (features/changes): a page as `list` answers it, or the letters
   * changed since a time with those deleted (an erased client's unsigned ones).
   */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging, now = new Date()): Promise<ListPage<EngagementLetter>> {
    if (paging.kind !== 'changes')
      return pageOf(await this.list(viewer, filter, paging.kind === 'page' ? paging.window : pageWindow(), now));
    const signedIn = assertAllowed(viewer);
    return listPage(this.matching(signedIn, filter, now), paging, {
      ordered: (query) => query,
      recordType: 'engagement_letter',
      audience: deletionAudienceOf(signedIn),
    });
  }

  /** The letters the viewer may see that the filter keeps, unordered. */
  private matching(signedIn: Viewer, filter: unknown, now: Date) {
    const { status, clientId, engagementId, outstanding, sentMoreThanDaysAgo } = parseInput(engagementLetterFilterSchema, filter ?? {});
    const query = this.letters.createQueryBuilder('letter');
    whereLetterVisible(query, 'letter', signedIn);
    if (status) query.andWhere('letter.status = :status', { status });
    if (clientId) query.andWhere('letter.clientId = :clientId', { clientId });
    if (engagementId) query.andWhere('letter.engagementId = :engagementId', { engagementId });
    if (outstanding === true) query.andWhere('letter.status IN (:...waiting)', { waiting: outstandingLetterStatuses });
    if (outstanding === false) query.andWhere('letter.status NOT IN (:...waiting)', { waiting: outstandingLetterStatuses });
    if (sentMoreThanDaysAgo != null)
      query.andWhere('letter.sentAt < :sentBefore', { sentBefore: new Date(now.getTime() - sentMoreThanDaysAgo * DAY_MS) });
    return query;
  }

  /**
   * One letter the viewer may see; anyone else's answers "not found". The client's first reading
   * marks it viewed (sent → viewed, audited); staff reading it change nothing.
   */
  async get(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<EngagementLetter> {
    const signedIn = assertAllowed(viewer);
    const letter = await this.find(signedIn, id);
    if (letter.clientId !== signedIn.id || letter.status !== 'sent') return letter;
    const changed = await this.letters.update({ id: letter.id, status: 'sent' }, { status: 'viewed', viewedAt: now });
    if (changed.affected) await this.record(signedIn, 'engagement_letter.view', letter, {}, origin);
    return this.letters.findOneByOrFail({ id: letter.id });
  }

  /** The letter the viewer may see, without marking anything. */
  private async find(viewer: Viewer, id: string): Promise<EngagementLetter> {
    if (String(id).length > 36) throw notFound();
    const query = this.letters.createQueryBuilder('letter').where('letter.id = :id', { id: String(id) });
    const letter = await whereLetterVisible(query, 'letter', viewer).getOne();
    if (!letter) throw notFound();
    return letter;
  }

  /**
   * A letter as it would be sent for an engagement, from a stored template or a text being
   * written: the Markdown with every merge field filled in. Refused as sending is: an unknown or
   * malformed merge field, or a field this engagement has no value for; and, to an API token, a
   * merge field its scopes do not reach (FORBIDDEN, naming each).
   */
  async preview(viewer: Viewer | null, input: unknown, now = new Date()): Promise<{ title: string | null; body: string }> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(previewLetterSchema, input ?? {});
    const engagement = await this.engagementFor(staff, values.engagementId);
    const template = values.templateId ? await this.templateFor(values.templateId) : null;
    const text = template?.body ?? values.body ?? '';
    // A request bearing an API token merges only the fields its scopes reach.
    assertMergeFieldsInReach(staff, text);
    const body = await this.compose(engagement, text, now);
    return { title: template?.title ?? null, body };
  }

  /**
   * Sends a letter from a template to the engagement's client: its text is fixed now, with its
   * SHA-256; the client is notified and e-mailed (engagement_letter.sent is announced with it). At
   * most one letter per engagement waits for the client: another is refused with CONFLICT until
   * that one is withdrawn, signed or declined (a unique index holds it against two at once).
   */
  async send(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<EngagementLetter> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const { engagementId, templateId } = parseInput(sendLetterSchema, input ?? {});
    const engagement = await this.engagementFor(staff, engagementId);
    if (engagement.status === 'cancelled')
      throw invalidInput([{ path: 'engagementId', message: 'Letters cannot be sent for a cancelled engagement' }]);
    const client = await this.dataSource.getRepository(User).findOneByOrFail({ id: engagement.clientId });
    if (!client.isActive) throw invalidInput([{ path: 'engagementId', message: 'This client account is not active' }]);
    const template = await this.templateFor(templateId);
    const waiting = await this.letters.findOneBy({ awaitingEngagementId: engagement.id });
    if (waiting) throw waitingConflict(waiting);
    const body = await this.compose(engagement, template.body, now);
    const senderName = await staffNameById(this.dataSource, staff.id);

    let letter: EngagementLetter;
    try {
      letter = await this.dataSource.transaction(async (manager: EntityManager) => {
        const repository = manager.getRepository(EngagementLetter);
        const saved = await repository.save(
          repository.create({
            engagementId: engagement.id,
            clientId: client.id,
            templateId: template.id,
            sentBy: staff.id,
            title: template.title,
            body,
            bodySha256: sha256Hex(body),
            feeSchedule: template.feeSchedule,
            status: 'sent',
            awaitingEngagementId: engagement.id,
            sentAt: now,
          }),
        );
        await this.notifications.notify(
          { userId: client.id, ...letterSentNotice({ letter: saved, client, senderName, publicUrl: this.options.publicUrl }) },
          manager,
        );
        await this.options.webhooks.announce(manager, {
          type: 'engagement_letter.sent',
          data: {
            letterId: saved.id,
            engagementId: engagement.id,
            clientId: client.id,
            sentById: staff.id,
            templateId: template.id,
            status: 'sent',
            sentAt: now.toISOString(),
          },
        });
        return saved;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const other = await this.letters.findOneBy({ awaitingEngagementId: engagement.id });
      throw other ? waitingConflict(other) : new AppError('CONFLICT', 'Another letter for this engagement was sent at the same moment');
    }
    await this.record(
      staff,
      'engagement_letter.send',
      letter,
      { engagementId: engagement.id, clientId: client.id, templateId: template.id },
      origin,
    );
    return letter;
  }

  /** sent or viewed → withdrawn, by staff who send the engagement's letters; the client is told (with the reason, if given). */
  async withdraw(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<EngagementLetter> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const letter = await this.find(staff, id);
    const { reason } = parseInput(withdrawLetterSchema, input ?? {});
    await this.dataSource.transaction(async (manager) => {
      const changed = await manager.update(
        EngagementLetter,
        { id: letter.id, status: WAITING },
        { status: 'withdrawn', withdrawnAt: now, withdrawnBy: staff.id, withdrawalReason: reason, awaitingEngagementId: null },
      );
      if (!changed.affected) throw notWaiting(await manager.findOneByOrFail(EngagementLetter, { id: letter.id }), 'withdrawn');
      await this.notifications.notify({ userId: letter.clientId, ...letterWithdrawnNotice(letter, reason) }, manager);
    });
    await this.record(staff, 'engagement_letter.withdraw', letter, reason ? { reason } : {}, origin);
    return this.letters.findOneByOrFail({ id: letter.id });
  }

  /**
   * The client signs their letter (sent or viewed): their name as typed, their agreement to sign
   * electronically, and a drawn or typed signature. The signed PDF (signed-letter-pdf.ts) is made
   * and stored first; then, in one transaction, the letter becomes signed with its evidence and
   * the PDF's SHA-256, the PDF is filed as one of the client's documents (contracts, approved),
   * engagement_letter.signed is announced and staff are notified. If the PDF cannot be made or
   * stored, or the transaction fails, nothing is signed and the stored file is removed.
   */
  async sign(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<EngagementLetter> {
    const { signer, letter } = await this.ownWaitingLetter(viewer, id, 'signed');
    const values = parseInput(signLetterSchema, input ?? {});
    // Whole seconds: the PDF prints the time, and MySQL keeps a datetime to the second.
    const signedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: signer.id });
    const engagement = await this.dataSource.getRepository(Engagement).findOneByOrFail({ id: letter.engagementId });
    const withTwoStep = Boolean(signer.session?.secondFactor);
    const signature =
      values.signature.kind === 'drawn'
        ? { kind: 'drawn' as const, png: drawnSignaturePng(values.signature.image) }
        : { kind: 'typed' as const, text: values.signature.text };
    const evidence = {
      signerName: values.fullName,
      signerEmail: user.email,
      signerIpAddress: origin.ipAddress?.slice(0, 45) ?? null,
      signerUserAgent: origin.userAgent?.slice(0, 500) ?? null,
    };

    let pdf: Buffer;
    let stored: StoredFile;
    try {
      pdf = await this.renderPdf({
        letterId: letter.id,
        title: letter.title,
        body: letter.body,
        bodySha256: letter.bodySha256,
        engagementTitle: engagement.title,
        sentAt: letter.sentAt,
        sentByName: letter.sentBy ? await staffNameById(this.dataSource, letter.sentBy) : null,
        signer: {
          name: evidence.signerName,
          email: evidence.signerEmail,
          ipAddress: evidence.signerIpAddress,
          userAgent: evidence.signerUserAgent,
          signedAt,
          withTwoStep,
        },
        signature,
      });
      stored = await this.options.storage.save(Readable.from([pdf]), { extension: 'pdf' });
    } catch (error) {
      logger.error({ err: error, letterId: letter.id }, 'The signed PDF of an engagement letter could not be made or stored');
      throw new AppError('SERVICE_UNAVAILABLE', NOT_SIGNED);
    }
    const signedPdfSha256 = sha256Hex(pdf);

    let documentId: string;
    try {
      documentId = await this.dataSource.transaction(async (manager) => {
        const changed = await manager.update(
          EngagementLetter,
          { id: letter.id, status: WAITING },
          {
            status: 'signed',
            signedAt,
            awaitingEngagementId: null,
            ...evidence,
            signedWithTwoStep: withTwoStep,
            signatureKind: signature.kind,
            signatureText: signature.kind === 'typed' ? signature.text : null,
            signedPdfSha256,
          },
        );
        if (!changed.affected) throw notWaiting(await manager.findOneByOrFail(EngagementLetter, { id: letter.id }), 'signed');
        const document = await this.options.documents.fileGenerated(manager, {
          ownerId: letter.clientId,
          key: stored.key,
          size: stored.size,
          originalName: `${letter.title.replace(/[\\/]/g, '-')} (signed).pdf`,
          mimeType: 'application/pdf',
          category: 'contracts',
          description: `Engagement letter signed in the portal on ${formatLetterDate(signedAt)}`,
          uploadedBy: letter.clientId,
          approvedBy: letter.sentBy,
          approvedAt: signedAt,
        });
        await manager.update(EngagementLetter, { id: letter.id }, { signedDocumentId: document.id });
        await this.options.webhooks.announce(manager, {
          type: 'engagement_letter.signed',
          data: {
            letterId: letter.id,
            engagementId: letter.engagementId,
            clientId: letter.clientId,
            documentId: document.id,
            bodySha256: letter.bodySha256,
            signedPdfSha256,
            signedWithTwoStep: withTwoStep,
            status: 'signed',
            signedAt: signedAt.toISOString(),
          },
        });
        await this.tellStaff(manager, letter, engagement, letterSignedNotice(letter, fullNameOf(user) || user.email));
        await this.options.signingFollowUp?.inSigning(manager, letter, signedAt);
        return document.id;
      });
    } catch (error) {
      await this.options.storage.remove(stored.key).catch((removeError: unknown) => {
        logger.error({ err: removeError, key: stored.key }, 'Could not remove the PDF of an engagement letter that was not signed');
      });
      if (isAppError(error)) throw error;
      logger.error({ err: error, letterId: letter.id }, 'An engagement letter could not be signed');
      throw new AppError('SERVICE_UNAVAILABLE', NOT_SIGNED);
    }
    await this.record(
      signer,
      'engagement_letter.sign',
      letter,
      { bodySha256: letter.bodySha256, signedPdfSha256, documentId, signedWithTwoStep: withTwoStep, signatureKind: signature.kind },
      origin,
    );
    await this.options.signingFollowUp?.afterSigning(letter.id).catch((error: unknown) => {
      logger.error({ err: error, letterId: letter.id }, 'What a signed letter starts could not follow at once: the next round does it');
    });
    return this.letters.findOneByOrFail({ id: letter.id });
  }

  /** The client declines their letter (sent or viewed) with a reason; staff are told, and engagement_letter.declined is announced. */
  async decline(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<EngagementLetter> {
    const { signer, letter } = await this.ownWaitingLetter(viewer, id, 'declined');
    const { reason } = parseInput(declineLetterSchema, input ?? {});
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: signer.id });
    const engagement = await this.dataSource.getRepository(Engagement).findOneByOrFail({ id: letter.engagementId });
    await this.dataSource.transaction(async (manager) => {
      const changed = await manager.update(
        EngagementLetter,
        { id: letter.id, status: WAITING },
        { status: 'declined', declinedAt: now, declineReason: reason, awaitingEngagementId: null },
      );
      if (!changed.affected) throw notWaiting(await manager.findOneByOrFail(EngagementLetter, { id: letter.id }), 'declined');
      await this.options.webhooks.announce(manager, {
        type: 'engagement_letter.declined',
        data: {
          letterId: letter.id,
          engagementId: letter.engagementId,
          clientId: letter.clientId,
          status: 'declined',
          declinedAt: now.toISOString(),
        },
      });
      await this.tellStaff(manager, letter, engagement, letterDeclinedNotice(letter, fullNameOf(user) || user.email, reason));
    });
    await this.record(signer, 'engagement_letter.decline', letter, { reason }, origin);
    return this.letters.findOneByOrFail({ id: letter.id });
  }

  /**
   * The letter the viewer signs or declines: one they see (else "not found"), sent to them (else
   * FORBIDDEN: staff see it but only its client answers it) and still waiting (else CONFLICT).
   */
  private async ownWaitingLetter(viewer: Viewer | null, id: string, change: 'signed' | 'declined') {
    const signer = assertAllowed(viewer);
    const letter = await this.find(signer, id);
    if (letter.clientId !== signer.id)
      throw new AppError('FORBIDDEN', `Only the client the letter was sent to can ${change === 'signed' ? 'sign' : 'decline'} it`);
    if (!outstandingLetterStatuses.includes(letter.status)) throw notWaiting(letter, change);
    return { signer, letter };
  }

  /** An engagement whose letters the viewer sends; anything else is a field error, never its details. */
  private async engagementFor(staff: Viewer, engagementId: string): Promise<Engagement> {
    const engagement = await this.dataSource.getRepository(Engagement).findOneBy({ id: engagementId });
    if (!engagement || !sendsLettersFor(staff, engagement))
      throw invalidInput([{ path: 'engagementId', message: 'Choose an engagement from the list' }]);
    return engagement;
  }

  private async templateFor(templateId: string): Promise<LetterTemplate> {
    const template = await this.dataSource.getRepository(LetterTemplate).findOneBy({ id: templateId });
    if (!template) throw invalidInput([{ path: 'templateId', message: 'Choose a template from the list' }]);
    return template;
  }

  /**
   * The letter's text for this engagement: the merge fields checked (a field error on `body`),
   * then filled in; a field without a value refuses it, naming each (a field error on
   * `engagementId`: the engagement, or its client, lacks it).
   */
  private async compose(engagement: Engagement, body: string, now: Date): Promise<string> {
    const problems = mergeFieldProblems(body);
    if (problems.length > 0) throw invalidInput(problems.map((message) => ({ path: 'body', message })));
    const merged = mergeLetter(body, await mergeValuesFor(this.dataSource.manager, engagement, now));
    if (merged.text === null) {
      const fieldErrors = merged.missing.map((name) => ({ path: 'engagementId', message: missingValueMessage(name) }));
      throw invalidInput(fieldErrors, `This letter cannot be sent yet: ${fieldErrors.map((error) => error.message).join('; ')}`);
    }
    if (Buffer.byteLength(merged.text, 'utf8') > LETTER_TEXT_MAX_BYTES)
      throw invalidInput([
        { path: 'body', message: 'The letter is too long to store once its merge fields are filled in: shorten the template' },
      ]);
    return merged.text;
  }

  /** Staff hear of the client's answer: the letter's sender, and the engagement's advisor if that is someone else. */
  private async tellStaff(
    manager: EntityManager,
    letter: EngagementLetter,
    engagement: Engagement,
    notice: ReturnType<typeof letterSignedNotice>,
  ): Promise<void> {
    const recipients = [...new Set([letter.sentBy, engagement.assignedTo].filter((id): id is string => !!id))];
    for (const userId of recipients) await this.notifications.notify({ userId, ...notice }, manager);
  }

  private record(actor: Viewer, action: string, letter: EngagementLetter, details: Record<string, unknown>, origin: RequestOrigin) {
    return this.audit.record({
      actorId: actor.id,
      action,
      resourceType: 'engagement_letter',
      resourceId: letter.id,
      details: { title: letter.title, ...details },
      ...origin,
    });
  }
}

/** Sending while another letter of the engagement waits for the client. */
function waitingConflict(waiting: EngagementLetter): AppError {
  return new AppError(
    'CONFLICT',
    `"${waiting.title}", sent on ${formatLetterDate(waiting.sentAt)}, is still waiting for the client’s signature: withdraw it before sending another letter for this engagement`,
  );
}
