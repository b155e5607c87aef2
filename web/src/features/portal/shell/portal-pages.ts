import { lazy, type ComponentType } from 'react';
import type { SessionUserFragment } from '../../../graphql/generated';
import { intentHandlers } from '../../../components/intent-handlers';

type SignedInPage = ComponentType<{ user: SessionUserFragment }>;

/**
 * Each signed-in portal page is its own chunk, fetched when the page is opened (or, earlier, when
 * its link is hovered, focused or touched, or while the browser is idle: `prefetchPortalPage`).
 * The browser keeps one copy of a module, so a page prefetched and then opened downloads once.
 */
const loaders = {
  '/portal': () => import('../dashboard/DashboardPage').then((module) => module.DashboardPage),
  '/portal/documents': () => import('../documents/DocumentsPage').then((module) => module.DocumentsPage),
  '/portal/document-requests': () => import('../document-requests/DocumentRequestsPage').then((module) => module.DocumentRequestsPage),
  '/portal/engagements': () => import('../engagements/EngagementsPage').then((module) => module.EngagementsPage),
  '/portal/tasks': () => import('../tasks/TasksPage').then((module) => module.TasksPage),
  '/portal/appointments': () => import('../appointments/AppointmentsPage').then((module) => module.AppointmentsPage),
  '/portal/messages': () => import('../messages/MessagesPage').then((module) => module.MessagesPage),
  '/portal/notifications': () => import('../notifications/NotificationsPage').then((module) => module.NotificationsPage),
  '/portal/profile': () => import('../profile/ProfilePage').then((module) => module.ProfilePage),
  '/portal/contact-tracker': () => import('../contact-tracker/ContactTrackerPage').then((module) => module.ContactTrackerPage),
  '/portal/admin': () => import('../admin/AdminPanelPage').then((module) => module.AdminPanelPage),
  '/portal/playground': () => import('../playground/PlaygroundPage').then((module) => module.PlaygroundPage),
} satisfies Record<string, () => Promise<SignedInPage>>;

export type PortalPagePath = keyof typeof loaders;

const lazyPage = (path: PortalPagePath) => lazy(() => loaders[path]().then((page) => ({ default: page as SignedInPage })));

/** The route elements' components, by path. */
export const portalPages = Object.fromEntries(Object.keys(loaders).map((path) => [path, lazyPage(path as PortalPagePath)])) as Record<
  PortalPagePath,
  ReturnType<typeof lazyPage>
>;

const normalise = (to: string) =>
  to
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '') || '/';

/** Starts downloading a page's code, if `to` is a portal page; a failure waits for the real visit. */
export function prefetchPortalPage(to: string): void {
  const load = (loaders as Record<string, (() => Promise<unknown>) | undefined>)[normalise(to)];
  load?.().catch(() => undefined);
}

/** Props for a link whose page is fetched as soon as the user shows the intent to open it. */
export function prefetchOnIntent(to: string) {
  return intentHandlers(() => prefetchPortalPage(to));
}
