import 'reflect-metadata';
import { openApiDocument } from '../composition/openapi-document';
import { restMounts } from '../composition/rest-routes';
import { budgetFailures, countByRule, lintOpenApi, withoutExceptions, type LintProblem } from './openapi-lint';
import { lintExceptions } from './openapi-lint-exceptions';
import { openApiLintBudget } from './openapi-lint-budget';

// The linters take a few seconds over the whole document.
jest.setTimeout(60_000);

const minimal = (extra: object = {}) => ({
  openapi: '3.1.0',
  info: { title: 'T', version: '1.0.0', description: 'd', contact: { email: 'a@example.com' }, license: { name: 'L', identifier: 'MIT' } },
  servers: [{ url: '/', description: 'production', 'x-internal': false }],
  paths: {},
  ...extra,
});

describe('the OpenAPI lint (npm run lint:openapi)', () => {
  it('runs both linters: a document without tags, contact or security is found wanting by each', async () => {
    const rules = new Set(
      (
        await lintOpenApi({
          openapi: '3.1.0',
          info: { title: 'T', version: '1.0.0' },
          paths: { '/things': { get: { operationId: 'things', tags: ['Things'], responses: { 200: { description: 'ok' } } } } },
        })
      ).map((problem) => `${problem.linter} ${problem.rule}`),
    );
    expect(rules.has('spectral info-contact')).toBe(true);
    expect(rules.has('spectral operation-tag-defined')).toBe(true);
    expect(rules.has('spectral owasp:api2:2023-read-restricted')).toBe(true);
    expect(rules.has('redocly info-license')).toBe(true);
  });

  it('finds nothing in a document that meets every rule', async () => {
    expect(await lintOpenApi(minimal())).toEqual([]);
  });

  describe('on the document the server answers', () => {
    const document = openApiDocument(restMounts);
    let all: LintProblem[];
    beforeAll(async () => {
      all = await lintOpenApi(document);
    });

    it.each(lintExceptions.map((exception) => [exception.rule, exception]))(
      'the exception for %s still sets aside a finding (drop it when it no longer does)',
      (_rule, exception) => {
        expect(all.some((problem) => problem.rule === exception.rule && exception.applies(problem, document))).toBe(true);
      },
    );

    it('sets aside only what the exceptions name: an operation with credentials keeps its findings', () => {
      const kept = withoutExceptions(all, document);
      expect(kept.some((problem) => problem.rule === 'owasp:api8:2023-define-cors-origin')).toBe(false);
      // Open to anyone: set aside; the same rules on an operation with credentials would stay.
      const withSecurity = { paths: { '/api/x': { get: { security: [{ sessionCookie: [] }] } } } };
      const finding: LintProblem = {
        linter: 'spectral',
        rule: 'owasp:api2:2023-read-restricted',
        message: '',
        at: '#/paths/~1api~1x/get/security',
      };
      expect(withoutExceptions([finding], withSecurity)).toEqual([finding]);
      expect(withoutExceptions([finding], { paths: { '/api/x': { get: { security: [] } } } })).toEqual([]);
    });

    it('holds every rule to its budget exactly', () => {
      expect(budgetFailures(countByRule(withoutExceptions(all, document)), openApiLintBudget)).toEqual([]);
    });
  });

  it('fails a count above its budget and one below it, naming the rule', () => {
    expect(budgetFailures({ 'spectral a': 3 }, { 'spectral a': 2 })).toEqual([
      'spectral a: 3 findings, 2 allowed: mend what the change added',
    ]);
    expect(budgetFailures({ 'spectral a': 1 }, { 'spectral a': 2 })).toEqual([
      'spectral a: 1 findings, the budget still says 2: lower it in openapi-lint-budget.ts',
    ]);
    expect(budgetFailures({ 'redocly b': 1 }, {})).toEqual(['redocly b: 1 findings, 0 allowed: mend what the change added']);
    expect(budgetFailures({ 'spectral a': 2 }, { 'spectral a': 2 })).toEqual([]);
  });
});
