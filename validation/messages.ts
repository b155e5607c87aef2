import { z } from 'zod';
import {
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_RECIPIENT_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  PARENT_MESSAGE_NOT_FOUND,
  RECIPIENT_REQUIRED,
} from './message-values';

export * from './message-values';

const recipient = z
  .string({ error: RECIPIENT_REQUIRED })
  .trim()
  .max(MESSAGE_RECIPIENT_MAX_LENGTH, `Recipient must be at most ${MESSAGE_RECIPIENT_MAX_LENGTH} characters`);

const subject = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .max(MESSAGE_SUBJECT_MAX_LENGTH, `Subject must be at most ${MESSAGE_SUBJECT_MAX_LENGTH} characters`);

const content = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(MESSAGE_CONTENT_MAX_LENGTH, `Message must be at most ${MESSAGE_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`);

const parentMessageId = z
  .string('The message you are replying to must be an id')
  .trim()
  .max(36, PARENT_MESSAGE_NOT_FOUND)
  .nullish()
  .transform((value) => value || null);

/**
 * The compose dialog (docs/product.md#messages, docs/product.md#message-fields): recipient (a user
 * id or an e-mail address), subject and message are all required; a reply also carries the id of
 * the message it answers.
 */
export const composeMessageSchema = z.object({
  recipientId: recipient.min(1, RECIPIENT_REQUIRED),
  subject,
  content,
  parentMessageId,
});

/**
 * What the api accepts (POST /api/messages, sendMessage): the same fields, except that a reply
 * may leave the recipient out, which then defaults to the other party of the message it answers.
 */
export const sendMessageSchema = z
  .object({
    recipientId: recipient.nullish().transform((value) => value || null),
    subject,
    content,
    parentMessageId,
  })
  .superRefine((values, context) => {
    if (!values.recipientId && !values.parentMessageId)
      context.addIssue({ code: 'custom', path: ['recipientId'], message: RECIPIENT_REQUIRED });
  });

export type ComposeMessageInput = z.input<typeof composeMessageSchema>;
export type ComposeMessageValues = z.output<typeof composeMessageSchema>;

/** Which side of the mailbox: messages the viewer received, or sent. */
export const messageDirectionValues = ['received', 'sent'] as const;

/**
 * The list's filters, every one optional; search matches subject and content in any case
 * (docs/product.md#search-and-filters).
 */
export const messageFilterSchema = z.object({
  search: z.string('Search must be text').trim().max(255, 'Search must be at most 255 characters').nullish(),
  unreadOnly: z.boolean('unreadOnly must be true or false').nullish(),
  direction: z.enum(messageDirectionValues, 'direction must be received or sent').nullish(),
});

export const recipientSearchSchema = z.object({
  search: z.string('Search must be text').trim().max(255, 'Search must be at most 255 characters').nullish(),
});
