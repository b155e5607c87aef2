import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  SendMessageDocument,
  type MessageCardFragment,
  type SendMessageInput,
  type SendMessageMutation,
  type SendMessageMutationVariables,
} from '../../../graphql/generated';
import { persistedQueryExtensions } from '../../../lib/persisted-queries';

export interface ServerError {
  message: string;
  extensions?: { code?: string; fieldErrors?: { path: string; message: string }[] };
}

/** Why a message with files was not sent: the server's errors, as Apollo would report them. */
export class SendMessageError extends Error {
  constructor(readonly graphQLErrors: ServerError[]) {
    super(graphQLErrors[0]?.message ?? 'Failed to send message');
    this.name = 'SendMessageError';
  }
}

/**
 * sendMessage with files, as a GraphQL multipart request (operations, map, 0…n): Apollo Client's
 * own link sends no files. Apollo's CSRF guard needs `apollo-require-preflight` on every
 * multipart request; built with the manifest of trusted documents, the mutation goes as its id.
 */
export async function sendMessageWithFiles(
  input: SendMessageInput,
  files: readonly File[],
  { url = '/graphql' }: { url?: string } = {},
): Promise<MessageCardFragment> {
  const variables: SendMessageMutationVariables = { input, attachments: files.map(() => null) };
  const extensions = persistedQueryExtensions('SendMessage');
  const operation = extensions
    ? { operationName: 'SendMessage', extensions, variables }
    : { operationName: 'SendMessage', query: sendQuery(), variables };
  const body = new FormData();
  body.append('operations', JSON.stringify(operation));
  body.append('map', JSON.stringify(Object.fromEntries(files.map((_, index) => [String(index), [`variables.attachments.${index}`]]))));
  files.forEach((file, index) => body.append(String(index), file, file.name));

  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } });
  } catch {
    throw new SendMessageError([{ message: 'Network error occurred. Please try again.' }]);
  }
  const answer = (await response.json().catch(() => null)) as { data?: SendMessageMutation | null; errors?: ServerError[] } | null;
  if (answer?.data?.sendMessage && !answer.errors?.length) return answer.data.sendMessage;
  throw new SendMessageError(
    answer?.errors?.length ? answer.errors : [{ message: `${response.status}: ${response.statusText || 'The message could not be sent'}` }],
  );
}

let printedQuery: string | undefined;

/** The mutation as Apollo Client would send it: with __typename, so the cache can store the answer. */
function sendQuery(): string {
  printedQuery ??= print(addTypenameToDocument(SendMessageDocument));
  return printedQuery;
}
