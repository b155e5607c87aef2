import type { Request } from 'express';

/** The GraphQL operations a request bearing a token ran, by name (null for an anonymous one), for its audit record. */
const operations = new WeakMap<Request, (string | null)[]>();

export function noteOperation(req: Request, name: string | null): void {
  const noted = operations.get(req);
  if (noted) noted.push(name);
  else operations.set(req, [name]);
}

export const operationsOf = (req: Request): (string | null)[] | undefined => operations.get(req);
