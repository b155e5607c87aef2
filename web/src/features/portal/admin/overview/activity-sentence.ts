import { fullNameOf } from '@validation/people';
import type { RecentActivityQuery } from '../../../../graphql/generated';

export type ActivityEntry = RecentActivityQuery['auditLog']['nodes'][number];

function actorName(entry: ActivityEntry): string {
  const actor = entry.actor;
  if (!actor) return 'Someone';
  return fullNameOf(actor) || actor.email;
}

function detail(entry: ActivityEntry, key: string): string | undefined {
  const value = entry.details?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

function roleList(value: unknown): string {
  const names = Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  return names.length > 0 ? names.join(', ') : 'no roles';
}

/** What a document entry is about: its file name when recorded, else "a document". */
const documentName = (entry: ActivityEntry) => detail(entry, 'originalName') ?? detail(entry, 'fileName') ?? 'a document';

/** The request an API token made: "GET /api/documents", or "the API" when not recorded. */
const requestOf = (entry: ActivityEntry) => [detail(entry, 'method'), detail(entry, 'path')].filter(Boolean).join(' ') || 'the API';

const endpointOf = (entry: ActivityEntry) => detail(entry, 'url') ?? '(address not recorded)';

/**
 * One line of Recent Activity, in words, from an audit entry's action, actor and details.
 */
export function activitySentence(entry: ActivityEntry): string {
  const who = actorName(entry);
  switch (entry.action) {
    case 'auth.login':
      return `${who} signed in`;
    case 'auth.logout':
      return `${who} signed out`;
    case 'auth.login_failed':
      return `Failed sign-in for ${detail(entry, 'email') ?? (entry.actor ? entry.actor.email : 'an unknown account')}`;
    case 'auth.login_rate_limited':
      return `Sign-in refused for ${detail(entry, 'email') ?? 'an unknown account'}: too many failed attempts ${
        detail(entry, 'limit') === 'address' ? 'from its network' : 'for the account'
      }`;
    case 'user.create':
      return `${who} created the account for ${detail(entry, 'email') ?? 'a new user'}`;
    case 'user.roles_update':
      return `${who} changed the roles of ${typeof entry.details?.email === 'string' ? entry.details.email : 'a user'} from ${roleList(entry.details?.from)} to ${roleList(entry.details?.to)}`;
    case 'user.password_set':
      return `${who} set their password`;
    case 'system.diagnostics':
      return `${who} ran system diagnostics`;
    case 'document.approve':
      return `${who} approved ${documentName(entry)}`;
    case 'document.reject':
      return `${who} rejected ${documentName(entry)}`;
    case 'document.upload':
      return `${who} uploaded ${documentName(entry)}`;
    case 'document.download':
      return `${who} downloaded ${documentName(entry)}`;
    case 'privacy.data_exported':
      return `${who} downloaded a copy of their data`;
    case 'privacy.erasure_requested':
      return `${who} asked for their personal information to be erased`;
    case 'privacy.erasure_approved':
      return `${who} approved an erasure request: ${detail(entry, 'client') ?? 'the client'} was erased`;
    case 'privacy.erasure_declined':
      return `${who} declined an erasure request`;
    case 'mail.resend':
      return `${who} sent a failed e-mail again: "${detail(entry, 'subject') ?? 'an e-mail'}"`;
    case 'api_token.create':
      return `${who} created the API token "${detail(entry, 'name') ?? 'unnamed'}"`;
    case 'api_token.revoke':
      return entry.details?.byAdministrator === true
        ? `${who} revoked someone else's API token "${detail(entry, 'name') ?? 'unnamed'}"`
        : `${who} revoked their API token "${detail(entry, 'name') ?? 'unnamed'}"`;
    case 'api_token.use':
      return `${who}'s API token called ${requestOf(entry)}`;
    case 'api_token.refused':
      return `${who}'s API token was refused (${detail(entry, 'reason') ?? 'it no longer works'}): ${requestOf(entry)}`;
    case 'webhook.create':
      return `${who} added the webhook endpoint ${endpointOf(entry)}`;
    case 'webhook.update':
      return `${who} changed the webhook endpoint ${endpointOf(entry)}`;
    case 'webhook.rotate_secret':
      return `${who} made a new signing secret for ${endpointOf(entry)}`;
    case 'webhook.delete':
      return `${who} removed the webhook endpoint ${endpointOf(entry)}`;
    case 'webhook.test':
      return `${who} sent a test event to ${endpointOf(entry)}`;
    case 'webhook.redeliver':
      return `${who} sent a webhook delivery again (${detail(entry, 'eventType') ?? 'an event'})`;
    case 'webhook.disable':
      return `The webhook endpoint ${endpointOf(entry)} was disabled after failing for days`;
    default:
      if (entry.action.startsWith('privacy.erasure.')) {
        const step = entry.action.slice('privacy.erasure.'.length).replace(/_/g, ' ');
        return `Erasure of ${detail(entry, 'client') ?? 'a client'}: ${step}`;
      }
      return `${who} did ${entry.action}`;
  }
}
