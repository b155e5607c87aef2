import type { Request, Response } from 'express';
import type { Viewer } from '../auth/viewer';
import type { AppConfig } from '../config';
import type { Loaders, Services } from './services';

/** What every resolver is given (`@Ctx()`): the request, who is asking, and what it may use. */
export interface RequestContext {
  req: Request;
  res: Response;
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  config: AppConfig;
}
