import type { Request, Response } from 'express';
import type { Viewer } from '../auth/viewer';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import type { Loaders } from './loaders';

export interface RequestContext {
  req: Request;
  res: Response;
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  config: AppConfig;
}
