import { Writable } from 'node:stream';
import { createLogger } from './logger';

function capturingLogger() {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger(stream, 'info'), text: () => written.join('') };
}

describe('the logger', () => {
  it('writes an error report without the secrets its message, stack and fields quote, and keeps its code', () => {
    const { logger, text } = capturingLogger();
    const error = Object.assign(new Error('Could not fetch /api/documents/d1/file?expires=1&signature=sig-value-1'), {
      code: 'ECONNRESET',
      url: 'https://hooks.example/in?token=token-value-2',
      request: { headers: { authorization: 'Bearer bearer-value-3' } },
    });
    error.cause = new Error('Authorization: Bearer bearer-value-4');
    logger.error({ err: error }, 'Something failed');
    const line = JSON.parse(text()) as { err: { message: string; stack: string; code: string; url: string } };
    expect(text()).not.toMatch(/sig-value-1|token-value-2|bearer-value-3|bearer-value-4/);
    expect(line.err.message).toContain('expires=1&signature=[redacted]');
    expect(line.err.code).toBe('ECONNRESET');
    expect(line.err.url).toBe('https://hooks.example/in?token=[redacted]');
    // The error itself is untouched: only what is written is cleaned.
    expect(error.url).toBe('https://hooks.example/in?token=token-value-2');
  });

  it('redacts cookies, Authorization headers, passwords, tokens and recovery codes wherever a line carries them', () => {
    const { logger, text } = capturingLogger();
    logger.info(
      {
        req: { headers: { cookie: 'firm.sid=s%3Acookie-value', authorization: 'Bearer header-value' } },
        res: { headers: { 'set-cookie': 'firm.sid=s%3Aset-cookie-value' } },
        body: { password: 'password-value', newPassword: 'new-password-value', token: 'token-value', recoveryCodes: ['recovery-value'] },
        code: 'ER_LOCK_DEADLOCK',
      },
      'A line',
    );
    expect(text()).not.toMatch(/cookie-value|header-value|password-value|token-value|recovery-value/);
    expect(JSON.parse(text())).toMatchObject({ code: 'ER_LOCK_DEADLOCK', body: { password: '[redacted]' } });
  });
});
