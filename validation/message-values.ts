// The messages' limits, texts and reply subject, apart from their zod schemas (messages.ts): the
// messages page names a reply's subject without pulling zod and the schemas into its first screen.

/** docs/product.md#messages-record: subject is varchar(255); content is a text column. */
export const MESSAGE_SUBJECT_MAX_LENGTH = 255;
/** A MySQL TEXT column holds 65,535 bytes: 10,000 characters fit even at four bytes each. */
export const MESSAGE_CONTENT_MAX_LENGTH = 10_000;
/** A user id (36) or an e-mail address (users.email is varchar(255)). */
export const MESSAGE_RECIPIENT_MAX_LENGTH = 255;

export const RECIPIENT_REQUIRED = 'Recipient is required';
export const RECIPIENT_NOT_FOUND = 'Recipient not found';
export const RECIPIENT_IS_SELF = 'You cannot send a message to yourself';
export const PARENT_MESSAGE_NOT_FOUND = 'The message you are replying to was not found';

/** Subjects of replies read "Re: <original>": any "Re:" already in front is not repeated. */
export function replySubject(subject: string | null | undefined): string {
  const original = (subject ?? '').replace(/^\s*(re\s*:\s*)+/i, '').trim();
  return `Re: ${original}`.slice(0, MESSAGE_SUBJECT_MAX_LENGTH);
}
