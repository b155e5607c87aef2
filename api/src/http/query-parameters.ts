import type { RequestHandler } from 'express';
import { invalidInput } from '../shared/errors';
import { operationLookup, type DescribedPaths, type FoundOperation } from './openapi/operation-lookup';

/**
 * Every REST operation takes only the query parameters its OpenAPI operation lists, each once
 * (docs/integrations.md#query-parameters): `?frist=2` or `?status=a&status=b` answers 400 naming
 * the parameter, rather than being ignored and answering as if it had not been sent. The document
 * is the one list of what each operation takes, so a parameter added to a route without its
 * description is refused (and the tests, which call it, fail). A path the document does not know
 * passes on, to its 404.
 */
export function knownQueryParameters(document: DescribedPaths): RequestHandler {
  const lookup = operationLookup(document);
  const accepted = new WeakMap<object, Set<string>>();
  const parametersOf = ({ operation }: FoundOperation) => {
    let names = accepted.get(operation);
    if (!names) {
      names = new Set((operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map(({ name }) => name));
      accepted.set(operation, names);
    }
    return names;
  };
  return (req, _res, next) => {
    const keys = Object.keys(req.query);
    if (keys.length === 0) return next();
    const found = lookup(req.method, `/api${req.path}`);
    if (!found) return next();
    const names = parametersOf(found);
    const unknown = keys.filter((key) => !names.has(key));
    const repeated = keys.filter((key) => names.has(key) && Array.isArray(req.query[key]));
    if (unknown.length === 0 && repeated.length === 0) return next();
    const takes = names.size > 0 ? `it takes ${[...names].join(', ')}` : 'it takes none';
    next(
      invalidInput([
        ...unknown.map((key) => ({ path: key, message: `${key} is not a query parameter of ${req.method} ${found.template}: ${takes}` })),
        ...repeated.map((key) => ({ path: key, message: `${key} was given more than once: give it once` })),
      ]),
    );
  };
}
