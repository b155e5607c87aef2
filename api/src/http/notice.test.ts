import { PASSWORD_CHANGED, PASSWORD_RESET_DONE, PASSWORD_RESET_REQUESTED } from '../../../validation/password-texts';
import { notice, NOTICE_MESSAGE_MAX_LENGTH } from './notice';

/*
 * Every route that only says what it did answers notice(…) (sign-in, sessions, contact, two-step):
 * its message is at most NOTICE_MESSAGE_MAX_LENGTH, as the OpenAPI document's Notice states.
 */
describe('a notice', () => {
  it('carries the server’s sentences whole, the longest included', () => {
    for (const sentence of [PASSWORD_RESET_REQUESTED, PASSWORD_RESET_DONE, PASSWORD_CHANGED, 'Two-step sign-in was reset']) {
      expect(notice(sentence)).toEqual({ message: sentence });
    }
    expect(PASSWORD_RESET_REQUESTED.length).toBeLessThanOrEqual(NOTICE_MESSAGE_MAX_LENGTH);
  });

  it('cuts a sentence longer than the bound, saying so', () => {
    const { message } = notice(`Your statement for Mar–Apr 2027 is ready. ${'Please review it. '.repeat(20)}`);
    expect(message).toHaveLength(NOTICE_MESSAGE_MAX_LENGTH);
    expect(message.endsWith('…')).toBe(true);
  });
});
