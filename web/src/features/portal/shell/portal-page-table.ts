import type { ComponentType } from 'react';
import type { RoleName, SessionUserFragment } from '../../../graphql/generated';

export type SignedInPage = ComponentType<{ user: SessionUserFragment }>;

/** The values of a path's `:name` segments, by name. */
export type PathParams = Record<string, string>;

/** One query a page runs before anything is on screen, exactly as its component sends it. */
export interface FirstScreenOperation {
  operationName: string;
  variables: Record<string, unknown>;
  /** Only for viewers of this kind; absent: everyone who opens the page. */
  for?: 'client' | 'admin' | 'staff';
}

/** A page's row as the table writes it, typed by the page's module. */
interface PortalPageRow<Module> {
  /**
   * The page's module, its own chunk. Keep it the row's first field, in the form
   * `load: () => import('../<page>/<Name>Page')`: web/prerender/portal-chunks.mjs reads the module's
   * path from this file with a pattern, to find the page's chunks in Vite's manifest.
   */
  load: () => Promise<Module>;
  /** The page's component, from its module. */
  component: (module: Module) => SignedInPage;
  /** Its link in the sidebar (in the table's order); `roles`: only viewers holding one of them see it. Absent: no link. */
  sidebar?: { label: string; roles?: RoleName[] };
  /**
   * The queries the page starts with, besides the session and the sidebar's counts
   * (first-screen.ts); absent: none. The server runs them while it answers the page's HTML and
   * writes their answers into it. Each answer is used once, by the query with the same name and
   * variables, so the variables are the page's own: its module exports them (from its
   * `*-variables.ts`, which its queries use too) and this reads them from the module `load` gives,
   * so that the browser, which carries this table, gets no extra file. portal-page-table.test.tsx
   * fails when a page sends others. A path with a parameter (`/portal/letters/:id`) is given it
   * as `:id` when the build writes the queries down, and the server puts the address's value in
   * its place (api/src/pages/portal-page.ts).
   */
  firstScreen?: (module: Module, params: PathParams) => FirstScreenOperation[] | Promise<FirstScreenOperation[]>;
  /**
   * The JavaScript before the page's first screen, gzipped, in KB (web/prerender/bundle-report.mjs;
   * docs/measuring.md#npm-run-bundle-report): held a little above where the page stands, so that
   * none grows unnoticed (lower it when the page gets lighter).
   */
  budgetKB: number;
  /** The demo account `npm run lighthouse` signs in with to score the page (scripts/lighthouse.mjs); absent: not scored. */
  lighthouseAs?: 'CLIENT' | 'ADMIN';
}

/** A page as the table's readers see it. */
export interface PortalPage extends Pick<PortalPageRow<unknown>, 'sidebar' | 'budgetKB' | 'lighthouseAs'> {
  /** The page's component; its code is fetched on the first call (the browser keeps one copy of a module). */
  loadPage: () => Promise<SignedInPage>;
  /** The queries the page starts with (`firstScreen`), for the path's parameters; absent: none. */
  loadFirstScreen?: (params: PathParams) => Promise<FirstScreenOperation[]>;
}

function row<Module>({ load, component, firstScreen, ...facts }: PortalPageRow<Module>): PortalPage {
  return {
    ...facts,
    loadPage: () => load().then(component),
    ...(firstScreen ? { loadFirstScreen: async (params: PathParams) => firstScreen(await load(), params) } : {}),
  };
}

const staffAndAdmins: RoleName[] = ['ADVISOR', 'ADMIN', 'SUPERADMIN'];
const admins: RoleName[] = ['ADMIN', 'SUPERADMIN'];

/**
 * Every signed-in portal page: the one place a new page is added. Read by the routes
 * (portal-pages.ts, PortalApp.tsx), the sidebar (portal-sections.ts), the server's prefetch
 * (first-screen.ts), the bundle report and Lighthouse. The last two are plain Node scripts, not
 * run through Vite: they read this table from the server build (web/dist-ssr/entry-server.js, which
 * web/prerender/entry-server.tsx compiles and the api already loads), there whenever a build is.
 * That keeps the table one TypeScript file that can reach the pages' own code: a .json could hold
 * neither the pages' modules nor their variables, and Node reads a .ts itself only when every
 * import it follows names its .ts.
 */
const table = {
  '/portal': row({
    load: () => import('../dashboard/DashboardPage'),
    component: (module) => module.DashboardPage,
    sidebar: { label: 'Dashboard' },
    // The administrators' list comes from their dashboard, which the page loads for them.
    firstScreen: () =>
      import('../dashboard/AdminDashboard').then(({ recentSubmissionsVariables }): FirstScreenOperation[] => [
        { operationName: 'WaitingForYou', variables: {}, for: 'client' },
        { operationName: 'YourReturns', variables: {}, for: 'client' },
        { operationName: 'DashboardSummary', variables: {} },
        { operationName: 'ContactSubmissionCounts', variables: {}, for: 'admin' },
        { operationName: 'ContactSubmissions', variables: recentSubmissionsVariables, for: 'admin' },
      ]),
    // What a client opens first: docs/measuring.md says why it is 173, not the 170 aimed for.
    budgetKB: 173,
    lighthouseAs: 'CLIENT',
  }),
  '/portal/documents': row({
    load: () => import('../documents/DocumentsPage'),
    component: (module) => module.DocumentsPage,
    sidebar: { label: 'Documents' },
    firstScreen: ({ documentsVariables }) => [{ operationName: 'Documents', variables: documentsVariables() }],
    budgetKB: 178,
    lighthouseAs: 'CLIENT',
  }),
  '/portal/document-requests': row({
    load: () => import('../document-requests/DocumentRequestsPage'),
    component: (module) => module.DocumentRequestsPage,
    sidebar: { label: 'Document requests', roles: staffAndAdmins },
    budgetKB: 241,
  }),
  '/portal/engagements': row({
    load: () => import('../engagements/EngagementsPage'),
    component: (module) => module.EngagementsPage,
    sidebar: { label: 'Engagements' },
    firstScreen: () => [{ operationName: 'Engagements', variables: {} }],
    budgetKB: 180,
    lighthouseAs: 'CLIENT',
  }),
  '/portal/letters': row({
    load: () => import('../letters/LettersPage'),
    component: (module) => module.LettersPage,
    sidebar: { label: 'Letters' },
    budgetKB: 180,
    lighthouseAs: 'CLIENT',
  }),
  // Opened from the notification and the e-mail, often on a phone: the letter comes with the page.
  '/portal/letters/:id': row({
    load: () => import('../letters/LetterPage'),
    component: (module) => module.LetterPage,
    firstScreen: ({ letterVariables }, { id }) => [{ operationName: 'EngagementLetter', variables: letterVariables(id) }],
    budgetKB: 180,
  }),
  '/portal/organizers': row({
    load: () => import('../organizers/OrganizersPage'),
    component: (module) => module.OrganizersPage,
    sidebar: { label: 'Organizers' },
    firstScreen: ({ organizerListVariables }) => [{ operationName: 'OrganizerList', variables: organizerListVariables() }],
    budgetKB: 180,
    lighthouseAs: 'CLIENT',
  }),
  // Filled in over several visits, often on a phone: the questions and answers come with the page.
  '/portal/organizers/:id': row({
    load: () => import('../organizers/OrganizerPage'),
    component: (module) => module.OrganizerPage,
    firstScreen: ({ organizerVariables }, { id }) => [{ operationName: 'Organizer', variables: organizerVariables(id) }],
    budgetKB: 186,
  }),
  '/portal/tasks': row({
    load: () => import('../tasks/TasksPage'),
    component: (module) => module.TasksPage,
    sidebar: { label: 'Tasks' },
    firstScreen: () => [{ operationName: 'Tasks', variables: {} }],
    budgetKB: 180,
    lighthouseAs: 'CLIENT',
  }),
  '/portal/billing': row({
    load: () => import('../billing/BillingPage'),
    component: (module) => module.BillingPage,
    sidebar: { label: 'Billing' },
    // The New invoice form comes when wanted (deferred-dialogs.ts).
    budgetKB: 174,
  }),
  // Staff's receivables ageing (docs/billing.md#receivables-ageing); papaparse comes on the first CSV.
  '/portal/receivables': row({
    load: () => import('../billing/ReceivablesPage'),
    component: (module) => module.ReceivablesPage,
    sidebar: { label: 'Receivables', roles: staffAndAdmins },
    budgetKB: 180,
  }),
  // Staff import the firm's bank statement and match its lines to invoices (docs/billing.md#bank-statements).
  '/portal/bank-statements': row({
    load: () => import('../billing/bank/BankStatementsPage'),
    component: (module) => module.BankStatementsPage,
    sidebar: { label: 'Bank statements', roles: staffAndAdmins },
    // The account form comes when wanted (deferred-account-dialog.ts).
    budgetKB: 175,
  }),
  '/portal/billing/:id': row({
    load: () => import('../billing/InvoicePage'),
    component: (module) => module.InvoicePage,
    // The document as printed, Pay and the payments; staff's actions come in a piece of their own,
    // which clients never load (InvoicePage.tsx), and their dialogs when wanted.
    budgetKB: 176,
  }),
  // A statement of account: a client's own, or a client staff bill (?client=), from Billing and Receivables.
  '/portal/statement': row({
    load: () => import('../billing/StatementPage'),
    component: (module) => module.StatementPage,
    budgetKB: 173,
  }),
  '/portal/appointments': row({
    load: () => import('../appointments/AppointmentsPage'),
    component: (module) => module.AppointmentsPage,
    sidebar: { label: 'Appointments' },
    firstScreen: ({ appointmentsVariables }) => [{ operationName: 'Appointments', variables: appointmentsVariables() }],
    budgetKB: 175,
    lighthouseAs: 'CLIENT',
  }),
  '/portal/work': row({
    load: () => import('../work/WorkPage'),
    component: (module) => module.WorkPage,
    sidebar: { label: 'Work', roles: staffAndAdmins },
    // The drag and drop of the board (@dnd-kit/core) comes with it; the New job form when wanted.
    budgetKB: 201,
  }),
  '/portal/tax-calendar': row({
    load: () => import('../tax-calendar/TaxCalendarPage'),
    component: (module) => module.TaxCalendarPage,
    sidebar: { label: 'Tax calendar', roles: staffAndAdmins },
    budgetKB: 193,
  }),
  '/portal/messages': row({
    load: () => import('../messages/MessagesPage'),
    component: (module) => module.MessagesPage,
    sidebar: { label: 'Messages' },
    firstScreen: ({ messageSections, messageListVariables }) =>
      Object.values(messageSections).map((section) => ({ operationName: 'Messages', variables: messageListVariables(section) })),
    budgetKB: 175,
    lighthouseAs: 'CLIENT',
  }),
  '/portal/notifications': row({
    load: () => import('../notifications/NotificationsPage'),
    component: (module) => module.NotificationsPage,
    sidebar: { label: 'Notifications' },
    firstScreen: ({ notificationsVariables }) => [
      { operationName: 'Notifications', variables: notificationsVariables() },
      { operationName: 'NotificationPreferences', variables: {} },
    ],
    budgetKB: 179,
    lighthouseAs: 'CLIENT',
  }),
  '/portal/profile': row({
    load: () => import('../profile/ProfilePage'),
    component: (module) => module.ProfilePage,
    sidebar: { label: 'Profile' },
    budgetKB: 225,
    lighthouseAs: 'CLIENT',
  }),
  '/portal/contact-tracker': row({
    load: () => import('../contact-tracker/ContactTrackerPage'),
    component: (module) => module.ContactTrackerPage,
    sidebar: { label: 'Contact Tracker', roles: admins },
    firstScreen: ({ submissionListVariables }) => [
      { operationName: 'ContactSubmissionCounts', variables: {}, for: 'admin' },
      { operationName: 'ContactSubmissions', variables: submissionListVariables(), for: 'admin' },
    ],
    budgetKB: 185,
    lighthouseAs: 'ADMIN',
  }),
  '/portal/admin': row({
    load: () => import('../admin/AdminPanelPage'),
    component: (module) => module.AdminPanelPage,
    sidebar: { label: 'Admin Panel', roles: admins },
    firstScreen: ({ recentActivityVariables, recentSubmissionsVariables }) => [
      { operationName: 'AdminStats', variables: {}, for: 'admin' },
      { operationName: 'RecentActivity', variables: recentActivityVariables, for: 'admin' },
      { operationName: 'ContactSubmissions', variables: recentSubmissionsVariables, for: 'admin' },
    ],
    budgetKB: 185,
    lighthouseAs: 'ADMIN',
  }),
  '/portal/playground': row({
    load: () => import('../playground/PlaygroundPage'),
    component: (module) => module.PlaygroundPage,
    sidebar: { label: 'GraphQL Playground', roles: admins },
    budgetKB: 170,
  }),
};

export type PortalPagePath = keyof typeof table;

export const portalPageTable: Record<PortalPagePath, PortalPage> = table;
