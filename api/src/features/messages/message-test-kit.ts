import { checkedAgent } from '../../test/checked-requests';
import type TestAgent from 'supertest/lib/agent';
import { demoId, demoUserIds } from '../../demo/ids';
import { DEMO_PASSWORD, graphql, type TestApp } from '../../test/test-app';

/** The demo mailbox (db/seed/demo-messages.ts): six messages between the advisor and the client. */
export const CLIENT_ID = demoUserIds.client;
export const SECOND_CLIENT_ID = demoUserIds.secondClient;
export const ADVISOR_ID = demoUserIds.advisor;
export const ADMIN_ID = demoUserIds.admin;
export const demoMessage = (key: string) => demoId('message', key);
/** Sent by the advisor to the client, still unread. */
export const UNREAD_VAT_MESSAGE = demoMessage('vat201-submitted');
/** Sent by the client to the advisor, read. */
export const CLIENT_SENT_MESSAGE = demoMessage('fleet-on-hold');
/** Sent by the advisor to the client with two attachments. */
export const CHECKLIST_MESSAGE = demoMessage('afs-checklist');

export const MESSAGE_FIELDS = `id subject content createdAt isRead readAt parentMessageId direction
  attachments { name size mimeType }
  sender { id name email } recipient { id name email }`;

export const LIST = `query Messages($search: String, $unreadOnly: Boolean, $direction: MessageDirection, $first: Int, $after: String) {
  messages(search: $search, unreadOnly: $unreadOnly, direction: $direction, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { ${MESSAGE_FIELDS} }
  }
  unreadMessageCount
}`;

export const SEND = `mutation Send($input: SendMessageInput!) { sendMessage(input: $input) { ${MESSAGE_FIELDS} } }`;

export const MARK_READ = `mutation MarkRead($id: ID!) { markMessageRead(id: $id) { id isRead readAt } }`;

export const RECIPIENTS = `query Recipients($search: String) { messageRecipients(search: $search) { id name email roleLabel } }`;

export interface ListedMessage {
  id: string;
  subject: string | null;
  content: string;
  createdAt: string;
  isRead: boolean;
  readAt: string | null;
  parentMessageId: string | null;
  direction: 'RECEIVED' | 'SENT';
  attachments: { name: string; size: number; mimeType: string }[];
  sender: { id: string; name: string; email: string } | null;
  recipient: { id: string; name: string; email: string } | null;
}

export interface MessageList {
  messages: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ListedMessage[] };
  unreadMessageCount: number;
}

/** The viewer's mailbox through GraphQL (a hundred at a time unless `first` says otherwise). */
export async function listMessages(agent: TestAgent, variables: Record<string, unknown> = {}): Promise<MessageList> {
  const response = await graphql(agent, LIST, { first: 100, ...variables }).expect(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data as MessageList;
}

/** sendMessage, answering the whole GraphQL body (data or errors). */
export async function sendMessage(agent: TestAgent, input: Record<string, unknown>) {
  return (await graphql(agent, SEND, { input }).expect(200)).body as {
    data: { sendMessage: ListedMessage } | null;
    errors?: { message: string; extensions: { code: string; fieldErrors?: { path: string; message: string }[] } }[];
  };
}

/** A cookie-keeping agent signed in as the demo's second client (Ayesha Patel). */
export async function secondClientAgent(t: TestApp): Promise<TestAgent> {
  const agent = checkedAgent(t.app.express);
  await agent.post('/api/auth/login').send({ email: 'client2@example.com', password: DEMO_PASSWORD }).expect(200);
  return agent;
}

export const SEND_WITH_FILES = `mutation Send($input: SendMessageInput!, $attachments: [Upload!]) {
  sendMessage(input: $input, attachments: $attachments) {
    id subject recipient { id }
    attachments { id name size mimeType downloadUrl }
  }
}`;

export interface OutgoingFile {
  bytes: Buffer;
  name: string;
}

/** sendMessage with files through the GraphQL multipart request spec, with Apollo's CSRF header. */
export function sendOverGraphql(agent: TestAgent, input: Record<string, unknown>, files: OutgoingFile[]) {
  let request = agent
    .post('/graphql')
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify({ query: SEND_WITH_FILES, variables: { input, attachments: files.map(() => null) } }))
    .field('map', JSON.stringify(Object.fromEntries(files.map((_, index) => [String(index), [`variables.attachments.${index}`]]))));
  files.forEach((file, index) => {
    request = request.attach(String(index), file.bytes, file.name);
  });
  return request;
}

/**
 * POST /api/messages as multipart/form-data: the fields, then the files under `files` (or the
 * files first when `filesFirst`, as a form may send them).
 */
export function sendOverRest(agent: TestAgent, fields: Record<string, string>, files: OutgoingFile[], { filesFirst = false } = {}) {
  let request = agent.post('/api/messages');
  const addFields = () => {
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  };
  if (!filesFirst) addFields();
  for (const file of files) request = request.attach('files', file.bytes, file.name);
  if (filesFirst) addFields();
  return request;
}
