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
