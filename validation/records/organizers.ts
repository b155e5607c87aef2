import { z } from 'zod';
import { organizerQuestionKindValues, organizerStatusValues } from '../organizer-values';

/*
 * Organizers as REST answers them (/api/organizers, /api/organizer-templates), in the order the
 * JSON carries them. The routes' JSON functions (api/src/features/organizers/organizers.routes.ts)
 * are built from these; record-shapes.test.ts compares each with its GraphQL type.
 */

const question = z.strictObject({
  key: z.string().describe('The question’s key, stable within the template: its answer is stored under it'),
  kind: z
    .enum(organizerQuestionKindValues)
    .describe('yes_no, short_text, long_text, number, amount (rand), date, single_choice, multiple_choice or file'),
  label: z.string().describe('The question as the client reads it'),
  help: z.string().nullable().describe('More about what is asked, shown under the question'),
  required: z.boolean().describe('Whether it must be answered (when shown) before the organizer can be submitted'),
  choices: z.array(z.string()).describe('The options of a single_choice or multiple_choice question; empty for the others'),
  counts: z
    .boolean()
    .describe(
      'A number question that counts things: its answer is a whole number, 0 or more. false for one that measures (any number) and for the other kinds',
    ),
  shownIfYesTo: z
    .string()
    .nullable()
    .describe('Asked only when the answer to this earlier yes/no question (its key) is yes; null when always asked'),
});

const section = z.strictObject({
  title: z.string().describe('The section’s title, such as "Medical aid"'),
  description: z.string().nullable().describe('What the section is about'),
  questions: z.array(question).describe('Its questions, in order'),
});

/** An organizer template (/api/organizer-templates). */
export const organizerTemplateRecord = z.strictObject({
  id: z.string().describe('The template id'),
  title: z.string().describe('Its title, the organizer’s title when sent'),
  description: z.string().nullable().describe('What it is for, shown to the client above the questions'),
  sections: z.array(section).describe('Its sections of questions, in order'),
  createdAt: z.iso.datetime().describe('When it was created'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});

/** How far the client is: the visible questions answered, of all visible ones. */
export const organizerProgressRecord = z.strictObject({
  answered: z.int().describe('The questions shown that have an answer'),
  total: z.int().describe('The questions shown (a question hidden by its condition does not count)'),
});

/** A note staff left on a question when they reopened the organizer. */
const reviewNote = z.strictObject({
  questionKey: z.string().describe('The question it is about'),
  note: z.string().describe('What needs another look'),
});

/** An organizer sent to a client (/api/organizers); its answers are at /api/organizers/{id}/answers. */
export const organizerRecord = z.strictObject({
  id: z.string().describe('The organizer id'),
  engagementId: z.string().describe('The engagement it is for'),
  clientId: z.string().describe('The client it was sent to (a user id)'),
  templateId: z.string().nullable().describe('The template it was made from; null once that template is deleted'),
  sentBy: z.string().nullable().describe('Who sent it (a user id); null once that user is gone'),
  title: z.string().describe('Its title, fixed when sent'),
  description: z.string().nullable().describe('What it is for, fixed when sent'),
  sections: z.array(section).describe('Its sections and questions as the template held them when sent; never changed'),
  status: z
    .enum(organizerStatusValues)
    .describe('sent, in_progress (answering), submitted (answers locked), reopened (staff asked for another look) or cancelled'),
  dueDate: z.string().describe('The day it is due, YYYY-MM-DD (SAST): overdue from the next day'),
  isOverdue: z.boolean().describe('Still waiting for the client after its due day (SAST)'),
  progress: organizerProgressRecord.describe('How far the client is'),
  sentAt: z.iso.datetime().describe('When it was sent'),
  submittedAt: z.iso.datetime().nullable().describe('When the client last submitted it'),
  reopenedAt: z.iso.datetime().nullable().describe('When staff last reopened it'),
  reopenedBy: z.string().nullable().describe('Who last reopened it (a user id)'),
  reopenMessage: z.string().nullable().describe('What staff wrote to the client when they last reopened it'),
  reviewNotes: z.array(reviewNote).describe('The questions staff asked to look at again when they last reopened it, each with its note'),
  cancelledAt: z.iso.datetime().nullable().describe('When staff cancelled it'),
  cancelledBy: z.string().nullable().describe('Who cancelled it (a user id)'),
  cancellationReason: z.string().nullable().describe('Why, if staff said'),
  createdAt: z.iso.datetime().describe('When the record was created'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});

/** One answer (/api/organizers/{id}/answers). */
export const organizerAnswerRecord = z.strictObject({
  organizerId: z.string().describe('The organizer it belongs to'),
  questionKey: z.string().describe('The question it answers'),
  value: z
    .unknown()
    .describe(
      'By the question’s kind: true or false; text; a number (a whole number, 0 or more, when the question counts); an amount in rand (a number, two decimals at most); a date YYYY-MM-DD; the choice; a list of choices; null for a file question or no answer',
    ),
  documentIds: z
    .array(z.string())
    .describe('A file question’s answer: the client’s documents uploaded against it (GET /api/documents/:id)'),
  answeredBy: z.string().nullable().describe('Who gave the answer (a user id)'),
  answeredAt: z.iso.datetime().describe('When it was last saved'),
});

/** What saving one answer answers: the answer as saved, the organizer's new progress and status. */
export const organizerAnswerResultRecord = z.strictObject({
  answer: organizerAnswerRecord.describe('The answer as saved'),
  progress: organizerProgressRecord.describe('The organizer’s progress after the answer'),
  status: z.enum(organizerStatusValues).describe('The organizer’s status after the answer (sent becomes in_progress)'),
});
