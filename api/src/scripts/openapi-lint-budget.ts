/**
 * The OpenAPI linters' findings not yet mended, per rule (`<linter> <rule>`): `npm run lint:openapi`
 * fails when a count rises above its number here, and when it falls below it, so that each mend is
 * kept by lowering the number. Every finding is mended now, so the list is empty: a new finding
 * fails the lint until it is mended in the document (docs/integrations.md#the-linters-spectral-and-redocly).
 */
export const openApiLintBudget: Record<string, number> = {};
