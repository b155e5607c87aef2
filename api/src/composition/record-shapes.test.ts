import type TestAgent from 'supertest/lib/agent';
import { z } from 'zod';
import { minimalPdf } from '../demo/demo-files';
import { demoChecklistIds } from '../demo/demo-document-requests';
import { demoUserIds } from '../demo/ids';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, demoEmails, type DemoAccount, type TestApp } from '../test/test-app';
import { appointmentRecord } from '../features/appointments/appointment.record';
import { contactSubmissionRecord } from '../features/contact/contact-submission.record';
import { documentChecklistRecord } from '../features/document-requests/document-checklist.record';
import { documentRequestRecord } from '../features/document-requests/document-request.record';
import { documentRecord } from '../features/documents/document.record';
import { engagementRecord } from '../features/engagements/engagement.record';
import { queuedMailRecord } from '../features/mail-queue/queued-mail.record';
import { messageRecord } from '../features/messages/message.record';
import { notificationRecord } from '../features/notifications/notification.record';
import { postRecord } from '../features/posts/post.record';
import { erasureRequestRecord } from '../features/privacy/erasure-request.record';
import { companyRecord } from '../features/profile/company.record';
import { sessionRecord } from '../features/sessions/signed-in-session.record';
import { taskRecord } from '../features/tasks/task.record';
import { adminUserRecord } from '../accounts/user.record';
import { apiTokenRecord } from '../features/api-tokens/api-token.record';
import { webhookDeliveryRecord } from '../features/webhooks/webhook-delivery.record';
import { webhookEndpointRecord } from '../features/webhooks/webhook-endpoint.record';
import { webhookEndpointSecretRecord } from '../features/webhooks/webhook-endpoint-secret.record';
import { engagementLetterRecord } from '../features/engagement-letters/engagement-letter.record';
import { letterMergeFieldRecord, letterPreviewRecord, letterTemplateRecord } from '../features/engagement-letters/letter-template.record';
import { demoEngagementIds } from '../demo/demo-portal';
import { demoLetterIds, demoLetterTemplateIds } from '../demo/demo-engagement-letters';
import { organizerRecord } from '../features/organizers/organizer.record';
import { organizerAnswerRecord } from '../features/organizers/organizer-answer.record';
import { organizerAnswerResultRecord } from '../features/organizers/organizer-answer-result.record';
import { organizerTemplateRecord } from '../features/organizers/organizer-template.record';
import { demoOrganizerIds, demoOrganizerTemplateIds } from '../demo/demo-organizers';
import { todayInSouthAfrica } from '../../../validation/south-africa-time';

/**
 * Every REST record, checked against what really goes out: real REST answers of the demo app, as
 * each kind of viewer receives them, parse with their shapes, strictly (no key more or less), in
 * their key order. Each shape and its GraphQL type are made from one description of the record
 * (api/src/records/, decision 015), which records/record-descriptions.test.ts checks: nothing is
 * written twice, so nothing here compares two copies.
 */

type RecordSchema = z.ZodObject;

/** Every REST record, each made from its one description (api/src/records/), and the name it is exported under. */
const answeredRecords: { name: string; schema: RecordSchema }[] = [
  { name: 'messageRecord', schema: messageRecord },
  { name: 'letterTemplateRecord', schema: letterTemplateRecord },
  { name: 'letterMergeFieldRecord', schema: letterMergeFieldRecord },
  { name: 'letterPreviewRecord', schema: letterPreviewRecord },
  { name: 'engagementLetterRecord', schema: engagementLetterRecord },
  { name: 'engagementRecord', schema: engagementRecord },
  { name: 'documentRecord', schema: documentRecord },
  { name: 'taskRecord', schema: taskRecord },
  { name: 'companyRecord', schema: companyRecord },
  { name: 'notificationRecord', schema: notificationRecord },
  { name: 'documentRequestRecord', schema: documentRequestRecord },
  { name: 'documentChecklistRecord', schema: documentChecklistRecord },
  { name: 'appointmentRecord', schema: appointmentRecord },
  { name: 'adminUserRecord', schema: adminUserRecord },
  { name: 'contactSubmissionRecord', schema: contactSubmissionRecord },
  { name: 'sessionRecord', schema: sessionRecord },
  { name: 'queuedMailRecord', schema: queuedMailRecord },
  { name: 'erasureRequestRecord', schema: erasureRequestRecord },
  { name: 'postRecord', schema: postRecord },
  { name: 'apiTokenRecord', schema: apiTokenRecord },
  { name: 'webhookEndpointRecord', schema: webhookEndpointRecord },
  { name: 'webhookEndpointSecretRecord', schema: webhookEndpointSecretRecord },
  { name: 'webhookDeliveryRecord', schema: webhookDeliveryRecord },
  { name: 'organizerTemplateRecord', schema: organizerTemplateRecord },
  { name: 'organizerRecord', schema: organizerRecord },
  { name: 'organizerAnswerRecord', schema: organizerAnswerRecord },
  { name: 'organizerAnswerResultRecord', schema: organizerAnswerResultRecord },
];

describe.each(testDatabaseTargets)('REST answers parse with their record shapes ($name)', (target) => {
  let t: TestApp;
  const answers = new Map<RecordSchema, { from: string; record: unknown }[]>(answeredRecords.map(({ schema }) => [schema, []]));

  beforeAll(async () => {
    t = await createTestApp(target);
    const agents: Record<DemoAccount | 'anyone', TestAgent> = {
      client: await t.agent('client'),
      advisor: await t.agent('advisor'),
      admin: await t.agent('admin'),
      superadmin: await t.agent('superadmin'),
      anyone: await t.agent(),
    };
    type Method = 'get' | 'post' | 'put' | 'delete';
    /** Calls the API as `as`, expects `status`, and keeps what it answered as records of `record`. */
    const call = async <T = Record<string, unknown>>(
      record: RecordSchema,
      as: keyof typeof agents,
      method: Method,
      path: string,
      { body, status = 200 }: { body?: object; status?: number } = {},
    ): Promise<T> => {
      const request = agents[as][method](path);
      const response = await (body === undefined ? request : request.send(body));
      if (response.status !== status) throw new Error(`${method.toUpperCase()} ${path} as ${as}: ${response.status} ${response.text}`);
      const from = `${method.toUpperCase()} ${path} as ${as}`;
      for (const answer of Array.isArray(response.body) ? response.body : [response.body]) {
        if (answer !== null) answers.get(record)!.push({ from, record: answer });
      }
      return response.body as T;
    };
    const dayAhead = (days: number) => todayInSouthAfrica(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

    // Documents: uploaded, approved, rejected, listed and read.
    const upload = async (name: string) => {
      const response = await agents.client
        .post('/api/documents/upload')
        .attach('file', minimalPdf(name, ['Record shapes']), `${name}.pdf`)
        .field('category', 'tax-returns')
        .field('description', 'Uploaded by record-shapes.test.ts');
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${response.text}`);
      answers.get(documentRecord)!.push({ from: 'POST /api/documents/upload as client', record: response.body });
      return response.body as { id: string };
    };
    const [approved, rejected] = [await upload('Approved return'), await upload('Rejected return')];
    await call(documentRecord, 'advisor', 'put', `/api/documents/${approved.id}/approve`);
    await call(documentRecord, 'advisor', 'put', `/api/documents/${rejected.id}/reject`, { body: { reason: 'The scan is unreadable' } });
    for (const as of ['client', 'advisor', 'admin'] as const) await call(documentRecord, as, 'get', '/api/documents');
    await call(documentRecord, 'client', 'get', `/api/documents/${approved.id}`);

    // Engagements and tasks.
    for (const as of ['client', 'advisor', 'admin'] as const) await call(engagementRecord, as, 'get', '/api/engagements');
    for (const as of ['client', 'advisor', 'admin'] as const) await call(taskRecord, as, 'get', '/api/tasks');
    const [task] = await call<{ id: string }[]>(taskRecord, 'advisor', 'get', '/api/tasks?status=pending');
    await call(taskRecord, 'advisor', 'put', `/api/tasks/${task.id}`, { body: { status: 'completed' } });

    // The company.
    await call(companyRecord, 'client', 'get', '/api/company');
    await call(companyRecord, 'client', 'put', '/api/company', { body: { name: 'Dlamini Logistics (Pty) Ltd', industry: 'Logistics' } });

    // Notifications.
    for (const as of ['client', 'advisor', 'admin'] as const) await call(notificationRecord, as, 'get', '/api/notifications');
    const [unread] = await call<{ id: string }[]>(notificationRecord, 'client', 'get', '/api/notifications?unreadOnly=true');
    await call(notificationRecord, 'client', 'put', `/api/notifications/${unread.id}/read`);

    // Document requests and checklists.
    const asked = await call<{ id: string }>(documentRequestRecord, 'advisor', 'post', '/api/document-requests', {
      status: 201,
      body: {
        clientId: demoUserIds.client,
        title: 'Bank statements March to May',
        category: 'financial-statements',
        dueDate: dayAhead(7),
        note: 'All three months, please',
      },
    });
    await call(documentRequestRecord, 'advisor', 'post', '/api/document-requests/from-checklist', {
      status: 201,
      body: { clientId: demoUserIds.secondClient, checklistId: demoChecklistIds.individualTax, dueDate: dayAhead(14) },
    });
    await call(documentRequestRecord, 'client', 'get', `/api/document-requests/${asked.id}`);
    await call(documentRequestRecord, 'advisor', 'delete', `/api/document-requests/${asked.id}`);
    for (const as of ['client', 'advisor', 'admin'] as const) await call(documentRequestRecord, as, 'get', '/api/document-requests');
    const checklist = await call<{ id: string }>(documentChecklistRecord, 'admin', 'post', '/api/document-checklists', {
      status: 201,
      body: { name: 'Payroll year-end', description: null, items: [{ title: 'EMP501 reconciliation', category: 'tax-returns' }] },
    });
    await call(documentChecklistRecord, 'admin', 'put', `/api/document-checklists/${checklist.id}`, {
      body: { name: 'Payroll year-end', description: 'February', items: [{ title: 'IRP5 certificates', category: 'tax-returns' }] },
    });
    await call(documentChecklistRecord, 'advisor', 'get', '/api/document-checklists');
    await call(documentChecklistRecord, 'advisor', 'get', `/api/document-checklists/${demoChecklistIds.annualFinancials}`);

    // Messages.
    const sent = await call<{ id: string }>(messageRecord, 'client', 'post', '/api/messages', {
      status: 201,
      body: { recipientId: demoUserIds.advisor, subject: 'Record shapes', content: 'Sent by record-shapes.test.ts' },
    });
    await call(messageRecord, 'advisor', 'put', `/api/messages/${sent.id}/read`);
    for (const as of ['client', 'advisor'] as const) await call(messageRecord, as, 'get', '/api/messages');

    // Appointments.
    const booked = await call<{ id: string }>(appointmentRecord, 'client', 'post', '/api/appointments', {
      status: 201,
      body: { title: 'Payroll review', description: 'EMP201 reconciliation', date: dayAhead(9), time: '11:00' },
    });
    await call(appointmentRecord, 'advisor', 'put', `/api/appointments/${booked.id}/confirm`, {
      body: { meetingUrl: 'https://meet.example.com/payroll' },
    });
    await call(appointmentRecord, 'client', 'get', `/api/appointments/${booked.id}`);
    for (const as of ['client', 'advisor', 'admin'] as const) await call(appointmentRecord, as, 'get', '/api/appointments');

    // The administrators' user list.
    const created = await call<{ id: string }>(adminUserRecord, 'admin', 'post', '/api/admin/users', {
      status: 201,
      body: { email: 'record.shapes@example.com', firstName: 'Record', lastName: 'Shapes', roleNames: ['client'] },
    });
    await call(adminUserRecord, 'admin', 'put', `/api/admin/users/${created.id}/roles`, { body: { roleNames: ['client', 'advisor'] } });
    await call(adminUserRecord, 'superadmin', 'get', '/api/admin/users');

    // Contact submissions: both forms, then the administrators' list.
    const enquiry = { firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com', message: 'About my VAT', consent: true };
    await call(contactSubmissionRecord, 'anyone', 'post', '/api/contact', { status: 201, body: enquiry });
    await call(contactSubmissionRecord, 'anyone', 'post', '/api/contact', {
      status: 201,
      body: {
        ...enquiry,
        type: 'scheduled_consultation',
        phone: '082 555 0101',
        company: 'Mokoena Trading',
        service: 'taxation',
        preferredDate: dayAhead(3),
        preferredTime: '10:00',
      },
    });
    await call(contactSubmissionRecord, 'admin', 'get', '/api/contact-submissions');

    // Sessions.
    for (const as of ['client', 'admin'] as const) await call(sessionRecord, as, 'get', '/api/auth/sessions');

    // The mail queue: a reset link is queued for the client.
    const forgot = await agents.anyone.post('/api/auth/forgot-password').send({ email: demoEmails.client });
    if (forgot.status !== 200) throw new Error(`forgot-password: ${forgot.status} ${forgot.text}`);
    await call(queuedMailRecord, 'admin', 'get', '/api/admin/mail');

    // Posts: the public list and one post.
    const [post] = await call<{ slug: string }[]>(postRecord, 'anyone', 'get', '/api/posts');
    await call(postRecord, 'anyone', 'get', `/api/posts/${encodeURIComponent(post.slug)}`);

    // Erasure requests: the client asks, an administrator declines (the seed holds one declined already).
    const erasure = await call<{ id: string }>(erasureRequestRecord, 'client', 'post', '/api/privacy/erasure-request', {
      status: 201,
      body: { reason: 'Moving to another firm' },
    });
    await call(erasureRequestRecord, 'client', 'get', '/api/privacy/erasure-request');
    await call(erasureRequestRecord, 'admin', 'get', '/api/admin/erasure-requests');
    await call(erasureRequestRecord, 'admin', 'post', `/api/admin/erasure-requests/${erasure.id}/decline`, {
      body: { reason: 'Your tax year is still open' },
    });

    // API tokens: made (its record beside the secret), listed, revoked, and the administrators' list.
    const made = await agents.advisor.post('/api/tokens').send({ name: 'Record shapes', scopes: ['documents:read'], expiresInDays: 30 });
    if (made.status !== 201) throw new Error(`POST /api/tokens: ${made.status} ${made.text}`);
    answers.get(apiTokenRecord)!.push({ from: 'POST /api/tokens as advisor', record: made.body.token });
    await call(apiTokenRecord, 'advisor', 'get', '/api/tokens');
    await call(apiTokenRecord, 'advisor', 'delete', `/api/tokens/${made.body.token.id}`);
    await call(apiTokenRecord, 'admin', 'get', '/api/admin/tokens');

    // Webhooks: an endpoint registered (with its secret), listed, edited, rotated; a test event, its log, sent again.
    // A public address: the test app allows no private one, and sends nothing (its worker is not started).
    const hook = await call<{ endpoint: { id: string } }>(webhookEndpointSecretRecord, 'admin', 'post', '/api/admin/webhooks', {
      status: 201,
      body: { url: 'https://41.0.0.1/khanya-hooks', description: 'Record shapes', events: ['document.uploaded'] },
    });
    answers.get(webhookEndpointRecord)!.push({ from: 'POST /api/admin/webhooks as admin', record: hook.endpoint });
    await call(webhookEndpointRecord, 'admin', 'get', '/api/admin/webhooks');
    await call(webhookEndpointRecord, 'superadmin', 'get', `/api/admin/webhooks/${hook.endpoint.id}`);
    await call(webhookEndpointRecord, 'admin', 'put', `/api/admin/webhooks/${hook.endpoint.id}`, { body: { description: null } });
    await call(webhookEndpointSecretRecord, 'admin', 'post', `/api/admin/webhooks/${hook.endpoint.id}/rotate-secret`);
    const tested = await call<{ id: string }>(webhookDeliveryRecord, 'admin', 'post', `/api/admin/webhooks/${hook.endpoint.id}/test`, {
      status: 201,
    });
    await call(webhookDeliveryRecord, 'admin', 'get', `/api/admin/webhooks/${hook.endpoint.id}/deliveries`);
    await call(webhookDeliveryRecord, 'admin', 'post', `/api/admin/webhooks/deliveries/${tested.id}/redeliver`);

    // Letter templates and engagement letters: a template kept, previewed, a letter sent, read, withdrawn, declined and signed.
    const letterTemplate = await call<{ id: string }>(letterTemplateRecord, 'admin', 'post', '/api/letter-templates', {
      status: 201,
      body: { title: 'VAT registration engagement letter', body: 'Dear {{client.fullName}}, we will register {{company.name}} for VAT.' },
    });
    await call(letterTemplateRecord, 'admin', 'put', `/api/letter-templates/${letterTemplate.id}`, {
      body: { title: 'VAT registration letter', body: 'Dear {{client.firstName}}, we will register {{company.name}} for VAT.' },
    });
    await call(letterTemplateRecord, 'advisor', 'get', '/api/letter-templates');
    await call(letterTemplateRecord, 'advisor', 'get', `/api/letter-templates/${demoLetterTemplateIds.bookkeeping}`);
    await call(letterMergeFieldRecord, 'advisor', 'get', '/api/letter-templates/merge-fields');
    await call(letterPreviewRecord, 'advisor', 'post', '/api/engagement-letters/preview', {
      body: { engagementId: demoEngagementIds.secondClientVat, templateId: letterTemplate.id },
    });
    await call(letterPreviewRecord, 'admin', 'post', '/api/engagement-letters/preview', {
      body: { engagementId: demoEngagementIds.secondClientVat, body: 'Dear {{client.fullName}}' },
    });
    const sentLetter = await call<{ id: string }>(engagementLetterRecord, 'advisor', 'post', '/api/engagement-letters', {
      status: 201,
      body: { engagementId: demoEngagementIds.secondClientVat, templateId: letterTemplate.id },
    });
    await call(engagementLetterRecord, 'admin', 'get', `/api/engagement-letters/${sentLetter.id}`);
    await call(engagementLetterRecord, 'advisor', 'post', `/api/engagement-letters/${sentLetter.id}/withdraw`, {
      body: { reason: 'The fee was wrong' },
    });
    await call(engagementLetterRecord, 'client', 'get', `/api/engagement-letters/${demoLetterIds.bookkeeping}`);
    await call(engagementLetterRecord, 'client', 'post', `/api/engagement-letters/${demoLetterIds.bookkeeping}/decline`, {
      body: { reason: 'The monthly fee is higher than we discussed' },
    });
    await call(engagementLetterRecord, 'client', 'post', `/api/engagement-letters/${demoLetterIds.annualFinancials}/sign`, {
      body: { fullName: 'Sipho Dlamini', agreeToSignElectronically: true, signature: { kind: 'typed', text: 'Sipho Dlamini' } },
    });
    for (const as of ['client', 'advisor', 'admin'] as const) await call(engagementLetterRecord, as, 'get', '/api/engagement-letters');

    // Organizer templates and organizers: a template kept, an organizer sent, answered, submitted, reopened and cancelled.
    const organizerTemplate = await call<{ id: string }>(organizerTemplateRecord, 'admin', 'post', '/api/organizer-templates', {
      status: 201,
      body: {
        title: 'VAT organizer',
        sections: [{ title: 'Turnover', questions: [{ key: 'turnover', kind: 'amount', label: 'Turnover', required: true }] }],
      },
    });
    await call(organizerTemplateRecord, 'admin', 'put', `/api/organizer-templates/${organizerTemplate.id}`, {
      body: {
        title: 'VAT registration organizer',
        sections: [{ title: 'Turnover', questions: [{ key: 'turnover', kind: 'amount', label: 'Turnover' }] }],
      },
    });
    await call(organizerTemplateRecord, 'advisor', 'get', '/api/organizer-templates');
    await call(organizerTemplateRecord, 'advisor', 'get', `/api/organizer-templates/${demoOrganizerTemplateIds.itr12}`);
    const sentOrganizer = await call<{ id: string }>(organizerRecord, 'advisor', 'post', '/api/organizers', {
      status: 201,
      body: {
        engagementId: demoEngagementIds.secondClientVat,
        templateId: organizerTemplate.id,
        dueDate: todayInSouthAfrica(new Date(Date.now() + 9 * 86_400_000)),
      },
    });
    await call(organizerRecord, 'admin', 'get', `/api/organizers/${sentOrganizer.id}`);
    await call(organizerRecord, 'advisor', 'post', `/api/organizers/${sentOrganizer.id}/cancel`, { body: { reason: 'Wrong engagement' } });
    await call(organizerAnswerResultRecord, 'client', 'put', `/api/organizers/${demoOrganizerIds.itr12}/answers/retirement_annuity`, {
      body: { value: false },
    });
    await call(organizerAnswerRecord, 'client', 'get', `/api/organizers/${demoOrganizerIds.itr12}/answers`);
    await call(organizerRecord, 'advisor', 'post', `/api/organizers/${demoOrganizerIds.irp6}/reopen`, {
      body: { notes: [{ questionKey: 'salary_estimate', note: 'Does this include your bonus?' }] },
    });
    await call(organizerRecord, 'client', 'post', `/api/organizers/${demoOrganizerIds.irp6}/submit`);
    for (const as of ['client', 'advisor', 'admin'] as const) await call(organizerRecord, as, 'get', '/api/organizers');
  }, 180_000);
  afterAll(() => t?.close());

  it.each(answeredRecords)('every $name answered parses with the shape, strictly and in its key order', ({ name, schema }) => {
    const received = answers.get(schema)!;
    expect(received.length).toBeGreaterThan(0);
    const failures = received.flatMap(({ from, record }) => {
      const parsed = schema.safeParse(record);
      const problems = parsed.success
        ? []
        : parsed.error.issues.map((issue) =>
            issue.code === 'unrecognized_keys'
              ? `${name} has no field ${issue.keys.join(', ')}, but ${from} sent it`
              : `${name}.${issue.path.join('.')} in ${from}: ${issue.message}`,
          );
      const keys = record && typeof record === 'object' ? Object.keys(record) : [];
      if (parsed.success && keys.join() !== Object.keys(schema.shape).join()) {
        problems.push(`${from} sent the fields of ${name} in another order: ${keys.join(', ')}`);
      }
      return problems;
    });
    // One line per problem and call (a list answers the same problem for each of its records).
    expect([...new Set(failures)]).toEqual([]);
  });
});
