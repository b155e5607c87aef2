import Bowser from 'bowser';

/** "Chrome on Windows", "Safari on iOS": what a person recognises of their own devices. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name ?? 'Unknown browser';
  return os.name ? `${browserName} on ${os.name}` : browserName;
}
