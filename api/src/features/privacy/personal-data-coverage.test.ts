import type { DataSource, ObjectLiteral } from 'typeorm';
import { RoleName } from '../../accounts/roles';
import { Session } from '../../auth/session.entity';
import { demoUserIds } from '../../demo/ids';
import { personalDataContributions } from '../../composition/personal-data-contributions';
import type { PersonalDataDeclaration } from '../../shared/personal-data';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../../test/database';
import { signedInClient } from '../../test/signed-in-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Appointment } from '../appointments/appointment.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { FirmService } from '../firm-services/firm-service.entity';
import { ContactSubmission } from '../contact/contact-submission.entity';
import { Document } from '../documents/document.entity';
import { files, uploadOverRest } from '../documents/document-test-kit';
import { Engagement } from '../engagements/engagement.entity';
import { MessageAttachment } from '../messages/message-attachment.entity';
import { Message } from '../messages/message.entity';
import { Notification } from '../notifications/notification.entity';
import { Company } from '../profile/company.entity';
import { UserSession } from '../../accounts/user-session.entity';
import { Task } from '../tasks/task.entity';
import { UserInvitation } from '../users/user-invitation.entity';
import { User } from '../../accounts/user.entity';
import { ApiToken } from '../api-tokens/api-token.entity';
import { EngagementLetter } from '../engagement-letters/engagement-letter.entity';
import { Organizer } from '../organizers/organizer.entity';
import { Job } from '../jobs/job.entity';
import { JobSeries } from '../jobs/job-series.entity';
import { Invoice } from '../billing/invoice.entity';
import { Payment } from '../billing/payment.entity';
import { PaymentCheckout } from '../billing/payment-checkout.entity';
import { JobStageAction } from '../jobs/job-stage-action.entity';
import { JobStageAutomation } from '../jobs/job-stage-automation.entity';
import { OrganizerAnswer } from '../organizers/organizer-answer.entity';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity';

type EntityClass = PersonalDataDeclaration['entity'];

const { declarations } = personalDataContributions;

/**
 * What the declarations leave out or get wrong against the schema, one line per entity or
 * column: an entity without a declaration, a column of personal data that is neither exported,
 * erased or anonymised nor declared not personal, a declared name that is no column.
 */
function coverageProblems(dataSource: DataSource, declared: PersonalDataDeclaration[]): string[] {
  const problems: string[] = [];
  for (const metadata of dataSource.entityMetadatas) {
    const entity = metadata.name;
    const found = declared.filter((declaration) => declaration.entity === metadata.target);
    if (found.length === 0) {
      problems.push(
        `${entity}: no declaration (personalDataOf its record description in its feature's *.personal-data.ts, listed in personal-data-contributions.ts)`,
      );
      continue;
    }
    if (found.length > 1) problems.push(`${entity}: declared ${found.length} times`);
    const [declaration] = found;
    const columns = metadata.columns.map((column) => column.propertyName);
    const unhandled = declaration.neitherExportedNorErased?.columns ?? [];
    const lists = {
      exported: declaration.exported,
      anonymisedOnErasure: declaration.anonymisedOnErasure,
      notPersonal: declaration.notPersonal,
      neitherExportedNorErased: unhandled,
    };
    for (const [list, names] of Object.entries(lists)) {
      for (const name of names) if (!columns.includes(name)) problems.push(`${entity}.${name}: declared ${list}, but it is not a column`);
    }
    if (declaration.neitherExportedNorErased && !declaration.neitherExportedNorErased.because.trim()) {
      problems.push(`${entity}: columns neither exported nor erased, without a reason`);
    }
    for (const column of columns) {
      const exportedOrAnonymised = declaration.exported.includes(column) || declaration.anonymisedOnErasure.includes(column);
      const notPersonal = declaration.notPersonal.includes(column);
      const neither = unhandled.includes(column);
      if (!exportedOrAnonymised && !notPersonal && !neither && !declaration.deletedWithTheRowOnErasure) {
        problems.push(`${entity}.${column}: neither exported, erased or anonymised, nor declared not personal`);
      }
      if (notPersonal && (exportedOrAnonymised || neither)) {
        problems.push(`${entity}.${column}: declared not personal, and handled as personal`);
      }
      if (neither && (exportedOrAnonymised || declaration.deletedWithTheRowOnErasure)) {
        problems.push(`${entity}.${column}: declared neither exported nor erased, but it is`);
      }
    }
  }
  for (const declaration of declared) {
    if (!dataSource.entityMetadatas.some((metadata) => metadata.target === declaration.entity)) {
      problems.push(`${declaration.entity.name}: declared, but not an entity of the data source`);
    }
  }
  return problems;
}

/** Whether a declaration says anything an export or an erasure can be checked against. */
const checkable = (declaration: PersonalDataDeclaration) =>
  declaration.exported.length > 0 || declaration.anonymisedOnErasure.length > 0 || declaration.deletedWithTheRowOnErasure;

/** A row as the database holds it, every column (hidden ones too), or null once it is gone. */
async function reread(dataSource: DataSource, entity: EntityClass, row: ObjectLiteral): Promise<ObjectLiteral | null> {
  const metadata = dataSource.getMetadata(entity);
  return dataSource
    .getRepository<ObjectLiteral>(entity)
    .createQueryBuilder('row')
    .select(metadata.columns.map((column) => `row.${column.propertyName}`))
    .where(metadata.getEntityIdMap(row)!)
    .getOne();
}

/** Every value the archive's JSON files hold, once in all and once per record (an object with an `id`). */
function archiveIndex(jsonFiles: unknown[]) {
  const valuesOf = (root: unknown) => {
    const values = new Set<string>();
    const walk = (value: unknown) => {
      values.add(JSON.stringify(value));
      if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(root);
    return values;
  };
  const everywhere = valuesOf(jsonFiles);
  const objects: Record<string, unknown>[] = [];
  const records = new Map<unknown, Set<string>[]>();
  const collect = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (!Array.isArray(value)) {
      const object = value as Record<string, unknown>;
      objects.push(object);
      if (typeof object.id === 'string') records.set(object.id, [...(records.get(object.id) ?? []), valuesOf(object)]);
    }
    Object.values(value).forEach(collect);
  };
  jsonFiles.forEach(collect);

  /**
   * Whether a row's column value is in the archive: within the row's own records when the archive
   * has any (so a flag or a small number is not found in another record), else anywhere.
   */
  return (rowId: unknown, columnValue: unknown): boolean => {
    // As the archive writes it: dates as ISO strings.
    const written: unknown = JSON.parse(JSON.stringify(columnValue));
    if (written && typeof written === 'object' && !Array.isArray(written)) {
      // A json column may be a file of its own, merged with defaults: each of its entries must be there.
      return objects.some((object) => Object.entries(written).every(([key, item]) => JSON.stringify(object[key]) === JSON.stringify(item)));
    }
    const own = records.get(rowId);
    return own ? own.some((values) => values.has(JSON.stringify(written))) : everywhere.has(JSON.stringify(written));
  };
}

async function textOf(content: Buffer | AsyncIterable<Buffer | string>): Promise<string> {
  if (Buffer.isBuffer(content)) return content.toString('utf8');
  const parts: string[] = [];
  for await (const part of content) parts.push(part.toString());
  return parts.join('');
}

const at = (iso: string) => new Date(iso);

/**
 * A fresh client with one record of every kind that holds personal data, each column given a
 * value of its own; returns the rows that are theirs, by entity.
 */
async function clientWithEveryRecord(t: TestApp) {
  const client = await signedInClient(t, 'every-kind');
  const [agent] = client.agents;
  const { userId, email } = client;
  const { advisor, admin } = demoUserIds;
  const repository = <T extends ObjectLiteral>(entity: new () => T) => t.database.dataSource.getRepository(entity);
  const insert = async <T extends ObjectLiteral>(entity: new () => T, values: Partial<T>) =>
    repository(entity).save(repository(entity).create(values as T));

  await repository(User).update(
    { id: userId },
    {
      phone: '+27 82 555 0142',
      address: '12 Bree Street',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '8001',
      country: 'Lesotho',
      taxNumber: '9123456789',
      registrationNumber: '8001015009087',
      profileImageUrl: '/avatars/every-kind.png',
      notificationPreferences: { email: true, documents: false, appointments: true, messages: false, tasks: false },
    },
  );
  const company = await insert(Company, {
    userId,
    name: 'Every Kind Holdings (Pty) Ltd',
    registrationNumber: '2015/123456/07',
    taxNumber: '9876543210',
    vatNumber: '4987654321',
    industry: 'Citrus farming',
    address: '4 Farm Road',
    city: 'Citrusdal',
    province: 'Western Cape',
    postalCode: '7340',
    country: 'Eswatini',
    phone: '+27 22 555 0101',
    email: 'accounts@every-kind.example',
    website: 'https://every-kind.example',
    description: 'A family citrus farm',
    employees: 17,
    annualRevenue: 4321987.65,
  });
  const service = await repository(FirmService).findOneOrFail({ where: {} });
  const engagement = await insert(Engagement, {
    clientId: userId,
    serviceId: service.id,
    assignedTo: advisor,
    title: 'Every kind: annual financial statements 2031',
    description: 'Including the farm trust',
    status: 'on_hold',
    startDate: at('2031-01-05T08:00:00Z'),
    dueDate: at('2031-06-30T08:00:00Z'),
    completedAt: at('2031-06-01T08:00:00Z'),
    totalAmount: 12345.67,
    paidAmount: 2345.67,
  });
  const task = await insert(Task, {
    engagementId: engagement.id,
    title: 'Every kind: reconcile the trust account',
    description: 'Three bank accounts',
    status: 'in_progress',
    priority: 'high',
    assignedTo: advisor,
    dueDate: at('2031-03-31T08:00:00Z'),
    completedAt: at('2031-03-30T08:00:00Z'),
    estimatedHours: 3.75,
    actualHours: 1.25,
  });
  const uploaded = await uploadOverRest(agent, files.pdf(), 'Every kind payslip.pdf').expect(201);
  await repository(Document).update(
    { id: uploaded.body.id },
    {
      category: 'tax-returns',
      description: 'March payslip',
      status: 'rejected',
      approvedBy: admin,
      approvedAt: at('2031-02-02T09:00:00Z'),
      rejectionReason: 'The second page is missing',
      downloadCount: 7,
      expiresAt: at('2032-02-02T09:00:00Z'),
    },
  );
  const document = await repository(Document).findOneByOrFail({ id: uploaded.body.id });
  const appointment = await insert(Appointment, {
    clientId: userId,
    advisorId: advisor,
    engagementId: engagement.id,
    title: 'Every kind: trust review',
    description: 'I will bring the trust deed',
    scheduledAt: at('2031-04-01T10:00:00Z'),
    duration: 75,
    meetingType: 'in_person',
    location: '4 Farm Road, Citrusdal',
    meetingUrl: 'https://meet.example/every-kind',
    status: 'confirmed',
    reminderSent: true,
  });
  const received = await insert(Message, {
    senderId: advisor,
    recipientId: userId,
    engagementId: engagement.id,
    subject: 'Every kind: your trust deed',
    content: 'Please send the trust deed.',
    isRead: true,
    readAt: at('2031-01-10T09:00:00Z'),
  });
  const sent = await insert(Message, {
    senderId: userId,
    recipientId: advisor,
    engagementId: engagement.id,
    parentMessageId: received.id,
    subject: 'Re: Every kind: your trust deed',
    content: 'Attached, with my ID number 8001015009087.',
    isRead: true,
    readAt: at('2031-01-11T09:00:00Z'),
  });
  const attachment = await insert(MessageAttachment, {
    messageId: sent.id,
    originalName: 'Every kind trust deed.pdf',
    storageKey: 'every-kind-trust-deed.pdf',
    fileSize: 2345,
    mimeType: 'application/pdf',
  });
  const notification = await insert(Notification, {
    userId,
    title: 'Every kind: a task changed',
    content: 'Reconcile the trust account is in progress',
    type: 'warning',
    category: 'task',
    isRead: true,
    readAt: at('2031-01-12T09:00:00Z'),
    actionUrl: '/portal/tasks?every-kind',
  });
  const userSession = await insert(UserSession, {
    userId,
    userAgent: 'EveryKindBrowser/1.0 (X11; Linux x86_64)',
    ipAddress: '198.51.100.77',
    lastSeenAt: at('2031-01-13T09:00:00Z'),
    endedAt: at('2031-01-13T10:00:00Z'),
  });
  const storedSession = await insert(Session, {
    sid: 'every-kind-session',
    sess: { cookie: { originalMaxAge: 3_600_000 }, userId },
    expire: at('2099-01-01T00:00:00Z'),
  });
  const invitation = await insert(UserInvitation, {
    userId,
    purpose: 'password_reset',
    tokenHash: 'e'.repeat(64),
    expiresAt: at('2099-01-01T00:00:00Z'),
    createdBy: admin,
  });
  const enquiry = await insert(ContactSubmission, {
    type: 'scheduled_consultation',
    firstName: 'Thandi',
    lastName: 'Every-Kind',
    email: email.toUpperCase(),
    phone: '+27 82 555 0143',
    company: 'Every Kind Holdings',
    service: 'taxation',
    preferredDate: at('2031-05-05T00:00:00Z'),
    preferredTime: '10:00',
    message: 'Please call me about the farm trust.',
    consentGivenAt: at('2031-01-01T08:00:00Z'),
    privacyNoticeVersion: '2031-01-01',
  });
  // A token from a time on the staff: it stops working when its owner is no longer staff, but stays theirs.
  const apiToken = await insert(ApiToken, {
    userId,
    name: 'Every kind: old reporting token',
    prefix: 'khanya_pat_Ev3r',
    secretHash: 'a'.repeat(64),
    scopes: ['documents:read', 'tasks:read'],
    expiresAt: at('2031-12-31T08:00:00Z'),
    lastUsedAt: at('2031-01-14T09:00:00Z'),
    lastUsedIpAddress: '198.51.100.88',
    revokedAt: at('2031-01-15T09:00:00Z'),
  });
  const auditEntry = await insert(AuditLog, {
    userId,
    action: 'profile.update',
    resourceType: 'user',
    resourceId: userId,
    details: { email, name: 'Thandi Nkosi', changed: ['phone'] },
    ipAddress: '198.51.100.23',
    userAgent: 'EveryKindBrowser/2.0',
  });

  // A signed letter (kept on erasure), every column given a value, however unlikely together.
  const letter = await insert(EngagementLetter, {
    engagementId: engagement.id,
    clientId: userId,
    templateId: null,
    sentBy: advisor,
    title: 'Every kind: tax return engagement letter',
    body: `Dear Thandi Nkosi (${email}) of Every Kind Holdings \\(Pty\\) Ltd: Thandi, please sign.`,
    bodySha256: 'b'.repeat(64),
    feeSchedule: {
      onceLines: [{ description: 'Every kind: set-up', quantityThousandths: 1000, unitPriceCents: 150_000, treatment: 'standard' }],
      monthlyLines: [],
      perReturnLines: [],
      dayOfMonth: 1,
      reviewFirst: true,
    },
    status: 'signed',
    sentAt: at('2031-01-02T08:00:00Z'),
    viewedAt: at('2031-01-02T09:00:00Z'),
    signedAt: at('2031-01-03T09:00:00Z'),
    declinedAt: at('2031-01-02T10:00:00Z'),
    declineReason: 'Every kind: the fee was wrong at first',
    withdrawnAt: at('2031-01-02T11:00:00Z'),
    withdrawnBy: admin,
    withdrawalReason: 'Every kind: replaced by a corrected letter',
    signerName: 'Thandi E. Nkosi',
    signerEmail: email,
    signerIpAddress: '198.51.100.99',
    signerUserAgent: 'EveryKindBrowser/3.0',
    signedWithTwoStep: true,
    signatureKind: 'typed',
    signatureText: 'T. E. Nkosi',
    signedDocumentId: document.id,
    signedPdfSha256: 'c'.repeat(64),
    firstReminderSentAt: at('2031-01-05T08:00:00Z'),
    secondReminderSentAt: at('2031-01-09T08:00:00Z'),
  });

  // A reopened organizer (deleted on erasure), every column given a value, with one answer.
  const organizer = await insert(Organizer, {
    engagementId: engagement.id,
    clientId: userId,
    templateId: null,
    sentBy: advisor,
    title: 'Every kind: ITR12 organizer',
    description: 'Every kind: what we need for your return',
    sections: [
      {
        title: 'Every kind: medical aid',
        description: null,
        questions: [
          {
            key: 'medical_aid',
            kind: 'yes_no',
            label: 'Medical aid?',
            help: null,
            required: true,
            choices: [],
            counts: false,
            shownIfYesTo: null,
          },
        ],
      },
    ],
    status: 'reopened',
    dueDate: '2031-02-28',
    answeredCount: 1,
    questionCount: 1,
    sentAt: at('2031-01-02T08:00:00Z'),
    submittedAt: at('2031-01-04T08:00:00Z'),
    reopenedAt: at('2031-01-05T08:00:00Z'),
    reopenedBy: advisor,
    reopenMessage: 'Every kind: please look again',
    reviewNotes: [{ questionKey: 'medical_aid', note: 'Every kind: your payslip shows a medical aid' }],
    cancelledAt: at('2031-01-06T08:00:00Z'),
    cancelledBy: admin,
    cancellationReason: 'Every kind: sent twice',
    overdueReminderSentAt: at('2031-03-01T08:00:00Z'),
  });
  const organizerAnswer = await insert(OrganizerAnswer, {
    organizerId: organizer.id,
    questionKey: 'medical_aid',
    value: true,
    documentIds: [document.id],
    answeredBy: userId,
  });

  // A series (kept on erasure), every column given a value, and its completed job.
  const series = await insert(JobSeries, {
    engagementId: engagement.id,
    templateKey: 'emp201',
    settings: { yearEndMonth: 2 },
    assignedTo: advisor,
    reviewerId: admin,
    priority: 'high',
    leadDays: 5,
    startsOn: '2031-01-01',
    status: 'ended',
    skippedPeriodKeys: ['emp201:2031-02'],
    createdById: admin,
    endedAt: at('2031-03-01T08:00:00Z'),
  });
  const job = await insert(Job, {
    seriesId: series.id,
    engagementId: engagement.id,
    templateKey: 'emp201',
    periodKey: 'emp201:2031-01',
    stage: 'done',
    dueDate: '2031-02-07',
    dueDateSetByHand: true,
    priority: 'high',
    assignedTo: advisor,
    reviewerId: admin,
    enteredStages: ['waiting_for_client', 'done'],
    stageChangedAt: at('2031-02-03T08:00:00Z'),
    completedAt: at('2031-02-03T08:00:00Z'),
  });

  // A stage's setting the administrator made, and an action it took for the job.
  const automation = await insert(JobStageAutomation, {
    // A stage the demo's own setting (the ITR12's first) does not take.
    templateKey: 'cipc-annual-return',
    stage: 'submitted',
    actions: [{ kind: 'add_task', title: 'Collect the IRP5', daysBeforeDue: 10 }],
    moveOnWhenDone: true,
    updatedById: admin,
  });
  const action = await insert(JobStageAction, {
    jobId: job.id,
    stage: 'waiting_for_client',
    position: 0,
    settings: { kind: 'add_task', title: 'Collect the IRP5', daysBeforeDue: 10 },
    status: 'failed',
    resultIds: [task.id],
    error: 'Assign the job, or its engagement, to a staff member',
    attempts: 2,
    doneAt: at('2031-02-03T08:00:00Z'),
  });

  // An issued invoice (kept on erasure: a tax record), every column given a value.
  const invoice = await insert(Invoice, {
    kind: 'invoice',
    status: 'issued',
    clientId: userId,
    engagementId: engagement.id,
    creditsInvoiceId: null,
    // Far past the demo's own invoices (INV-00001…, demo-invoices.ts), whose numbers are taken.
    number: 'INV-90007',
    serial: 90007,
    issuedOn: '2031-02-03',
    dueOn: '2031-03-05',
    vatBasisPoints: 1500,
    supplier: {
      name: 'Firm',
      addressLines: ['1 Main Road'],
      vatNumber: '4150123456',
      registrationNumber: null,
      email: null,
      phone: null,
      bank: null,
    },
    recipient: { name: 'Thandi Every-Kind', addressLines: ['12 Every Street', 'Durban 4001'], vatNumber: '4987654321' },
    lines: [
      {
        description: 'ITR12 for Thandi',
        quantityThousandths: 1000,
        unitPriceCents: 100000,
        treatment: 'standard',
        netCents: 100000,
        vatCents: 15000,
      },
    ],
    netCents: 100000,
    vatCents: 15000,
    totalCents: 115000,
    reason: 'Every kind: a reason',
    notes: 'Every kind: order 42',
    createdById: admin,
    issuedById: admin,
    issuedAt: at('2031-02-03T08:00:00Z'),
  });

  // A payment against it through PayFast, and the checkout it came from (deleted on erasure).
  const payment = await insert(Payment, {
    clientId: userId,
    invoiceId: invoice.id,
    method: 'payfast',
    amountCents: 115000,
    feeCents: 3535,
    receivedOn: '2031-02-04',
    providerPaymentId: '1234567',
    reference: 'Every kind: PF 1234567',
    note: 'Every kind: paid on the phone',
    recordedById: null,
  });
  const checkout = await insert(PaymentCheckout, {
    invoiceId: invoice.id,
    clientId: userId,
    provider: 'payfast',
    amountCents: 115000,
    status: 'paid',
    providerCheckoutId: null,
    startedById: userId,
    paymentId: payment.id,
  });

  // An answer kept for the client's retries of a POST (deleted on erasure).
  const idempotencyKey = await insert(IdempotencyKey, {
    scope: `user:${userId}`,
    userId,
    keyHash: 'f'.repeat(64),
    key: 'every-kind-retry-key',
    method: 'POST',
    path: '/api/messages',
    fingerprint: 'd'.repeat(64),
    state: 'done',
    responseStatus: 201,
    responseHeaders: { 'content-type': 'application/json; charset=utf-8' },
    responseBody: JSON.stringify({ subject: 'Every kind: my trust deed' }),
    expiresAt: at('2099-01-01T00:00:00Z'),
  });

  const user = await repository(User).findOneByOrFail({ id: userId });
  const rows = new Map<EntityClass, ObjectLiteral[]>([
    [User, [user]],
    [Company, [company]],
    [Engagement, [engagement]],
    [Task, [task]],
    [Document, [document]],
    [Appointment, [appointment]],
    [Message, [received, sent]],
    [MessageAttachment, [attachment]],
    [Notification, [notification]],
    [UserSession, [userSession]],
    [Session, [storedSession]],
    [UserInvitation, [invitation]],
    [ContactSubmission, [enquiry]],
    [AuditLog, [auditEntry]],
    [ApiToken, [apiToken]],
    [EngagementLetter, [letter]],
    [Organizer, [organizer]],
    [OrganizerAnswer, [organizerAnswer]],
    [Job, [job]],
    [JobSeries, [series]],
    [JobStageAutomation, [automation]],
    [JobStageAction, [action]],
    [Invoice, [invoice]],
    [Payment, [payment]],
    [PaymentCheckout, [checkout]],
    [IdempotencyKey, [idempotencyKey]],
  ]);
  return { agent, userId, email, rows };
}

describe.each(testDatabaseTargets)('personal data, every column accounted for ($name)', (target) => {
  // A migrated database without the demo seed: a new column is named here even when it breaks the seeding.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  }, 60_000);
  afterAll(() => database.drop());

  it('declares every entity, and every column of personal data as exported, erased or anonymised, or not personal', () => {
    expect(coverageProblems(database.dataSource, declarations)).toEqual([]);
  });

  it('names the entity, or the entity and the column, that a declaration leaves out or misnames', () => {
    const today = new Set(coverageProblems(database.dataSource, declarations));
    const problemsWith = (changed: PersonalDataDeclaration[]) =>
      coverageProblems(database.dataSource, changed).filter((problem) => !today.has(problem));
    const tasks = declarations.find((declaration) => declaration.entity === Task)!;
    const others = declarations.filter((declaration) => declaration !== tasks);

    expect(problemsWith(others)).toEqual([expect.stringMatching(/^Task: no declaration/)]);
    const withoutDescription = { ...tasks, exported: tasks.exported.filter((column) => column !== 'description') };
    expect(problemsWith([...others, withoutDescription])).toEqual([
      'Task.description: neither exported, erased or anonymised, nor declared not personal',
    ]);
    const misnamed = { ...tasks, notPersonal: [...tasks.notPersonal, 'assignee'] };
    expect(problemsWith([...others, misnamed])).toEqual(['Task.assignee: declared notPersonal, but it is not a column']);
  });
});

describe.each(testDatabaseTargets)('personal data declarations against what the export and the erasure do ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 60_000);
  afterAll(() => t.close());

  describe('for a client with a record of every kind', () => {
    let seeded: Awaited<ReturnType<typeof clientWithEveryRecord>>;
    const before = new Map<EntityClass, ObjectLiteral[]>();

    beforeAll(async () => {
      seeded = await clientWithEveryRecord(t);
      for (const [entity, rows] of seeded.rows) {
        before.set(entity, await Promise.all(rows.map(async (row) => (await reread(t.database.dataSource, entity, row))!)));
      }
    }, 60_000);

    it('seeds the client a record of every kind that is exported or erased', () => {
      const unseeded = declarations.filter((declaration) => checkable(declaration) && !seeded.rows.has(declaration.entity));
      expect(unseeded.map((declaration) => `${declaration.entity.name}: no record seeded for this test`)).toEqual([]);
    });

    it("writes every column declared exported into the client's archive", async () => {
      const viewer = { id: seeded.userId, email: seeded.email, firstName: 'Thandi', roles: [RoleName.CLIENT] };
      const { entries } = await t.app.services.myData.startExport(viewer, {});
      const jsonFiles: unknown[] = [];
      for await (const entry of entries) {
        const text = await textOf(entry.content);
        if (entry.name.endsWith('.json')) jsonFiles.push(JSON.parse(text));
      }
      const inArchive = archiveIndex(jsonFiles);

      const problems: string[] = [];
      for (const declaration of declarations) {
        const rows = before.get(declaration.entity) ?? [];
        for (const column of declaration.exported) {
          const where = `${declaration.entity.name}.${column}`;
          const valued = rows.filter((row) => row[column] != null);
          if (rows.length > 0 && valued.length === 0) problems.push(`${where}: seeded without a value, so its export cannot be seen`);
          for (const row of valued) {
            if (!inArchive(row.id, row[column])) {
              problems.push(`${where}: declared exported, but ${JSON.stringify(row[column])} is not in the archive`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('changes every column declared anonymised, deletes the rows declared deleted and keeps the others, on erasure', async () => {
      const { id } = (await seeded.agent.post('/api/privacy/erasure-request').send({}).expect(201)).body;
      const admin = await t.agent('admin');
      await admin.post(`/api/admin/erasure-requests/${id}/approve`).expect(200);
      await t.app.services.privacy.settled();

      const problems: string[] = [];
      for (const declaration of declarations) {
        const name = declaration.entity.name;
        for (const row of before.get(declaration.entity) ?? []) {
          const after = await reread(t.database.dataSource, declaration.entity, row);
          if (declaration.deletedWithTheRowOnErasure) {
            if (after) problems.push(`${name}: declared deleted on erasure, but the row is still there`);
            continue;
          }
          if (!after) {
            problems.push(`${name}: the row was deleted on erasure, but is declared kept`);
            continue;
          }
          for (const column of declaration.anonymisedOnErasure) {
            if (row[column] == null) problems.push(`${name}.${column}: seeded without a value, so its erasure cannot be seen`);
            else if (JSON.stringify(after[column]) === JSON.stringify(row[column])) {
              problems.push(`${name}.${column}: declared anonymised, but still ${JSON.stringify(row[column])} after the erasure`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
