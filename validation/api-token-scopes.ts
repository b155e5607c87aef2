// The scopes of personal access tokens (API tokens), apart from their zod schemas (api-tokens.ts):
// the profile's list and the admin tab label scopes without loading zod.

/** The areas a token may be given: each is a REST mount and a set of GraphQL types. */
export const apiTokenScopeFamilies = [
  'documents',
  'submissions',
  'engagements',
  'tasks',
  'jobs',
  'appointments',
  'messages',
  'invoices',
  'payments',
  'users',
  'webhooks',
] as const;
export type ApiTokenScopeFamily = (typeof apiTokenScopeFamilies)[number];

/** What a scope allows in its area: `read` is GET and queries, `write` is every other method and mutations. */
export type ApiTokenAccess = 'read' | 'write';

/**
 * Every scope, in the order the create form groups them. An area without a `:write` has nothing a
 * token may change there: contact submissions are only read through the API, engagements (with their
 * letters and organizers) and people and roles are changed by staff signed in, not by a script.
 */
export const apiTokenScopeValues = [
  'documents:read',
  'documents:write',
  'submissions:read',
  'engagements:read',
  'tasks:read',
  'tasks:write',
  'jobs:read',
  'jobs:write',
  'appointments:read',
  'appointments:write',
  'messages:read',
  'messages:write',
  'invoices:read',
  'invoices:write',
  'payments:read',
  'users:read',
  'webhooks:read',
  'webhooks:write',
] as const;
export type ApiTokenScope = (typeof apiTokenScopeValues)[number];

/** The area's name, as the create form heads each group. */
export const apiTokenScopeFamilyLabels: Record<ApiTokenScopeFamily, string> = {
  documents: 'Documents',
  submissions: 'Contact submissions',
  engagements: 'Engagements',
  tasks: 'Tasks',
  jobs: 'Jobs',
  appointments: 'Appointments',
  messages: 'Messages',
  invoices: 'Invoices',
  payments: 'Payments',
  users: 'People',
  webhooks: 'Webhooks and events',
};

/** What each scope lets a token do, in the words of the create form and docs/integrations.md. */
export const apiTokenScopeDescriptions: Record<ApiTokenScope, string> = {
  'documents:read': 'List and download documents, document requests and checklists',
  'documents:write': 'Upload, approve and reject documents; ask clients for documents (includes read)',
  'submissions:read': 'Read the enquiries and consultation requests from the public site (administrators only)',
  'engagements:read':
    'List engagements, their amounts and the firm services they are for, and their engagement letters and letter templates',
  'tasks:read': 'List tasks and how many each engagement has',
  'tasks:write': 'Change the status of tasks (includes read)',
  'jobs:read':
    'List jobs (each return for each period), their stages, due dates and checklists, the recurring series that make them, and the job templates',
  'jobs:write':
    'Create jobs, move them through their stages and change who does them and when they are due; start, change, pause, skip and end recurring series (includes read)',
  'appointments:read': 'List appointments and download their calendar files',
  'appointments:write': 'Book, confirm, reschedule and cancel appointments (includes read)',
  'messages:read': 'Read messages and their attachments',
  'messages:write': 'Send messages and mark them read (includes read)',
  'invoices:read': 'List invoices and credit notes, their lines, amounts, due dates and where they stand',
  'invoices:write': 'Start, change and delete draft invoices and credit notes, and issue them (includes read)',
  'payments:read': 'List payments received against invoices: the method, amount, day and reference',
  'users:read': 'Read people (names, e-mail addresses, roles) wherever they appear: the owner of a document, the user list',
  'webhooks:read':
    'Read the events of the last 30 days of the areas the token may read (an advisor: those about the clients they serve), and the webhook endpoints with their deliveries (administrators only)',
  'webhooks:write': 'Register, change, test and remove webhook endpoints, and send deliveries again (administrators only; includes read)',
};

/** An area and an access, written as scopes are: `users:read` (a name, whether or not such a scope exists). */
export type ScopeName = `${ApiTokenScopeFamily}:${ApiTokenAccess}`;

/** The area and the access of a scope: `documents:write` is documents, write. */
export function scopeParts(scope: ScopeName): { family: ApiTokenScopeFamily; access: ApiTokenAccess } {
  const [family, access] = scope.split(':') as [ApiTokenScopeFamily, ApiTokenAccess];
  return { family, access };
}

/** Whether scopes grant an access to an area: a `:write` scope includes the `:read` of its area. */
export function scopesGrant(scopes: readonly string[], family: ApiTokenScopeFamily, access: ApiTokenAccess): boolean {
  return scopes.includes(`${family}:${access}`) || (access === 'read' && scopes.includes(`${family}:write`));
}

/** The scope a request needs in an area: `users:read`. */
export const scopeFor = (family: ApiTokenScopeFamily, access: ApiTokenAccess): ScopeName => `${family}:${access}`;

/** Whether a scope name is one a token can hold (`engagements:write` is not: no token changes engagements). */
export const isApiTokenScope = (name: string): name is ApiTokenScope => (apiTokenScopeValues as readonly string[]).includes(name);

/** The most days a token lasts. */
export const API_TOKEN_MAX_DAYS = 365;

/** The most tokens one person may have in use (neither revoked nor expired): each has a rate budget of its own. */
export const API_TOKENS_IN_USE_MAX = 25;
export const API_TOKENS_IN_USE_FULL = `You have ${API_TOKENS_IN_USE_MAX} API tokens in use, the most allowed: revoke one first`;

/** The beginning of every secret, so secret scanners recognise a leaked one. */
export const API_TOKEN_PREFIX = 'khanya_pat_';

/** A token's state: usable, past its expiry, or revoked by its owner or an administrator. */
export const apiTokenStatusValues = ['active', 'expired', 'revoked'] as const;
export type ApiTokenStatus = (typeof apiTokenStatusValues)[number];
