import 'reflect-metadata';
import { openApiDocument } from '../composition/openapi-document';
import { restMounts } from '../composition/rest-routes';
import { budgetFailures, countByRule, lintOpenApi, withoutExceptions } from './openapi-lint';
import { openApiLintBudget } from './openapi-lint-budget';

// `npm run lint:openapi`, part of `npm run lint`: the document the server answers at /api/openapi.json,
// held to Spectral's and Redocly's rules (openapi-lint.ts). Prints every finding with `--all`, and
// always the count per rule; fails when a count differs from its budget (openapi-lint-budget.ts).
const document = openApiDocument(restMounts);
lintOpenApi(document)
  .then((all) => {
    const problems = withoutExceptions(all, document);
    if (process.argv.includes('--all'))
      for (const problem of problems) console.log(`${problem.linter} ${problem.rule} ${problem.at}\n  ${problem.message}`);
    const counts = countByRule(problems);
    const rows = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
    console.log(`OpenAPI lint: ${problems.length} findings (${all.length - problems.length} set aside by design)`);
    for (const [rule, count] of rows) console.log(`  ${String(count).padStart(5)}  ${rule}`);
    const failures = budgetFailures(counts, openApiLintBudget);
    if (failures.length > 0) {
      console.error(failures.join('\n'));
      process.exit(1);
    }
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
