import os from 'node:os';
import path from 'node:path';
import { ConfigError, SETTING_URL_MAX_LENGTH, loadConfig } from './config';

const base = {
  NODE_ENV: 'test',
  DATA_DIR: path.join(os.tmpdir(), 'firm-config-test'),
  SESSION_SECRET: 'a-test-session-secret-of-decent-length',
};

describe('CONTACT_SUBMISSIONS_PER_HOUR', () => {
  it('defaults to five a visitor never reaches', () => {
    expect(loadConfig(base).contactSubmissionsPerHour).toBe(5);
  });

  it('can be raised, as the browser journeys do', () => {
    expect(loadConfig({ ...base, CONTACT_SUBMISSIONS_PER_HOUR: '100' }).contactSubmissionsPerHour).toBe(100);
  });

  it.each(['0', '2.5', 'many'])('refuses %p, naming the variable', (value) => {
    expect(() => loadConfig({ ...base, CONTACT_SUBMISSIONS_PER_HOUR: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, CONTACT_SUBMISSIONS_PER_HOUR: value })).toThrow(/CONTACT_SUBMISSIONS_PER_HOUR/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default, so there is no /metrics', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
  });

  it('keeps a token of 16 characters or more', () => {
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a-scrape-token-0123456789' }).metricsToken).toBe('a-scrape-token-0123456789');
  });

  it.each(['short-token', 'a token with spaces in it'])('refuses %p, naming the variable', (value) => {
    expect(() => loadConfig({ ...base, METRICS_TOKEN: value })).toThrow(/METRICS_TOKEN/);
  });
});

describe('the settings the admin panel and the payment forms show', () => {
  it('keeps addresses within the lengths the OpenAPI document states', () => {
    const site = `https://${'portal.'.repeat(26)}co.za`;
    expect(site.length).toBeLessThanOrEqual(SETTING_URL_MAX_LENGTH);
    expect(loadConfig({ ...base, PUBLIC_URL: site }).publicUrl).toBe(site);
    expect(loadConfig({ ...base, NOTIFICATION_EMAIL: 'enquiries@khanya-advisory.co.za' }).notificationEmail).toBe(
      'enquiries@khanya-advisory.co.za',
    );
  });

  it.each([
    ['PUBLIC_URL', `https://${'portal.'.repeat(40)}co.za`],
    ['PAYFAST_URL', `https://${'sandbox.'.repeat(40)}payfast.co.za`],
    ['HOST', 'h'.repeat(SETTING_URL_MAX_LENGTH)],
    ['NOTIFICATION_EMAIL', `${'enquiries.'.repeat(25)}@khanya-advisory.co.za`],
  ])('refuses %s longer than it may be, naming the variable', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(name));
  });
});

describe('the payment providers', () => {
  const payfast = { PAYFAST_URL: 'https://sandbox.payfast.co.za/', PAYFAST_MERCHANT_ID: '10000100', PAYFAST_MERCHANT_KEY: '46f0cd694581a' };

  it('offers none outside demo mode until they are set, and the simulators in demo mode', () => {
    const plain = loadConfig({ ...base, DEMO: 'false' });
    expect([plain.payfast, plain.yoco, plain.paymentSimulators]).toEqual([undefined, undefined, false]);
    const demo = loadConfig({ ...base, DEMO: 'true', PUBLIC_URL: 'http://127.0.0.1:4000' });
    expect(demo.paymentSimulators).toBe(true);
    expect(demo.payfast?.baseUrl).toBe('http://127.0.0.1:4000/simulators/payfast');
    expect(demo.yoco?.apiUrl).toBe('http://127.0.0.1:4000/simulators/yoco');
  });

  it('reads a real PayFast account, and refuses one given in part', () => {
    expect(loadConfig({ ...base, ...payfast, PAYFAST_PASSPHRASE: 'firm passphrase' }).payfast).toEqual({
      baseUrl: 'https://sandbox.payfast.co.za',
      merchantId: '10000100',
      merchantKey: '46f0cd694581a',
      passphrase: 'firm passphrase',
    });
    expect(() => loadConfig({ ...base, PAYFAST_URL: payfast.PAYFAST_URL })).toThrow(
      /PAYFAST_URL, PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY/,
    );
    expect(() => loadConfig({ ...base, ...payfast, PAYFAST_MERCHANT_ID: 'abc' })).toThrow(/PAYFAST_MERCHANT_ID/);
  });

  it('reads Yoco’s key and webhook secret together, and refuses either alone or in the wrong shape', () => {
    const yoco = { YOCO_SECRET_KEY: 'sk_live_abc123', YOCO_WEBHOOK_SECRET: 'whsec_c2VjcmV0' };
    expect(loadConfig({ ...base, DEMO: 'false', ...yoco }).yoco).toEqual({
      apiUrl: 'https://payments.yoco.com',
      secretKey: 'sk_live_abc123',
      webhookSecret: 'whsec_c2VjcmV0',
    });
    expect(() => loadConfig({ ...base, YOCO_SECRET_KEY: yoco.YOCO_SECRET_KEY })).toThrow(/YOCO_SECRET_KEY and YOCO_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, ...yoco, YOCO_WEBHOOK_SECRET: 'secret' })).toThrow(/YOCO_WEBHOOK_SECRET/);
  });

  it('never runs the simulators in production', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', PAYMENT_SIMULATORS: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).paymentSimulators).toBe(false);
  });
});
