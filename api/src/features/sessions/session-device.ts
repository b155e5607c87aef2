import Bowser from 'bowser';
import { UserSession } from '../../accounts/user-session.entity';
import { columnMaxLength } from '../../records/column-bounds';

/**
 * The longest device describeDevice names: a browser's name, which is one of Bowser's (each short)
 * or, for a browser it does not know, a part of the stored user agent (its column's length), then
 * " on " and the longest of Bowser's system names.
 */
export const DEVICE_MAX_LENGTH =
  (columnMaxLength(UserSession, 'userAgent') ?? 0) + ' on '.length + Math.max(...Object.values(Bowser.OS_MAP).map((name) => name.length));

/** "Chrome on Windows", "Safari on iOS": what a person recognises of their own devices. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name ?? 'Unknown browser';
  return os.name ? `${browserName} on ${os.name}` : browserName;
}
