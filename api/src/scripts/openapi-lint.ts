import { Document, Spectral, type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import owasp from '@stoplight/spectral-owasp-ruleset';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { lintExceptions, type OpenApiLike } from './openapi-lint-exceptions';
import { invalidExamples, missingExamples } from './openapi-examples-lint';

/**
 * The rules the OpenAPI document is held to in `npm run lint` (docs/integrations.md#the-linters-spectral-and-redocly):
 * Spectral's `spectral:oas` and the OWASP API Security Top 10 ruleset, and Redocly's `recommended`,
 * each at every severity. A finding is set aside only as openapi-lint-exceptions.ts says, with the
 * reason it does not fit this API (decision 018); the rest are mended in the document, and until
 * every one is, openapi-lint-budget.ts holds each rule's count so that it can only fall.
 */
const spectralRuleset: RulesetDefinition = {
  extends: [
    [oas as RulesetDefinition, 'recommended'],
    [owasp, 'recommended'],
  ],
};

/** One finding, whichever linter made it. */
export interface LintProblem {
  linter: 'spectral' | 'redocly' | 'examples';
  rule: string;
  message: string;
  /** Where in the document, as a JSON pointer. */
  at: string;
}

const pointerOf = (path: readonly (string | number)[]) =>
  `#/${path.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

async function spectralProblems(text: string): Promise<LintProblem[]> {
  const spectral = new Spectral();
  spectral.setRuleset(spectralRuleset);
  const results: ISpectralDiagnostic[] = await spectral.run(new Document(text, Json, 'openapi.json'));
  return results.map((result) => ({ linter: 'spectral', rule: String(result.code), message: result.message, at: pointerOf(result.path) }));
}

async function redoclyProblems(text: string): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems: NormalizedProblem[] = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
  return problems.map((problem) => ({
    linter: 'redocly',
    rule: problem.ruleId,
    message: problem.message,
    at: problem.location[0]?.pointer ?? '#/',
  }));
}

/** Every finding of both linters and of the examples' rule (openapi-examples-lint.ts) on a document, none when it passes. */
export async function lintOpenApi(document: object): Promise<LintProblem[]> {
  const text = JSON.stringify(document, null, 2);
  return [...(await spectralProblems(text)), ...(await redoclyProblems(text)), ...missingExamples(document), ...invalidExamples()];
}

/** The findings left once the exceptions the API answers for by design (openapi-lint-exceptions.ts) are set aside. */
export function withoutExceptions(problems: readonly LintProblem[], document: OpenApiLike): LintProblem[] {
  return problems.filter(
    (problem) => !lintExceptions.some((exception) => exception.rule === problem.rule && exception.applies(problem, document)),
  );
}

/** How many findings each rule has, `<linter> <rule>` to count. */
export function countByRule(problems: readonly LintProblem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const problem of problems) counts[`${problem.linter} ${problem.rule}`] = (counts[`${problem.linter} ${problem.rule}`] ?? 0) + 1;
  return counts;
}

/**
 * What is wrong with a count of findings against the budget (openapi-lint-budget.ts): a rule over
 * its budget (a change made the document worse), or under it (mended: lower the budget, so it stays
 * mended). Empty when the counts are the budget exactly.
 */
export function budgetFailures(counts: Record<string, number>, budget: Record<string, number>): string[] {
  const rules = [...new Set([...Object.keys(counts), ...Object.keys(budget)])].sort();
  return rules.flatMap((rule) => {
    const found = counts[rule] ?? 0;
    const allowed = budget[rule] ?? 0;
    if (found > allowed) return [`${rule}: ${found} findings, ${allowed} allowed: mend what the change added`];
    if (found < allowed) return [`${rule}: ${found} findings, the budget still says ${allowed}: lower it in openapi-lint-budget.ts`];
    return [];
  });
}
