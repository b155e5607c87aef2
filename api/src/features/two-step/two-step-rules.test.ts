import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import type { Request } from 'express';
import { ConfigError, deriveTwoStepKey, loadConfig } from '../../config';
import { holdForSecondStep, pendingSignIn } from '../sign-in/pending-sign-in';
import { openSecret, sealSecret } from './secret-box';
import { AUTHENTICATOR_SECRET_LENGTH, matchingTimeStep, otpauthUri, QR_CODE_SVG_MAX_LENGTH, qrCodeSvg } from './authenticator';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

const SECRET = 'KHANYADEMOTWOSTEPSECRET234567ABC';
const base = {
  NODE_ENV: 'test',
  DATA_DIR: path.join(os.tmpdir(), 'firm-two-step-config'),
  SESSION_SECRET: 'a-test-session-secret-of-decent-length',
};

describe('two-step configuration', () => {
  it('is optional for staff unless STAFF_TWO_STEP=required', () => {
    expect(loadConfig(base).staffTwoStepRequired).toBe(false);
    expect(loadConfig({ ...base, STAFF_TWO_STEP: 'optional' }).staffTwoStepRequired).toBe(false);
    expect(loadConfig({ ...base, STAFF_TWO_STEP: 'required' }).staffTwoStepRequired).toBe(true);
    expect(() => loadConfig({ ...base, STAFF_TWO_STEP: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STAFF_TWO_STEP: 'yes' })).toThrow(/STAFF_TWO_STEP/);
  });

  it('derives the key from TWO_STEP_KEY when set, else from the session secret', () => {
    expect(loadConfig(base).twoStepKey).toEqual(deriveTwoStepKey(base.SESSION_SECRET));
    const own = loadConfig({ ...base, TWO_STEP_KEY: 'a-separate-two-step-key' }).twoStepKey;
    expect(own).toEqual(deriveTwoStepKey('a-separate-two-step-key'));
    expect(own).not.toEqual(deriveTwoStepKey(base.SESSION_SECRET));
    expect(() => loadConfig({ ...base, TWO_STEP_KEY: 'short' })).toThrow(/TWO_STEP_KEY/);
  });
});

describe('sealed secrets', () => {
  const key = deriveTwoStepKey('one-key-of-decent-length');

  it('open with their key, differ each time, and do not show the secret', () => {
    const [first, second] = [sealSecret(SECRET, key), sealSecret(SECRET, key)];
    expect(first).not.toEqual(second);
    expect(first).not.toContain(SECRET);
    expect(openSecret(first, key)).toBe(SECRET);
  });

  it('do not open with another key (a rotated TWO_STEP_KEY or session secret), nor when tampered with', () => {
    const sealed = sealSecret(SECRET, key);
    expect(openSecret(sealed, deriveTwoStepKey('another-key-of-decent-length'))).toBeNull();
    expect(openSecret(sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA'), key)).toBeNull();
    expect(openSecret('plain-text', key)).toBeNull();
  });
});

describe('authenticator codes', () => {
  const now = new Date('2026-11-23T10:00:10Z');
  const codeAt = (seconds: number) => generateSync({ secret: SECRET, epoch: Math.floor(now.getTime() / 1000) + seconds });

  it('accepts the current step and one either side, nothing further', () => {
    const step = Math.floor(now.getTime() / 30000);
    expect(matchingTimeStep(SECRET, codeAt(0), now, null)).toBe(step);
    expect(matchingTimeStep(SECRET, codeAt(-30), now, null)).toBe(step - 1);
    expect(matchingTimeStep(SECRET, codeAt(30), now, null)).toBe(step + 1);
    expect(matchingTimeStep(SECRET, codeAt(-90), now, null)).toBeNull();
    expect(matchingTimeStep(SECRET, codeAt(90), now, null)).toBeNull();
  });

  it('refuses a code of a step already used, or of an earlier one', () => {
    const step = Math.floor(now.getTime() / 30000);
    expect(matchingTimeStep(SECRET, codeAt(0), now, step)).toBeNull();
    expect(matchingTimeStep(SECRET, codeAt(-30), now, step)).toBeNull();
    expect(matchingTimeStep(SECRET, codeAt(30), now, step)).toBe(step + 1);
  });
});

describe('the QR code of an authenticator link', () => {
  it('is never longer than the OpenAPI document states, drawn from the longest link or filling the largest code', async () => {
    // The longest address an account may have (255 characters), every character of it percent-encoded.
    const email = `${'+'.repeat(255 - '@example.co.za'.length)}@example.co.za`;
    const longest = otpauthUri('A'.repeat(AUTHENTICATOR_SECRET_LENGTH), email);
    expect((await qrCodeSvg(longest)).length).toBeLessThanOrEqual(QR_CODE_SVG_MAX_LENGTH);
    // 2,300 bytes take the largest code there is (version 40 at level M holds 2,331); more is refused.
    expect((await qrCodeSvg('x'.repeat(2300))).length).toBeLessThanOrEqual(QR_CODE_SVG_MAX_LENGTH);
    await expect(qrCodeSvg('x'.repeat(2400))).rejects.toThrow(/too big/);
  });
});

describe('recovery codes', () => {
  it('are ten different codes, hashed per user, whatever their case and hyphens', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(recoveryCodeHash('user-1', codes[0])).toBe(recoveryCodeHash('user-1', codes[0].toUpperCase().replace(/-/g, ' ')));
    expect(recoveryCodeHash('user-1', codes[0])).not.toBe(recoveryCodeHash('user-2', codes[0]));
  });
});

describe('the half-signed-in session', () => {
  function fakeRequest() {
    const session: Record<string, unknown> = {
      regenerate: (done: (error?: Error) => void) => done(),
      save: (done: (error?: Error) => void) => done(),
    };
    return { session } as unknown as Request;
  }

  it('holds the user for five minutes for a code, a quarter of an hour for enrolment, then expires', async () => {
    const req = fakeRequest();
    const now = new Date('2026-11-23T10:00:00Z');
    const expiresAt = await holdForSecondStep(req, { id: 'user-1', sessionGeneration: 2 }, 'code', now);
    expect(expiresAt).toEqual(new Date('2026-11-23T10:05:00Z'));
    expect(req.session.userId).toBeUndefined();
    expect(pendingSignIn(req, 'code', new Date('2026-11-23T10:04:59Z'))).toMatchObject({ userId: 'user-1', generation: 2 });
    expect(() => pendingSignIn(req, 'code', new Date('2026-11-23T10:05:00Z'))).toThrow('Your sign-in has expired');
    // A sign-in held for a code is not one held for enrolment.
    expect(() => pendingSignIn(req, 'enrol', now)).toThrow('Your sign-in has expired');
    await holdForSecondStep(req, { id: 'user-1', sessionGeneration: 2 }, 'enrol', now);
    expect(pendingSignIn(req, 'enrol', new Date('2026-11-23T10:14:59Z')).userId).toBe('user-1');
  });
});
