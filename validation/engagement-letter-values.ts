import { firmIdentity } from './firm-identity';
import { fullNameOf } from './people';
import { southAfricanDateAndTime } from './south-africa-time';

/*
 * Engagement letters' value lists and their merge fields (docs/product.md#engagement-letters),
 * apart from the zod schemas (engagement-letters.ts), so that a page that only labels letters or
 * offers the merge fields does not load zod.
 */

/**
 * A letter's life: sent (waiting for the client), viewed (the client opened it), then signed or
 * declined by the client; sent and viewed letters may be withdrawn by staff. A sent letter's text
 * never changes.
 */
export const engagementLetterStatusValues = ['sent', 'viewed', 'signed', 'declined', 'withdrawn'] as const;
export type EngagementLetterStatusValue = (typeof engagementLetterStatusValues)[number];

/** Letters still waiting for the client's signature: what "Waiting for you" lists. */
export const outstandingLetterStatuses: readonly EngagementLetterStatusValue[] = ['sent', 'viewed'];

/** How the client signed: a signature drawn on the screen (a PNG), or their name typed. */
export const signatureKindValues = ['drawn', 'typed'] as const;
export type SignatureKindValue = (typeof signatureKindValues)[number];

export const LETTER_TITLE_MAX_LENGTH = 200;
export const LETTER_BODY_MAX_LENGTH = 50_000;
/**
 * What a text column holds on MySQL and MariaDB (64 KB, counted in UTF-8 bytes): a body of 50,000
 * characters fits unless it is full of accented letters or symbols, which take two or more bytes.
 */
export const LETTER_TEXT_MAX_BYTES = 65_535;
export const LETTER_REASON_MAX_LENGTH = 1000;
export const SIGNER_NAME_MAX_LENGTH = 200;

/**
 * The merge fields a template may use, written `{{client.fullName}}` in its Markdown: each is
 * replaced by the engagement's value when a letter is previewed or sent. One list for the web's
 * editor (which offers them with these descriptions), the api's checks and the docs.
 */
export const letterMergeFields = [
  { name: 'client.firstName', description: 'The client’s first name' },
  { name: 'client.lastName', description: 'The client’s last name' },
  { name: 'client.fullName', description: 'The client’s first and last name' },
  { name: 'client.email', description: 'The client’s e-mail address' },
  { name: 'company.name', description: 'The name of the client’s company' },
  { name: 'company.registrationNumber', description: 'The company’s CIPC registration number' },
  { name: 'company.taxNumber', description: 'The company’s SARS income tax reference number' },
  { name: 'engagement.title', description: 'The engagement’s title' },
  { name: 'engagement.description', description: 'The engagement’s description' },
  { name: 'engagement.service', description: 'The name of the firm service the engagement is for' },
  { name: 'engagement.fee', description: 'The engagement’s total fee, such as R 12 500.00' },
  { name: 'engagement.startDate', description: 'The day the engagement starts, such as 1 March 2026 (SAST)' },
  { name: 'engagement.dueDate', description: 'The day the engagement is due, such as 30 June 2026 (SAST)' },
  { name: 'firm.name', description: `The firm’s name (${firmIdentity.name})` },
  { name: 'firm.address', description: 'The head office’s address, on one line' },
  { name: 'firm.phone', description: 'The head office’s telephone number' },
  { name: 'firm.email', description: 'The firm’s e-mail address' },
  { name: 'today', description: 'The day the letter is sent, such as 26 November 2026 (SAST)' },
] as const;

export type LetterMergeFieldName = (typeof letterMergeFields)[number]['name'];

const MERGE_FIELD_NAMES: ReadonlySet<string> = new Set(letterMergeFields.map((field) => field.name));

export const isLetterMergeField = (name: string): name is LetterMergeFieldName => MERGE_FIELD_NAMES.has(name);

/** `{{ … }}` with no brace inside: a merge field, well formed or not. */
const MERGE_FIELD = /\{\{([^{}]*)\}\}/g;

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * What is wrong with a template's merge fields, one sentence per problem (none when every field
 * is known and well formed): an unknown field names itself, a `{{` or `}}` left over names the
 * text around it.
 */
export function mergeFieldProblems(body: string): string[] {
  const problems: string[] = [];
  const unknown: string[] = [];
  for (const [, inner] of body.matchAll(MERGE_FIELD)) {
    const name = inner.trim();
    if (name === '')
      problems.push('An empty merge field {{}} is in the text: write a field’s name between the braces, such as {{client.fullName}}');
    else if (!isLetterMergeField(name) && !unknown.includes(name)) unknown.push(name);
  }
  if (unknown.length > 0) {
    const names = unknown.map((name) => `{{${shown(name)}}}`);
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    problems.push(
      `Unknown merge field${names.length === 1 ? '' : 's'} ${list}: use the fields offered beside the text, such as {{client.fullName}}`,
    );
  }
  const rest = body.replace(MERGE_FIELD, ' ');
  const stray = /\{\{|\}\}/.exec(rest);
  if (stray) {
    const around = rest
      .slice(Math.max(0, stray.index - 20), stray.index + 40)
      .replace(/\s+/g, ' ')
      .trim();
    problems.push(`A merge field is not written right near “${shown(around)}”: write merge fields as {{client.fullName}}`);
  }
  return problems;
}

/** The merge fields a text uses, each once, in the order they first appear. */
export function mergeFieldsIn(body: string): LetterMergeFieldName[] {
  const found: LetterMergeFieldName[] = [];
  for (const [, inner] of body.matchAll(MERGE_FIELD)) {
    const name = inner.trim();
    if (isLetterMergeField(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

/**
 * A value as Markdown text that reads as itself: the characters that could start emphasis, a
 * link, code, an HTML tag or an entity are escaped with a backslash (CommonMark allows it before
 * any punctuation), and so is what would start a heading, a list, a quote or a rule at the start of
 * a line. Line breaks become spaces, so a value never starts a block of its own.
 */
export function escapeMarkdownText(value: string): string {
  const oneLine = value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const inline = oneLine.replace(/[\\`*_{}[\]<>()!&|~]/g, (character) => `\\${character}`);
  return inline.replace(/^([#+=>-])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}

/** What a merge gives: the letter's text, or the fields the engagement has no value for. */
export type MergedLetter = { text: string; missing: [] } | { text: null; missing: LetterMergeFieldName[] };

/**
 * The template's text with each merge field replaced by its value, escaped as Markdown text
 * (escapeMarkdownText), in one pass: a value that itself looks like a merge field stays text. A
 * field whose value is missing or blank is not replaced by nothing: the merge answers the fields
 * missing, and the letter is not sent (docs/product.md#merge-fields). Call it on a text without
 * mergeFieldProblems.
 */
export function mergeLetter(body: string, values: Partial<Record<LetterMergeFieldName, string | null>>): MergedLetter {
  const missing = mergeFieldsIn(body).filter((name) => !values[name]?.trim());
  if (missing.length > 0) return { text: null, missing };
  const text = body.replace(MERGE_FIELD, (whole, inner: string) => {
    const name = inner.trim();
    return isLetterMergeField(name) ? escapeMarkdownText(values[name] ?? '') : whole;
  });
  return { text, missing: [] };
}

/** Why a field has no value, as the refusal to send names it: "company.registrationNumber has no value for this client". */
export function missingValueMessage(name: LetterMergeFieldName): string {
  const whose = name.startsWith('engagement.') ? 'this engagement' : 'this client';
  return `${name} has no value for ${whose}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The SAST calendar day of an instant as a letter writes it: "1 March 2026". */
export function formatLetterDate(instant: Date): string {
  const [year, month, day] = southAfricanDateAndTime(instant).date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** A calendar day written YYYY-MM-DD as a letter writes it: "2026-03-01" is "1 March 2026". */
export function formatLetterDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** A month written YYYY-MM as a letter writes it: "2026-12" is "December 2026". */
export function formatLetterMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTHS[number - 1]} ${year}`;
}

/** An instant to the second in SAST, as the signing evidence writes it: "26 November 2026, 14:05:09 SAST". */
export function formatSigningTime(instant: Date): string {
  const seconds = String(instant.getUTCSeconds()).padStart(2, '0');
  return `${formatLetterDate(instant)}, ${southAfricanDateAndTime(instant).time}:${seconds} SAST`;
}

/** The firm's merge fields: the same for every letter. */
export function firmMergeValues(): Pick<Record<LetterMergeFieldName, string>, 'firm.name' | 'firm.address' | 'firm.phone' | 'firm.email'> {
  return {
    'firm.name': firmIdentity.name,
    'firm.address': firmIdentity.headOffice.addressLines.join(', '),
    'firm.phone': firmIdentity.headOffice.phone.display,
    'firm.email': firmIdentity.headOffice.email,
  };
}

/** The client's merge fields from their user row. */
export function clientMergeValues(client: { firstName: string; lastName: string; email: string }) {
  return {
    'client.firstName': client.firstName,
    'client.lastName': client.lastName,
    'client.fullName': fullNameOf(client),
    'client.email': client.email,
  } satisfies Partial<Record<LetterMergeFieldName, string>>;
}
