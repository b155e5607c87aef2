import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

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
