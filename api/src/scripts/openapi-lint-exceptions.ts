import type { LintProblem } from './openapi-lint';

/**
 * The findings of the OpenAPI linters this API answers for by design, each with why (decision 018).
 * `applies` sees the finding and the document; an exception that no longer matches any finding
 * fails openapi-lint.test.ts, so the list cannot outlive its reasons.
 */
export interface LintException {
  rule: string;
  why: string;
  applies: (problem: LintProblem, document: OpenApiLike) => boolean;
}

/** What the exceptions read of a document: its operations' security. */
export interface OpenApiLike {
  paths?: object;
}

type Operations = Record<string, Record<string, { security?: unknown[] } | undefined> | undefined>;

/** The operation a finding points into (`#/paths/<path>/<method>/…`), if it points into one. */
function operationAt(at: string, document: OpenApiLike): { security?: unknown[] } | undefined {
  const [, where, path, method] = at.split('/');
  if (where !== 'paths' || !path || !method) return undefined;
  const decoded = path.replaceAll('~1', '/').replaceAll('~0', '~');
  return (document.paths as Operations | undefined)?.[decoded]?.[method];
}

/** The value a JSON pointer (`#/a/b~1c`) names in the document. */
function valueAt(at: string, document: object): unknown {
  const parts = at.replace(/^#\/?/, '').split('/').filter(Boolean);
  let value: unknown = document;
  for (const part of parts) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return value;
}

/** A string the document bounds by its length. */
const hasMaxLength = (problem: LintProblem, document: OpenApiLike) => {
  const schema = valueAt(problem.at, document);
  return typeof schema === 'object' && schema !== null && typeof (schema as { maxLength?: unknown }).maxLength === 'number';
};

/** A whole answer that is not JSON: a file, a PDF, a calendar entry, a page. */
const wholeBodyNotJson = (problem: LintProblem) =>
  /\/responses\/\d+\/content\/(?!application~1(problem\+)?json\/)[^/]+\/schema$/.test(problem.at);

const WHOLE_FILES =
  'A file or page answered as it is (a document, a PDF, a calendar entry, the reference page) is one body, not a field: its size is ' +
  'the file’s, bounded where it was uploaded or made (the upload limits, docs/integrations.md), not a string a caller could stretch.';

/** The answer of a GET that is a list: the whole array, not a list inside a record. */
const listAnswer = (problem: LintProblem) => /^#\/paths\/[^/]+\/get\/responses\/200\/content\/application~1json\/schema$/.test(problem.at);

/** An operation the document declares open to anyone (`anyone` in http/openapi/security.ts): `security: []`. */
const openToAnyone = (problem: LintProblem, document: OpenApiLike) => operationAt(problem.at, document)?.security?.length === 0;

const PUBLIC_BY_DESIGN =
  'Open to anyone on purpose (`security: []`): signing in and resetting a password, the public forms, the published articles, ' +
  'this reference, a document’s signed download link, and the payment providers’ notifications, which are proved by their own ' +
  'signatures and a confirmation call back to the provider (docs/billing.md), not by a caller’s credentials. None can answer 401.';

export const lintExceptions: LintException[] = [
  {
    rule: 'owasp:api4:2023-string-restricted',
    why:
      'Free text (names, messages, descriptions, addresses, reasons) has no format or pattern to hold it to; its bound is its ' +
      'maxLength, which string-limit requires of every string. Set aside only for a string that has one: ids, instants, days, ' +
      'e-mail addresses and codes carry their format, pattern or value list.',
    applies: hasMaxLength,
  },
  { rule: 'owasp:api4:2023-string-limit', why: WHOLE_FILES, applies: wholeBodyNotJson },
  {
    rule: 'owasp:api4:2023-array-limit',
    why:
      'A list asked for without `first` answers every record the caller may see, as the REST facade’s lists always have: the ' +
      'records of one client, or of the clients an advisor serves, not a number a caller can stretch. A caller that wants a bound ' +
      'asks for a page (`first`, at most 100); the lists answered only a page at a time carry that maxItems.',
    applies: listAnswer,
  },
  { rule: 'owasp:api4:2023-string-restricted', why: WHOLE_FILES, applies: wholeBodyNotJson },
  { rule: 'owasp:api2:2023-read-restricted', why: PUBLIC_BY_DESIGN, applies: openToAnyone },
  { rule: 'owasp:api2:2023-write-restricted', why: PUBLIC_BY_DESIGN, applies: openToAnyone },
  { rule: 'owasp:api8:2023-define-error-responses-401', why: PUBLIC_BY_DESIGN, applies: openToAnyone },
  {
    rule: 'owasp:api8:2023-define-cors-origin',
    why:
      'The API answers no cross-origin request: it sends no Access-Control-Allow-Origin, so browsers keep other sites out, and ' +
      'systems other than a browser call it with a token, to which CORS does not apply. Declaring the header would describe an answer the server never gives.',
    applies: () => true,
  },
  {
    rule: 'owasp:api5:2023-admin-security-unique',
    why:
      'An administrator signs in like everyone else, with a session or their own token; what sets the /admin operations apart is the ' +
      'administrator role, checked on every call and named in each operation’s `x-roles`, not another kind of credential.',
    applies: () => true,
  },
  {
    rule: 'no-ambiguous-paths',
    why:
      '/api/bank-statements/accounts/{id} and /api/bank-statements/{accountId}/import overlap only for an account whose id is "accounts"; ' +
      'account ids are UUIDs, and the routes answer different methods.',
    applies: (problem) => problem.at.includes('bank-statements'),
  },
];
