import crypto from 'node:crypto';
import { normaliseRecoveryCode } from '../../../../validation/two-step';

export const RECOVERY_CODE_COUNT = 10;

/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i): 31 symbols. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 12;

/** A code as the user sees it: its twelve symbols in three groups of four, joined by hyphens. */
export const RECOVERY_CODE_TEXT_LENGTH = LENGTH + 2;

/** Ten new codes as the user sees them: "k7mq-2xrt-9dnw", about 59 random bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const symbols = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
  });
}

/** What is stored: the user's id salts the hash, so one table of hashes serves one account only. */
export function recoveryCodeHash(userId: string, code: string): string {
  return crypto
    .createHash('sha256')
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}
