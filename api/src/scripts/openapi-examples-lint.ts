import { exampleProblems } from '../http/openapi/examples';
import type { LintProblem } from './openapi-lint';

/**
 * The document's own rule on examples (docs/integrations.md#examples), beside Spectral's and
 * Redocly's: every JSON or form body and every JSON answer, of every operation and webhook, shows
 * an example (`example-missing`), and every example written is one its zod schema accepts
 * (`example-invalid`). Spectral and Redocly check the same examples against the JSON Schema the
 * document shows; this checks them against the schema the server itself parses and answers by.
 */

/** The media types a person reads an example of: files and pages are shown by their type alone. */
const EXAMPLE_MEDIA_TYPES = new Set(['application/json', 'application/problem+json', 'multipart/form-data']);

interface MediaOwner {
  content?: Record<string, { example?: unknown; examples?: unknown }>;
  $ref?: string;
}
interface OperationLike {
  requestBody?: MediaOwner;
  responses?: Record<string, MediaOwner>;
}
interface DocumentWithExamples {
  paths?: Record<string, Record<string, unknown> | undefined>;
  webhooks?: Record<string, Record<string, unknown> | undefined>;
  components?: { responses?: Record<string, MediaOwner> };
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

const escape = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

function missingIn(owner: MediaOwner | undefined, at: string): LintProblem[] {
  // A response component ($ref) is checked once, where it is defined.
  if (!owner?.content) return [];
  return Object.entries(owner.content)
    .filter(([type, media]) => EXAMPLE_MEDIA_TYPES.has(type) && media.example === undefined && media.examples === undefined)
    .map(([type]) => ({
      linter: 'examples' as const,
      rule: 'example-missing',
      message: `The ${type} content shows no example: give its schema one (withExample, http/openapi/examples.ts)`,
      at: `${at}/content/${escape(type)}`,
    }));
}

function operationsOf(section: DocumentWithExamples['paths'], root: string): [string, OperationLike][] {
  return Object.entries(section ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]): [string, OperationLike] => [`#/${root}/${escape(path)}/${method}`, operation as OperationLike]),
  );
}

/** Every body or answer of the document without an example. */
export function missingExamples(document: DocumentWithExamples): LintProblem[] {
  const operations = [...operationsOf(document.paths, 'paths'), ...operationsOf(document.webhooks, 'webhooks')];
  return [
    ...operations.flatMap(([at, operation]) => [
      ...missingIn(operation.requestBody, `${at}/requestBody`),
      ...Object.entries(operation.responses ?? {}).flatMap(([status, response]) => missingIn(response, `${at}/responses/${status}`)),
    ]),
    ...Object.entries(document.components?.responses ?? {}).flatMap(([name, response]) =>
      missingIn(response, `#/components/responses/${escape(name)}`),
    ),
  ];
}

/** Every example written that its own zod schema refuses. */
export function invalidExamples(): LintProblem[] {
  return exampleProblems().map((problem) => ({
    linter: 'examples' as const,
    rule: 'example-invalid',
    message: problem.message,
    at: `#/components/schemas/${escape(problem.schema)}`,
  }));
}
