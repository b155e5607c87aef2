import { ZodType } from 'zod';
import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { budgetPolicies } from '../../shared/request-budgets';

const DRAFT = 'draft-ietf-httpapi-ratelimit-headers-10';

/** A field's value: the policy's name, quoted, then its two Integer parameters (http/rate-limit-fields.ts writes them). */
const fieldValue = (first: string, second: string) => ({
  type: 'string' as const,
  maxLength: 64,
  pattern: `^"(${budgetPolicies.join('|')})";${first}=\\d+;${second}=\\d+$`,
});

/**
 * The two rate-limit header fields every answer of /api carries (http/request-budget.ts), each
 * described once as a header component (`#/components/headers/…`) that every response refers to.
 */
export const rateLimitHeaderComponents = {
  'RateLimit-Policy': {
    description:
      `The budget this request was counted against (${DRAFT}, section 3): \`"token"\`, \`"session"\` or \`"anonymous"\`, ` +
      'with `q` requests per `w` seconds, e.g. `"session";q=1200;w=60`. The same on every answer to the same caller.',
    schema: { ...fieldValue('q', 'w'), examples: ['"session";q=1200;w=60'] },
  },
  RateLimit: {
    description:
      `What is left of that budget (${DRAFT}, section 4): \`r\` requests for the next \`t\` seconds, e.g. \`"session";r=1187;t=42\`. ` +
      'Absent only when the budget could not be read (a 503).',
    schema: { ...fieldValue('r', 't'), examples: ['"session";r=1187;t=42'] },
  },
};

/** References to both, for a response's `headers`. */
export const rateLimitHeaders = Object.fromEntries(
  Object.keys(rateLimitHeaderComponents).map((name) => [name, { $ref: `#/components/headers/${name}` }]),
);

/** An operation's responses with both fields added to each one written out (a shared component already has them). */
export function withRateLimitHeaders<Responses extends Record<string, ResponseConfig | { $ref: string }>>(responses: Responses): Responses {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if ('$ref' in response) return [status, response];
      const own = response.headers ?? {};
      if (own instanceof ZodType) throw new Error(`Describe the headers of a ${status} answer as header objects, not a zod schema`);
      return [status, { ...response, headers: { ...rateLimitHeaders, ...own } }];
    }),
  ) as Responses;
}
