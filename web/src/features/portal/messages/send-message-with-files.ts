import {
  SendMessageDocument,
  type MessageCardFragment,
  type SendMessageInput,
  type SendMessageMutation,
  type SendMessageMutationVariables,
} from '../../../graphql/generated';
import { multipartBody } from '../../../lib/graphql-multipart';

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
 * sendMessage with files, as a GraphQL multipart request (lib/graphql-multipart.ts): Apollo
 * Client's own link sends no files. Apollo's CSRF guard needs `apollo-require-preflight` on every
 * multipart request.
 */
export async function sendMessageWithFiles(
  input: SendMessageInput,
  files: readonly File[],
  { url = '/graphql' }: { url?: string } = {},
): Promise<MessageCardFragment> {
  const variables: SendMessageMutationVariables = { input, attachments: files.map(() => null) };
  const body = multipartBody(
    { operationName: 'SendMessage', document: SendMessageDocument, variables },
    files.map((file, index) => [`attachments.${index}`, file] as const),
  );

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
