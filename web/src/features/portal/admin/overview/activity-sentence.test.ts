import { activitySentence, type ActivityEntry } from './activity-sentence';

const thandi = { __typename: 'User' as const, id: 'admin-1', firstName: 'Thandi', lastName: 'Mokoena', email: 'admin@example.com' };

function entry(action: string, details: Record<string, unknown> | null = null, actor: ActivityEntry['actor'] = thandi): ActivityEntry {
  return {
    __typename: 'AuditLogEntry',
    id: action,
    action,
    resourceType: null,
    resourceId: null,
    details,
    createdAt: '2026-11-22T10:00:00.000Z',
    actor,
  };
}

describe('activitySentence', () => {
  it('says who signed in and out', () => {
    expect(activitySentence(entry('auth.login'))).toBe('Thandi Mokoena signed in');
    expect(activitySentence(entry('auth.logout'))).toBe('Thandi Mokoena signed out');
  });

  it('names the e-mail of a failed sign-in', () => {
    expect(activitySentence(entry('auth.login_failed', { email: 'x@example.com' }, null))).toBe('Failed sign-in for x@example.com');
  });

  it('says why a sign-in was refused unchecked', () => {
    expect(activitySentence(entry('auth.login_rate_limited', { email: 'x@example.com', limit: 'account' }, null))).toBe(
      'Sign-in refused for x@example.com: too many failed attempts for the account',
    );
    expect(activitySentence(entry('auth.login_rate_limited', { email: 'x@example.com', limit: 'address' }, null))).toBe(
      'Sign-in refused for x@example.com: too many failed attempts from its network',
    );
  });

  it('says whose account was created', () => {
    expect(activitySentence(entry('user.create', { email: 'new@example.com' }))).toBe(
      'Thandi Mokoena created the account for new@example.com',
    );
  });

  it('names the user whose roles changed', () => {
    expect(activitySentence(entry('user.roles_update', { email: 'sipho@example.com', from: ['client'], to: ['advisor'] }))).toBe(
      'Thandi Mokoena changed the roles of sipho@example.com from client to advisor',
    );
  });

  it('lists the roles before and after a change', () => {
    expect(activitySentence(entry('user.roles_update', { from: ['client', 'advisor'], to: ['admin'] }))).toBe(
      'Thandi Mokoena changed the roles of a user from client, advisor to admin',
    );
    expect(activitySentence(entry('user.roles_update', { from: [], to: ['client'] }))).toBe(
      'Thandi Mokoena changed the roles of a user from no roles to client',
    );
  });

  it('describes password, diagnostics and document actions', () => {
    expect(activitySentence(entry('user.password_set', { via: 'invitation' }))).toBe('Thandi Mokoena set their password');
    expect(activitySentence(entry('system.diagnostics', { healthy: true }))).toBe('Thandi Mokoena ran system diagnostics');
    expect(activitySentence(entry('document.approve', { originalName: 'ITR14.pdf' }))).toBe('Thandi Mokoena approved ITR14.pdf');
    expect(activitySentence(entry('document.reject'))).toBe('Thandi Mokoena rejected a document');
    expect(activitySentence(entry('document.upload', { originalName: 'VAT201.pdf' }))).toBe('Thandi Mokoena uploaded VAT201.pdf');
    expect(activitySentence(entry('document.download', { originalName: 'VAT201.pdf' }))).toBe('Thandi Mokoena downloaded VAT201.pdf');
  });

  it('names a "My data" export', () => {
    expect(activitySentence(entry('privacy.data_exported', { items: 54 }))).toBe('Thandi Mokoena downloaded a copy of their data');
  });

  it('describes erasure requests, decisions and each erasure step by the erased name', () => {
    expect(activitySentence(entry('privacy.erasure_requested'))).toBe('Thandi Mokoena asked for their personal information to be erased');
    expect(activitySentence(entry('privacy.erasure_approved', { client: 'Erased client 7f3a' }))).toBe(
      'Thandi Mokoena approved an erasure request: Erased client 7f3a was erased',
    );
    expect(activitySentence(entry('privacy.erasure_declined', { reason: 'Open return' }))).toBe(
      'Thandi Mokoena declined an erasure request',
    );
    expect(activitySentence(entry('mail.resend', { subject: 'Your invoice' }))).toBe(
      'Thandi Mokoena sent a failed e-mail again: "Your invoice"',
    );
    expect(activitySentence(entry('privacy.erasure.documents_deleted', { client: 'Erased client 7f3a', count: 2 }))).toBe(
      'Erasure of Erased client 7f3a: documents deleted',
    );
  });

  it('falls back to the action itself, and to Someone when the actor is gone', () => {
    expect(activitySentence(entry('settings.update'))).toBe('Thandi Mokoena did settings.update');
    expect(activitySentence(entry('auth.login', null, null))).toBe('Someone signed in');
  });

  it('uses the e-mail when the actor has no name', () => {
    expect(activitySentence(entry('auth.login', null, { ...thandi, firstName: '', lastName: '' }))).toBe('admin@example.com signed in');
  });

  it('says what was done with API tokens, and what a refused one asked for', () => {
    expect(activitySentence(entry('api_token.create', { name: 'Sage export' }))).toBe('Thandi Mokoena created the API token "Sage export"');
    expect(activitySentence(entry('api_token.revoke', { name: 'Sage export', byAdministrator: true }))).toBe(
      'Thandi Mokoena revoked someone else\'s API token "Sage export"',
    );
    expect(activitySentence(entry('api_token.use', { method: 'GET', path: '/api/documents', status: 200 }))).toBe(
      "Thandi Mokoena's API token called GET /api/documents",
    );
    expect(activitySentence(entry('api_token.refused', { method: 'POST', path: '/graphql', reason: 'This API token was revoked' }))).toBe(
      "Thandi Mokoena's API token was refused (This API token was revoked): POST /graphql",
    );
  });

  it('names the webhook endpoint changed', () => {
    expect(activitySentence(entry('webhook.create', { url: 'https://hooks.example.com/khanya', events: [] }))).toBe(
      'Thandi Mokoena added the webhook endpoint https://hooks.example.com/khanya',
    );
    expect(activitySentence(entry('webhook.disable', { url: 'https://hooks.example.com/khanya', automatic: true }, null))).toBe(
      'The webhook endpoint https://hooks.example.com/khanya was disabled after failing for days',
    );
  });
});
