import { z } from 'zod';
import {
  LETTER_BODY_MAX_LENGTH,
  LETTER_REASON_MAX_LENGTH,
  LETTER_TEXT_MAX_BYTES,
  LETTER_TITLE_MAX_LENGTH,
  SIGNER_NAME_MAX_LENGTH,
  engagementLetterStatusValues,
  mergeFieldProblems,
  signatureKindValues,
} from './engagement-letter-values';
import { inspectSignatureImage, SIGNATURE_DATA_URL_MAX_LENGTH, signatureImageMessages } from './signature-image';
import { feeScheduleSchema } from './billing/fee-schedule';

/*
 * The inputs of engagement letters and their templates (docs/product.md#engagement-letters): the
 * web's forms and the api's services parse with these. The value lists and the merge fields are
 * in engagement-letter-values.ts.
 */

const id = (label: string) =>
  z
    .string(`Choose ${label.toLowerCase()} from the list`)
    .trim()
    .min(1, `Choose ${label.toLowerCase()} from the list`)
    .max(36, `${label} must be at most 36 characters`);

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const title = z
  .string('Title is required')
  .trim()
  .min(1, 'Title is required')
  .max(LETTER_TITLE_MAX_LENGTH, `Title must be at most ${LETTER_TITLE_MAX_LENGTH} characters`);

/** A template's Markdown: its length, what the database holds, and every merge field known and well written. */
const body = z
  .string('Body is required')
  .trim()
  .min(1, 'Body is required')
  .max(LETTER_BODY_MAX_LENGTH, `Body must be at most ${LETTER_BODY_MAX_LENGTH.toLocaleString('en-US')} characters`)
  .refine(
    (text) => utf8Bytes(text) <= LETTER_TEXT_MAX_BYTES,
    'Body is too long to store: with its accented letters and symbols it must be shorter',
  )
  .superRefine((text, context) => {
    for (const message of mergeFieldProblems(text)) context.addIssue({ code: 'custom', message });
  });

/**
 * A letter template: its title (the letter's title when sent), its Markdown with merge fields, and
 * what it charges, if anything (a fee schedule; left out or null: none).
 */
export const letterTemplateSchema = z.object({
  title,
  body,
  feeSchedule: feeScheduleSchema.nullish().transform((schedule) => schedule ?? null),
});

/**
 * A letter previewed for an engagement: from a stored template, or from a text being written (the
 * template editor's preview). Exactly one of the two.
 */
export const previewLetterSchema = z
  .object({
    engagementId: id('An engagement'),
    templateId: id('A template').nullish(),
    body: body.nullish(),
  })
  .superRefine((values, context) => {
    if (!values.templateId && !values.body)
      context.addIssue({ code: 'custom', path: ['templateId'], message: 'Choose a template, or write the text to preview' });
    if (values.templateId && values.body)
      context.addIssue({ code: 'custom', path: ['body'], message: 'Send either a template or a text to preview, not both' });
  });

/** A letter sent to an engagement's client from a template. */
export const sendLetterSchema = z.object({ engagementId: id('An engagement'), templateId: id('A template') });

const reason = z
  .string('Reason must be text')
  .trim()
  .max(LETTER_REASON_MAX_LENGTH, `Reason must be at most ${LETTER_REASON_MAX_LENGTH} characters`);

/** Staff withdraw a letter still waiting for the client, with a reason the client reads if they give one. */
export const withdrawLetterSchema = z.object({ reason: reason.nullish().transform((value) => value || null) });

/** The client declines a letter, saying why (staff read it). */
export const declineLetterSchema = z.object({
  reason: z
    .string('Tell us why you are declining the letter')
    .trim()
    .min(1, 'Tell us why you are declining the letter')
    .max(LETTER_REASON_MAX_LENGTH, `Reason must be at most ${LETTER_REASON_MAX_LENGTH} characters`),
});

const signatureMessages = {
  kind: 'Choose how to sign: draw your signature or type your name',
  drawn: 'Draw your signature',
  typed: 'Type your name as your signature',
};

/**
 * The signature: drawn (a PNG data URL, checked by its bytes: signature-image.ts) or typed (the
 * name in words). GraphQL sends both fields, one null; the answer keeps only the kind's own.
 */
const signature = z
  .object(
    {
      kind: z.enum(signatureKindValues, signatureMessages.kind),
      image: z.string('The signature image must be text').max(SIGNATURE_DATA_URL_MAX_LENGTH, signatureImageMessages.tooLarge).nullish(),
      text: z
        .string('The typed signature must be text')
        .trim()
        .max(SIGNER_NAME_MAX_LENGTH, `The typed signature must be at most ${SIGNER_NAME_MAX_LENGTH} characters`)
        .nullish(),
    },
    signatureMessages.kind,
  )
  .superRefine((value, context) => {
    if (value.kind === 'drawn') {
      if (!value.image) return void context.addIssue({ code: 'custom', path: ['image'], message: signatureMessages.drawn });
      // Said already by the length check above.
      if (value.image.length > SIGNATURE_DATA_URL_MAX_LENGTH) return;
      const image = inspectSignatureImage(value.image);
      if (!image.ok) context.addIssue({ code: 'custom', path: ['image'], message: image.message });
    } else if (!value.text || value.text.length < 2) {
      context.addIssue({ code: 'custom', path: ['text'], message: signatureMessages.typed });
    }
  })
  .transform((value) =>
    value.kind === 'drawn' ? { kind: 'drawn' as const, image: value.image! } : { kind: 'typed' as const, text: value.text! },
  );

/**
 * Signing: the signer's full name as they type it, their agreement to sign electronically (it
 * must be literally true) and the signature.
 */
export const signLetterSchema = z.object({
  fullName: z
    .string('Type your full name')
    .trim()
    .min(2, 'Type your full name')
    .max(SIGNER_NAME_MAX_LENGTH, `Your name must be at most ${SIGNER_NAME_MAX_LENGTH} characters`),
  agreeToSignElectronically: z.literal(true, 'Tick the box to agree to sign this letter electronically'),
  signature,
});

/** A form's "All" (an empty string) means no filter. */
const blankAsNothing = (value: unknown) => (value === '' ? undefined : value);
const optionalId = (label: string) =>
  z.preprocess(blankAsNothing, z.string(`${label} must be text`).trim().max(36, `${label} must be at most 36 characters`).nullish());

/** The letter list's filters; every one optional. `outstanding` keeps sent and viewed letters. */
export const engagementLetterFilterSchema = z.object({
  status: z.preprocess(blankAsNothing, z.enum(engagementLetterStatusValues, 'Choose a status from the list').nullish()),
  clientId: optionalId('Client'),
  engagementId: optionalId('Engagement'),
  outstanding: z.boolean('Outstanding must be true or false').nullish(),
  sentMoreThanDaysAgo: z
    .number('Days must be a number')
    .int('Days must be a whole number')
    .min(0, 'Days must be 0 or more')
    .max(36500, 'Days must be at most 36500')
    .meta({ format: 'int32' })
    .nullish(),
});
