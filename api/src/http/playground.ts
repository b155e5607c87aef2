import type { Request, Response } from 'express';
import { hasAnyRole } from '../auth/viewer';
import { adminRoles } from '../accounts/roles';

/**
 * The administrators' GraphQL playground (web/playground, its own build). Only admins get the
 * page (the API would refuse others' questions anyway), and only this page may be framed, by
 * the portal on the same origin.
 */
export function servePlayground(req: Request, res: Response, page: string): void {
  if (!req.viewer) {
    res.status(401).type('text').send('Sign in with an administrator account to use the GraphQL playground.');
    return;
  }
  if (!hasAnyRole(req.viewer, adminRoles)) {
    res.status(403).type('text').send('The GraphQL playground is for administrators only.');
    return;
  }
  const policy = String(res.getHeader('Content-Security-Policy') ?? '');
  res.setHeader('Content-Security-Policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.sendFile(page);
}
