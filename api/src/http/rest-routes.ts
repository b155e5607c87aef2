import express, { type RequestHandler, type Router } from 'express';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import { authRoutes } from '../auth/auth.routes';
import { sessionRoutes } from '../features/sessions/sessions.routes';
import { twoStepAdminRoutes, twoStepRoutes } from '../features/two-step/two-step.routes';
import { adminRoutes } from '../features/users/admin.routes';
import { contactRoutes, contactSubmissionRoutes } from '../features/contact/contact.routes';
import { notificationRoutes } from '../features/notifications/notifications.routes';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes';
import { appointmentRoutes } from '../features/appointments/appointments.routes';
import { messageRoutes } from '../features/messages/messages.routes';
import { documentRoutes } from '../features/documents/documents.routes';
import { engagementRoutes } from '../features/engagements/engagements.routes';
import { taskRoutes } from '../features/tasks/tasks.routes';
import { companyRoutes, profileRoutes } from '../features/profile/profile.routes';
import { myDataRoutes } from '../features/privacy/my-data.routes';
import { documentChecklistRoutes, documentRequestRoutes } from '../features/document-requests/document-requests.routes';
import { erasureAdminRoutes, erasureRoutes } from '../features/privacy/erasure.routes';
import { mailQueueRoutes } from '../features/mail-queue/mail-queue.routes';
import { apiNotFound, restErrorHandler } from './respond';

export interface RestDependencies {
  services: Services;
  dataSource: DataSource;
  config: AppConfig;
}

export interface RestMount {
  /** Below /api. */
  path: string;
  routers(dependencies: RestDependencies): RequestHandler[];
}

/**
 * Every route of the REST facade, in the order Express tries them. A path that starts with
 * another's comes first (`/auth/sessions` before `/auth`, `/admin/users` before `/admin`): the
 * router at the shorter path would otherwise be asked first. rest-routes.test.ts keeps it so.
 */
export const restMounts: readonly RestMount[] = [
  { path: '/auth/sessions', routers: ({ services }) => [sessionRoutes(services)] },
  { path: '/auth/two-step', routers: ({ services }) => [twoStepRoutes(services)] },
  { path: '/auth', routers: ({ services }) => [authRoutes(services)] },
  { path: '/admin/users', routers: ({ services }) => [twoStepAdminRoutes(services)] },
  { path: '/admin/erasure-requests', routers: ({ services }) => [erasureAdminRoutes(services)] },
  { path: '/admin/mail', routers: ({ services }) => [mailQueueRoutes(services)] },
  { path: '/admin', routers: ({ services, dataSource }) => [adminRoutes(services, dataSource)] },
  { path: '/privacy', routers: ({ services }) => [myDataRoutes(services), erasureRoutes(services)] },
  { path: '/contact', routers: ({ services }) => [contactRoutes(services)] },
  { path: '/contact-submissions', routers: ({ services }) => [contactSubmissionRoutes(services)] },
  { path: '/documents', routers: ({ services, config }) => [documentRoutes(services, config.maxUploadBytes)] },
  { path: '/notifications', routers: ({ services }) => [notificationRoutes(services)] },
  { path: '/dashboard', routers: ({ services }) => [dashboardRoutes(services)] },
  { path: '/appointments', routers: ({ services }) => [appointmentRoutes(services)] },
  { path: '/messages', routers: ({ services, config }) => [messageRoutes(services, config.maxUploadBytes)] },
  { path: '/engagements', routers: ({ services }) => [engagementRoutes(services)] },
  { path: '/tasks', routers: ({ services }) => [taskRoutes(services)] },
  { path: '/profile', routers: ({ services }) => [profileRoutes(services)] },
  { path: '/company', routers: ({ services }) => [companyRoutes(services)] },
  { path: '/document-requests', routers: ({ services }) => [documentRequestRoutes(services)] },
  { path: '/document-checklists', routers: ({ services }) => [documentChecklistRoutes(services)] },
];

/** The REST facade, mounted by app.ts at /api: JSON bodies, every route, then 404 and errors as JSON. */
export function restApi(dependencies: RestDependencies, mounts: readonly RestMount[] = restMounts): Router {
  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  for (const mount of mounts) api.use(mount.path, ...mount.routers(dependencies));
  api.use(apiNotFound);
  api.use(restErrorHandler);
  return api;
}
