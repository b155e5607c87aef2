/** An operation of the document as a request finds it: its path template and what it says. */
export interface FoundOperation {
  /** `/api/invoices/{id}`. */
  template: string;
  operation: { parameters?: { name: string; in: string }[]; responses?: Record<string, unknown> };
}

/** What the lookup reads of an OpenAPI document: its paths (composition/openapi-document.ts builds it). */
export interface DescribedPaths {
  paths?: object;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/**
 * Finds the OpenAPI operation a request is answered by, as Express would route it: the path
 * templates that match, the most literal first (`/api/invoices/statement` before
 * `/api/invoices/{id}`), with the request's method (HEAD as GET, as Express answers it, unless
 * `headAsGet` is false). Read by the query parameters'
 * check (query-parameters.ts) and the tests' response checker, so both read the document alike.
 */
export function operationLookup(
  document: DescribedPaths,
  { headAsGet = true } = {},
): (method: string, path: string) => FoundOperation | undefined {
  const paths = (document.paths ?? {}) as Record<string, Record<string, FoundOperation['operation']>>;
  const templates = Object.keys(paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+')}$`),
      literalSegments: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
    }))
    .sort((a, b) => b.literalSegments - a.literalSegments);
  return (method, path) => {
    const asked = method.toLowerCase();
    if (!HTTP_METHODS.has(asked)) return undefined;
    for (const { template, pattern } of templates) {
      if (!pattern.test(path)) continue;
      const operation = paths[template][asked] ?? (headAsGet && asked === 'head' ? paths[template].get : undefined);
      if (operation) return { template, operation };
    }
    return undefined;
  };
}
