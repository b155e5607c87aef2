import fs from 'node:fs';
import path from 'node:path';

/** The e-mails written to an outbox folder, oldest first, as raw text. */
export function readOutbox(outboxDir: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .sort()
    .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'));
}

/** The token of the newest invitation link sent to `email`. */
export function invitationTokenFor(outboxDir: string, email: string): string {
  return linkTokenFor(outboxDir, email, 'set-password');
}

/** The token of the newest link to `/portal/<page>?token=` sent to `email`. */
export function linkTokenFor(outboxDir: string, email: string, page: string): string {
  const mail = readOutbox(outboxDir)
    .reverse()
    .find((text) => text.includes(`To: ${email}`) && unfolded(text).includes(`${page}?token=`));
  const match = mail && unfolded(mail).match(new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`No ${page} e-mail to ${email} in ${outboxDir}`);
  return decodeURIComponent(match[1]);
}

/** Quoted-printable e-mail bodies may fold long lines with "=\n" and escape "=". */
const unfolded = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
