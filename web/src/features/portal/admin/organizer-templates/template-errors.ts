import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { organizerTemplateSchema } from '@validation/organizers';
import type { FieldErrorMessage } from '../../../../lib/graphql-errors';
import { schemaInputOf, type TemplateForm, type TemplateValues } from './template-form';

/*
 * Where the schema's and the server's messages go in the editor, and how each is named. Both
 * speak in the schema's paths (sections.1.questions.2.key, docs/product.md#organizer-templates),
 * which are the form's own but for two things: a message about one choice belongs to the choices
 * box, and one about a whole list (no question in a section) to that list's `root`.
 */

/** The question's fields in the order the editor shows them: the summary lists their messages so. */
const QUESTION_FIELDS = ['label', 'key', 'kind', 'choices', 'counts', 'help', 'shownIfYesTo', 'required'] as const;

const PLACED = new RegExp(
  `^(title|description|sections\\.root|sections\\.\\d+\\.(title|description|questions\\.root)|sections\\.\\d+\\.questions\\.\\d+\\.(${QUESTION_FIELDS.join('|')}))$`,
);

/** The form's path for a schema or server path (segments, or joined by dots). */
export function formPathOf(path: readonly PropertyKey[] | string): string {
  const segments = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean);
  const choices = segments.indexOf('choices');
  const joined = (choices >= 0 ? segments.slice(0, choices + 1) : segments).join('.');
  return /^sections(\.\d+\.questions)?$/.test(joined) ? `${joined}.root` : joined;
}

const isPlaced = (path: string) => PLACED.test(path);

/**
 * Checks the form with the shared schema, as the server will. Each field keeps the first message
 * about it (the one to fix first), under the field's own path.
 */
export const templateResolver: Resolver<TemplateForm, unknown, TemplateValues> = (form) => {
  const result = organizerTemplateSchema.safeParse(schemaInputOf(form));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<TemplateForm> = {};
  for (const issue of result.error.issues) {
    const path = formPathOf(issue.path);
    const at = isPlaced(path) ? path : 'root';
    if (messageAt(errors, at) === undefined) set(errors, at, { type: 'validate', message: issue.message });
  }
  return { values: {}, errors };
};

/**
 * Sorts the server's field messages: those the form can show beside a field (with their form path),
 * and the others, to be said above the buttons.
 */
export function placeServerErrors(fieldErrors: readonly FieldErrorMessage[]) {
  const placed: { path: string; message: string }[] = [];
  const unplaced: string[] = [];
  for (const { path, message } of fieldErrors) {
    const formPath = formPathOf(path);
    if (isPlaced(formPath)) placed.push({ path: formPath, message });
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

/** The message held at a form path (`sections.0.questions.root`), if any. */
export function messageAt(errors: FieldErrors<TemplateForm>, path: string): string | undefined {
  let node: unknown = errors;
  for (const segment of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** Where a message is, in words: "Section 2, question 3", "Section 2", or nothing for the template's own fields. */
function placeOf(path: string): string | null {
  const [, section, question] = /^sections\.(\d+)(?:\.questions\.(\d+))?/.exec(path) ?? [];
  if (section === undefined) return null;
  return question === undefined ? `Section ${Number(section) + 1}` : `Section ${Number(section) + 1}, question ${Number(question) + 1}`;
}

export interface NamedError {
  /** The field to focus; null for a message about the whole template. */
  path: string | null;
  /** "Section 2, question 3: Question key is required". */
  text: string;
}

/** Every message the form holds, in the order of the fields, each saying where it is. */
export function namedErrors(errors: FieldErrors<TemplateForm>, form: TemplateForm): NamedError[] {
  const paths = [
    'title',
    'description',
    'sections.root',
    ...form.sections.flatMap((section, sectionIndex) => [
      `sections.${sectionIndex}.title`,
      `sections.${sectionIndex}.description`,
      `sections.${sectionIndex}.questions.root`,
      ...section.questions.flatMap((_question, questionIndex) =>
        QUESTION_FIELDS.map((field) => `sections.${sectionIndex}.questions.${questionIndex}.${field}`),
      ),
    ]),
    'root',
  ];
  return paths.flatMap((path) => {
    const message = messageAt(errors, path);
    if (!message) return [];
    const place = placeOf(path);
    const focusable = !path.endsWith('root') && !path.endsWith('.required');
    return [{ path: focusable ? path : null, text: place ? `${place}: ${message}` : message }];
  });
}
