import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { User } from '../../accounts/user.entity';
import { columnMaxLength } from '../../records/column-bounds';

/** What authenticator apps show next to the account, and the issuer of its otpauth:// link. */
export const TWO_STEP_ISSUER = 'Khanya Tax & Advisory';

/**
 * Codes from the step before and after the current one are accepted too (RFC 6238 §5.2: a
 * phone's clock drifts and a person takes a moment to type).
 */
const TOLERANCE_SECONDS = 30;

/** otplib's default: 160 random bits. */
const SECRET_BYTES = 20;

/** The secret as the app takes it: base32, five bits a character. */
export const AUTHENTICATOR_SECRET_LENGTH = Math.ceil((SECRET_BYTES * 8) / 5);

export const newAuthenticatorSecret = () => generateSecret({ length: SECRET_BYTES });

export const otpauthUri = (secret: string, email: string) => generateURI({ issuer: TWO_STEP_ISSUER, label: email, secret });

/**
 * The longest otpauth:// link: the link of a secret with no address, and each character of the
 * longest address (users.email) percent-encoded, at most twelve characters (%F0%9F%98%80) each.
 */
export const OTPAUTH_URI_MAX_LENGTH =
  otpauthUri('A'.repeat(AUTHENTICATOR_SECRET_LENGTH), '').length + 12 * (columnMaxLength(User, 'email') ?? 0);

/** The QR code of the otpauth:// link, drawn here as SVG: the secret never leaves for another service. */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#0b1f3a', light: '#ffffff' } });
}

/**
 * The time step a code belongs to, when it is right for `now` and later than `afterStep` (a code
 * already used, or an older one, never works again); otherwise null.
 */
export function matchingTimeStep(secret: string, code: string, now: Date, afterStep: number | null): number | null {
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
