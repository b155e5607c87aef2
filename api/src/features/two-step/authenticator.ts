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

const QR_MARGIN = 2;
const QR_COLORS = { dark: '#0b1f3a', light: '#ffffff' };

/** The QR code of the otpauth:// link, drawn here as SVG: the secret never leaves for another service. */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: QR_MARGIN, errorCorrectionLevel: 'M', color: QR_COLORS });
}

/** The most modules a side of a QR code has (version 40): a link too long for it is refused, never drawn. */
const QR_MAX_MODULES = 177;

/**
 * The longest SVG qrCodeSvg answers. qrcode's SVG renderer (lib/renderer/svg-tag.js) writes a frame
 * (the view box, the light square, the dark path) and, row by row, a command for each run of dark
 * modules and its length: runs of one, a module apart from a row's first module, write the most
 * ("M<x> <y>h1", then "m1 0h1" for every other module), whatever the link.
 */
export const QR_CODE_SVG_MAX_LENGTH = (() => {
  const side = QR_MAX_MODULES + 2 * QR_MARGIN;
  const frame =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<path fill="${QR_COLORS.light}" d="M0 0h${side}v${side}H0z"/><path stroke="${QR_COLORS.dark}" d=""/></svg>\n`;
  const row = (index: number) => `M${QR_MARGIN} ${index + QR_MARGIN + 0.5}h1${'m1 0h1'.repeat((QR_MAX_MODULES - 1) / 2)}`;
  return frame.length + Array.from({ length: QR_MAX_MODULES }, (_, index) => row(index).length).reduce((sum, length) => sum + length, 0);
})();

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
