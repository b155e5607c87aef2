import type TestAgent from 'supertest/lib/agent';
import { z } from 'zod';
import {
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { minimalPdf } from '../demo/demo-files';
import { demoChecklistIds } from '../demo/demo-document-requests';
import { demoUserIds } from '../demo/ids';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, demoEmails, type DemoAccount, type TestApp } from '../test/test-app';
import { enumName } from '../../../validation/enum-names';
import { appointmentRecord } from '../features/appointments/appointment.record';
import { contactSubmissionRecord } from '../features/contact/contact-submission.record';
import { documentChecklistRecord } from '../features/document-requests/document-checklist.record';
import { documentRequestRecord } from '../features/document-requests/document-request.record';
import { documentRecord } from '../features/documents/document.record';
import { engagementRecord } from '../features/engagements/engagement.record';
import { queuedMailRecord } from '../features/mail-queue/queued-mail.record';
import { messageRecord } from '../../../validation/records/messages';
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
import {
  engagementLetterRecord,
  letterMergeFieldRecord,
  letterPreviewRecord,
  letterTemplateRecord,
} from '../../../validation/records/engagement-letters';
import { demoEngagementIds } from '../demo/demo-portal';
import { demoLetterIds, demoLetterTemplateIds } from '../demo/demo-engagement-letters';
import { organizerRecord } from '../features/organizers/organizer.record';
import { organizerAnswerRecord } from '../features/organizers/organizer-answer.record';
import { organizerAnswerResultRecord } from '../features/organizers/organizer-answer-result.record';
import { organizerTemplateRecord } from '../features/organizers/organizer-template.record';
import { demoOrganizerIds, demoOrganizerTemplateIds } from '../demo/demo-organizers';
import { todayInSouthAfrica } from '../../../validation/south-africa-time';
import { buildAppSchema } from './graphql-schema';
import { isDescribedShape } from '../records/rest-shape';

/**
 * Every REST record, checked against what really goes out: (a) real REST answers of the demo app
 * parse with their shapes, strictly (no key more or less), in their key order. A record described
 * once (api/src/records/, decision 015) has its REST shape and GraphQL type made from one
 * description, which records/record-descriptions.test.ts checks. (b) The records not yet described
 * (messages and engagement letters) are still written twice, a zod shape in validation/records/
 * and a GraphQL type; each is compared with its type field by field — name, nullability and kind —
 * except for the differences listed, each with its reason, in `allowedDifferences`. A value list is
 * compared by its stored values: REST sends them as they are (`tax-returns`); a GraphQL enum names
 * each in SCREAMING_CASE (`TAX_RETURNS`, validation/enum-names.ts) and stands for it, so the two
 * agree when the enum's values are the REST list and each is named as enumName spells it.
 */

type RecordSchema = z.ZodObject;

/** Each REST record, the name it is exported under, and the GraphQL type that shows the same record. */
const records: { name: string; schema: RecordSchema; graphqlType: string }[] = [
  { name: 'messageRecord', schema: messageRecord, graphqlType: 'Message' },
  { name: 'letterTemplateRecord', schema: letterTemplateRecord, graphqlType: 'LetterTemplate' },
  { name: 'letterMergeFieldRecord', schema: letterMergeFieldRecord, graphqlType: 'LetterMergeField' },
  { name: 'letterPreviewRecord', schema: letterPreviewRecord, graphqlType: 'LetterPreview' },
  { name: 'engagementLetterRecord', schema: engagementLetterRecord, graphqlType: 'EngagementLetter' },
];

/** Records described once (api/src/records/): their answers are parsed (a); their description is checked elsewhere. */
const describedRecords: { name: string; schema: RecordSchema }[] = [
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

/** Every record whose real answers are parsed. */
const answeredRecords = [...records, ...describedRecords];

/** The records still written twice (a zod shape and a GraphQL type), compared field by field in (b). */
const comparedRecords = records.filter(({ schema }) => !isDescribedShape(schema));

type DifferenceKind =
  /** A field REST sends that the GraphQL type does not have. */
  | 'REST only'
  /** A field of the GraphQL type that REST does not send. */
  | 'GraphQL only'
  /** Null on one side, never null on the other. */
  | 'nullability'
  /** Another kind of value under the same name (a user id against a User, say). */
  | 'kind'
  /** Two value lists that differ. */
  | 'values';

interface AllowedDifference {
  record: string;
  /** The field; a nested one as `attachments.name` (the items of a list are its fields). */
  field: string;
  difference: DifferenceKind;
  reason: string;
}

const GRAPH_EDGE = 'GraphQL is one connected graph: it resolves the related record where REST sends its id';
const EDGE_FOR = (field: string) => `the edge REST sends as ${field}`;
const NOT_IN_GRAPH = 'GraphQL does not offer it: no screen reads it through the graph';

/** Every way a REST record may differ from its GraphQL type, and why. Anything else fails. */
const allowedDifferences: AllowedDifference[] = [
  { record: 'messageRecord', field: 'senderId', difference: 'REST only', reason: `${GRAPH_EDGE} (sender: User)` },
  { record: 'messageRecord', field: 'sender', difference: 'GraphQL only', reason: EDGE_FOR('senderId') },
  { record: 'messageRecord', field: 'recipientId', difference: 'REST only', reason: `${GRAPH_EDGE} (recipient: User)` },
  { record: 'messageRecord', field: 'recipient', difference: 'GraphQL only', reason: EDGE_FOR('recipientId') },
  { record: 'messageRecord', field: 'engagementId', difference: 'REST only', reason: `${NOT_IN_GRAPH} (no engagement edge yet)` },

  {
    record: 'engagementLetterRecord',
    field: 'bodyHtml',
    difference: 'GraphQL only',
    reason:
      'the portal page shows the letter as HTML made on the server; REST integrators get the Markdown (body) and render it as they like',
  },
  {
    record: 'letterPreviewRecord',
    field: 'bodyHtml',
    difference: 'GraphQL only',
    reason: 'the preview as the portal shows it; REST integrators get the Markdown (body)',
  },
  { record: 'engagementLetterRecord', field: 'engagementId', difference: 'REST only', reason: `${GRAPH_EDGE} (engagement: Engagement)` },
  { record: 'engagementLetterRecord', field: 'engagement', difference: 'GraphQL only', reason: EDGE_FOR('engagementId') },
  { record: 'engagementLetterRecord', field: 'clientId', difference: 'REST only', reason: `${GRAPH_EDGE} (client: User)` },
  { record: 'engagementLetterRecord', field: 'client', difference: 'GraphQL only', reason: EDGE_FOR('clientId') },
  { record: 'engagementLetterRecord', field: 'templateId', difference: 'REST only', reason: `${GRAPH_EDGE} (template: LetterTemplate)` },
  { record: 'engagementLetterRecord', field: 'template', difference: 'GraphQL only', reason: EDGE_FOR('templateId') },
  { record: 'engagementLetterRecord', field: 'sentBy', difference: 'kind', reason: `${GRAPH_EDGE}: a user id in REST, a User in GraphQL` },
  {
    record: 'engagementLetterRecord',
    field: 'withdrawnBy',
    difference: 'kind',
    reason: `${GRAPH_EDGE}: a user id in REST, a User in GraphQL`,
  },
  {
    record: 'engagementLetterRecord',
    field: 'signedDocumentId',
    difference: 'REST only',
    reason: `${GRAPH_EDGE} (signedDocument: Document)`,
  },
  { record: 'engagementLetterRecord', field: 'signedDocument', difference: 'GraphQL only', reason: EDGE_FOR('signedDocumentId') },
];

// ---------------------------------------------------------------------------------------------
// Both sides brought to one form: per field, whether it can be null and what kind of value it is.

type Kind =
  | { kind: 'string' | 'instant' | 'integer' | 'number' | 'boolean' }
  /** `values`: the stored values (REST's list; a GraphQL enum's values); `names`: a GraphQL enum's name for each. */
  | { kind: 'enum'; values: readonly string[]; names?: readonly string[] }
  | { kind: 'list'; item: Slot }
  | { kind: 'object'; name: string; fields: () => Map<string, Slot> }
  | { kind: 'other'; name: string };

interface Slot {
  nullable: boolean;
  type: Kind;
}

function restSlot(schema: z.ZodType): Slot {
  if (schema instanceof z.ZodNullable) return { nullable: true, type: restSlot(schema.unwrap() as z.ZodType).type };
  const def = schema._zod.def as { type: string; format?: string };
  // By the definition's type, not the class: z.iso.datetime() and z.iso.date() are string formats, not ZodStrings.
  if (def.type === 'string') return { nullable: false, type: { kind: def.format === 'datetime' ? 'instant' : 'string' } };
  if (def.type === 'number') return { nullable: false, type: { kind: (schema as z.ZodNumber).isInt ? 'integer' : 'number' } };
  if (def.type === 'boolean') return { nullable: false, type: { kind: 'boolean' } };
  if (schema instanceof z.ZodEnum) return { nullable: false, type: { kind: 'enum', values: schema.options.map(String) } };
  if (schema instanceof z.ZodArray) return { nullable: false, type: { kind: 'list', item: restSlot(schema.element as z.ZodType) } };
  if (schema instanceof z.ZodObject) {
    const fields = restFields(schema);
    return { nullable: false, type: { kind: 'object', name: 'object', fields: () => fields } };
  }
  return { nullable: false, type: { kind: 'other', name: def.type } };
}

function restFields(schema: RecordSchema): Map<string, Slot> {
  return new Map(Object.entries(schema.shape).map(([name, field]) => [name, restSlot(field as z.ZodType)]));
}

const SCALARS: Record<string, Kind['kind']> = {
  ID: 'string',
  String: 'string',
  DateTimeISO: 'instant',
  Int: 'integer',
  Float: 'number',
  Boolean: 'boolean',
};

function graphqlSlot(type: GraphQLOutputType): Slot {
  if (isNonNullType(type)) return { nullable: false, type: graphqlSlot(type.ofType).type };
  if (isListType(type)) return { nullable: true, type: { kind: 'list', item: graphqlSlot(type.ofType) } };
  if (isEnumType(type)) {
    const values = type.getValues();
    return {
      nullable: true,
      type: { kind: 'enum', values: values.map((value) => String(value.value)), names: values.map((value) => value.name) },
    };
  }
  if (isObjectType(type)) return { nullable: true, type: { kind: 'object', name: type.name, fields: () => graphqlFields(type) } };
  if (isScalarType(type) && SCALARS[type.name]) return { nullable: true, type: { kind: SCALARS[type.name] } as Kind };
  return { nullable: true, type: { kind: 'other', name: String(type) } };
}

function graphqlFields(type: GraphQLObjectType): Map<string, Slot> {
  return new Map(Object.values(type.getFields()).map((field: GraphQLField<unknown, unknown>) => [field.name, graphqlSlot(field.type)]));
}

const describeKind = (type: Kind): string =>
  type.kind === 'enum'
    ? `one of ${(type.names ?? type.values).join(', ')}`
    : type.kind === 'list'
      ? `a list of ${describeKind(type.item.type)}`
      : type.kind === 'object' || type.kind === 'other'
        ? type.name
        : type.kind;

interface Difference {
  field: string;
  difference: DifferenceKind;
  detail: string;
}

/** How a REST record's fields and a GraphQL type's fields differ, nested objects and lists included. */
function differences(rest: Map<string, Slot>, graphql: Map<string, Slot>, graphqlType: string, prefix = ''): Difference[] {
  const found: Difference[] = [];
  for (const [name, restField] of rest) {
    const field = `${prefix}${name}`;
    const graphqlField = graphql.get(name);
    if (!graphqlField) {
      found.push({ field, difference: 'REST only', detail: `REST sends it; the GraphQL type ${graphqlType} has no field ${name}` });
      continue;
    }
    found.push(...slotDifferences(field, restField, graphqlField, graphqlType));
  }
  for (const name of graphql.keys()) {
    if (!rest.has(name)) {
      found.push({
        field: `${prefix}${name}`,
        difference: 'GraphQL only',
        detail: `the GraphQL type ${graphqlType} has it; the REST record does not`,
      });
    }
  }
  return found;
}

function slotDifferences(field: string, rest: Slot, graphql: Slot, graphqlType: string): Difference[] {
  const found: Difference[] = [];
  if (rest.nullable !== graphql.nullable) {
    const nullable = (is: boolean) => (is ? 'nullable' : 'never null');
    found.push({
      field,
      difference: 'nullability',
      detail: `${nullable(rest.nullable)} in REST, ${nullable(graphql.nullable)} in GraphQL ${graphqlType}`,
    });
  }
  const [a, b] = [rest.type, graphql.type];
  if (a.kind === 'list' && b.kind === 'list') return [...found, ...slotDifferences(field, a.item, b.item, graphqlType)];
  if (a.kind === 'object' && b.kind === 'object') return [...found, ...differences(a.fields(), b.fields(), b.name, `${field}.`)];
  if (a.kind === 'enum' && b.kind === 'enum') {
    // The same stored values, each named in GraphQL as enumName spells it: tax-returns is TAX_RETURNS.
    const names = b.names ?? b.values;
    const same =
      a.values.length === b.values.length &&
      a.values.every((value) => b.values.includes(value)) &&
      b.values.every((value, index) => names[index] === enumName(value));
    if (!same) {
      const graphqlValues = b.values.map((value, index) => (names[index] === value ? value : `${names[index]} (${value})`));
      found.push({
        field,
        difference: 'values',
        detail: `REST: ${a.values.join(', ')}; GraphQL ${graphqlType}: ${graphqlValues.join(', ')}`,
      });
    }
    return found;
  }
  // A value list in REST where GraphQL says String: the same values, named more precisely.
  if (a.kind === 'enum' && b.kind === 'string') return found;
  if (a.kind !== b.kind || (a.kind === 'other' && b.kind === 'other' && a.name !== b.name)) {
    found.push({ field, difference: 'kind', detail: `${describeKind(a)} in REST, ${describeKind(b)} in GraphQL ${graphqlType}` });
  }
  return found;
}

/** Every field without a description, nested ones included (they become the OpenAPI document's texts). */
function undescribed(schema: RecordSchema, prefix = ''): string[] {
  return Object.entries(schema.shape).flatMap(([name, field]) => {
    const own = (field as z.ZodType).description ? [] : [`${prefix}${name}`];
    let inner = field as z.ZodType;
    if (inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
    if (inner instanceof z.ZodArray) inner = inner.element as z.ZodType;
    return inner instanceof z.ZodObject ? [...own, ...undescribed(inner, `${prefix}${name}.`)] : own;
  });
}

// ---------------------------------------------------------------------------------------------
// (b) Each record shape against its GraphQL type in the built schema.

describe('each REST record shape and its GraphQL type', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema();
  });

  it('lists only records and GraphQL types that exist, and only differences of listed records', () => {
    expect(records.filter(({ graphqlType }) => !isObjectType(schema.getType(graphqlType))).map(({ graphqlType }) => graphqlType)).toEqual(
      [],
    );
    const names = new Set(records.map(({ name }) => name));
    expect(allowedDifferences.filter(({ record }) => !names.has(record)).map(({ record }) => record)).toEqual([]);
  });

  it.each(comparedRecords)('$name describes every field', ({ schema: record }) => {
    expect(undescribed(record)).toEqual([]);
  });

  it.each(comparedRecords)(
    '$name agrees with GraphQL $graphqlType, but for the differences listed with their reason',
    ({ name, schema: record, graphqlType }) => {
      const type = schema.getType(graphqlType) as GraphQLObjectType;
      const found = differences(restFields(record), graphqlFields(type), graphqlType);
      const listed = allowedDifferences.filter((allowed) => allowed.record === name);
      const isListed = (difference: Difference) =>
        listed.some((allowed) => allowed.field === difference.field && allowed.difference === difference.difference);
      const unexplained = found
        .filter((difference) => !isListed(difference))
        .map(({ field, difference, detail }) => `${name}.${field} (${difference}): ${detail}`);
      const stale = listed
        .filter(
          (allowed) => !found.some((difference) => difference.field === allowed.field && difference.difference === allowed.difference),
        )
        .map(
          ({ field, difference }) =>
            `${name}.${field} (${difference}) is listed in allowedDifferences, but the two sides no longer differ so`,
        );
      expect([...unexplained, ...stale]).toEqual([]);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// (a) Real answers of the demo app, as each kind of viewer receives them.

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
