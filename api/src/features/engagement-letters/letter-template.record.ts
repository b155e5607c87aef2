import { customField, describeRecord, idField, instantField, privacy, textField } from '../../records/record-description';
import { FeeScheduleType, feeScheduleRecord } from '../billing';
import { restShapeOf } from '../../records/rest-shape';
import { LetterTemplate } from './letter-template.entity';
import { columnLength } from '../../records/column-bounds';
import { LETTER_TEXT_MAX_BYTES, letterMergeFields } from '../../../../validation/engagement-letter-values';

// The firm's own texts, with merge fields where a client's details go: nothing in them is about a person.
const FIRMS = { privacy: privacy.notPersonal } as const;

/** A letter template, as both APIs and the OpenAPI document show it (/api/letter-templates). */
export const letterTemplateDescription = describeRecord({
  name: 'LetterTemplate',
  description: 'A letter the firm sends again and again: a title, Markdown with merge fields, and what it charges',
  entity: LetterTemplate,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The template id', FIRMS),
    title: textField('The letter’s title, such as "Tax return engagement letter"', FIRMS),
    body: textField('The letter in Markdown, with merge fields such as {{client.fullName}}', FIRMS),
    feeSchedule: customField(
      feeScheduleRecord.nullable(),
      () => FeeScheduleType,
      'What letters sent from it charge once signed: their engagement bills itself by it; null for nothing',
      { nullable: true, ...FIRMS },
    ),
    createdAt: instantField('When it was created', FIRMS),
    updatedAt: instantField('When it last changed', FIRMS),
  },
});

/** A letter template as REST answers it (/api/letter-templates), in the order the JSON carries it. */
export const letterTemplateRecord = restShapeOf(letterTemplateDescription);

const IN_THE_LIST = { computedBy: 'letterMergeFields (validation/engagement-letter-values.ts), as listed there' } as const;
const longest = (text: (field: (typeof letterMergeFields)[number]) => string) =>
  Math.max(...letterMergeFields.map((field) => text(field).length));

/** One merge field a template may use (GET /api/letter-templates/merge-fields, letterMergeFields in GraphQL). */
export const letterMergeFieldDescription = describeRecord({
  name: 'LetterMergeField',
  description: 'A merge field a letter template may use, written {{name}}',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    name: textField('Its name, written {{name}} in a template, such as client.fullName', {
      ...IN_THE_LIST,
      maxLength: longest((field) => field.name),
    }),
    description: textField('What it is replaced with when a letter is sent', {
      ...IN_THE_LIST,
      maxLength: longest((field) => field.description),
    }),
  },
});

export const letterMergeFieldRecord = restShapeOf(letterMergeFieldDescription);

const PREVIEWED = { computedBy: 'preview (engagement-letters.service.ts): the template or text with every merge field filled in' } as const;

/** A letter previewed for an engagement (POST /api/engagement-letters/preview, previewEngagementLetter in GraphQL). */
export const letterPreviewDescription = describeRecord({
  name: 'LetterPreview',
  description: 'A letter as it would be sent for an engagement: every merge field filled in',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    title: textField('The template’s title; null when a text was previewed', {
      nullable: true,
      ...PREVIEWED,
      maxLength: columnLength(LetterTemplate, 'title'),
    }),
    // Refused beyond LETTER_TEXT_MAX_BYTES once merged (compose): never more characters than bytes.
    body: textField('The letter in Markdown as it would be sent: every merge field replaced with its value', {
      ...PREVIEWED,
      maxLength: LETTER_TEXT_MAX_BYTES,
    }),
    bodyHtml: textField('The body as HTML, as the client will see the letter', {
      computedBy: 'letterHtml (letter-markdown.ts), from body (engagement-letters.resolver.ts)',
      notInRest: 'the preview as the portal shows it; REST integrators get the Markdown (body)',
    }),
  },
});

/** A letter previewed, as REST answers it, in the order the JSON carries it. */
export const letterPreviewRecord = restShapeOf(letterPreviewDescription);
