import { isSecretName, urlWithoutSecrets, withoutSecrets, withoutSecretsInText } from './log-redaction';

const API_TOKEN = 'khanya_pat_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0';

describe('keeping secrets out of the logs', () => {
  it('knows the names of secrets, whatever their case or separators', () => {
    for (const name of ['signature', 'token', 'code', 'password', 'newPassword', 'current_password', 'API-KEY', 'recoveryCode']) {
      expect(isSecretName(name)).toBe(true);
    }
    for (const name of ['expires', 'page', 'search', 'status', 'next', 'tokenId', 'questionKey']) expect(isSecretName(name)).toBe(false);
  });

  it('redacts the secret parameters of a URL and keeps the rest as sent', () => {
    expect(urlWithoutSecrets('/api/documents/d1/file?expires=1767225600&signature=abc-DEF_123')).toBe(
      '/api/documents/d1/file?expires=1767225600&signature=[redacted]',
    );
    expect(urlWithoutSecrets('/portal/reset-password?token=abc%2Fdef')).toBe('/portal/reset-password?token=[redacted]');
    expect(urlWithoutSecrets('/callback?state=xyz&CODE=123456')).toBe('/callback?state=xyz&CODE=[redacted]');
    // An encoded name is still a name; a value that does not decode is kept as sent.
    expect(urlWithoutSecrets('/x?%73ignature=abc&search=%E0%A4%A')).toBe('/x?%73ignature=[redacted]&search=%E0%A4%A');
    expect(urlWithoutSecrets('/api/documents?search=tax%20return&first=20')).toBe('/api/documents?search=tax%20return&first=20');
    expect(urlWithoutSecrets('/api/documents')).toBe('/api/documents');
  });

  it('redacts an API token anywhere in a URL, keeping the part its list shows', () => {
    expect(urlWithoutSecrets(`/api/x/${API_TOKEN}?bearer=${API_TOKEN}`)).toBe(
      '/api/x/khanya_pat_a1B2[redacted]?bearer=khanya_pat_a1B2[redacted]',
    );
  });

  it("redacts a GET /graphql's secret variables and string arguments, and a path's own query in `next`", () => {
    const variables = encodeURIComponent(JSON.stringify({ input: { email: 'a@example.com', code: '123456' }, first: 5 }));
    const cleaned = urlWithoutSecrets(`/graphql?query=query%20Q%7Bme%7Bid%7D%7D&variables=${variables}`);
    expect(decodeURIComponent(cleaned)).toBe(
      '/graphql?query=query Q{me{id}}&variables={"input":{"email":"a@example.com","code":"[redacted]"},"first":5}',
    );
    const inline = urlWithoutSecrets(
      `/graphql?query=${encodeURIComponent('mutation { signIn(email: "a@example.com", password: "hunter22") { id } }')}`,
    );
    expect(decodeURIComponent(inline)).toBe('/graphql?query=mutation { signIn(email: "a@example.com", password: "[redacted]") { id } }');
    const next = urlWithoutSecrets(`/login?next=${encodeURIComponent('/portal/set-password?token=abc')}`);
    expect(decodeURIComponent(next)).toBe('/login?next=/portal/set-password?token=[redacted]');
  });

  it('redacts the secrets free text quotes: query parameters, Authorization credentials, API tokens', () => {
    expect(withoutSecretsInText('GET https://x.example/y?a=1&token=abc failed: Authorization: Bearer xyz.123 and ' + API_TOKEN)).toBe(
      'GET https://x.example/y?a=1&token=[redacted] failed: Authorization: Bearer [redacted] and khanya_pat_a1B2[redacted]',
    );
  });

  it('redacts the secret-named values of an object, and its strings, without changing it', () => {
    const details = { url: 'https://hooks.example/in?token=abc', changes: { secret: 'whsec', events: ['a'] }, status: 200 };
    expect(withoutSecrets(details)).toEqual({
      url: 'https://hooks.example/in?token=[redacted]',
      changes: { secret: '[redacted]', events: ['a'] },
      status: 200,
    });
    expect(details.changes.secret).toBe('whsec');
    const clean = { method: 'GET', path: '/api/documents' };
    expect(withoutSecrets(clean)).toBe(clean);
  });
});
