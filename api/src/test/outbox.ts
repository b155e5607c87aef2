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
  const mail = readOutbox(outboxDir)
    .reverse()
    .find((text) => text.includes(`To: ${email}`));
  // Quoted-printable e-mail bodies may fold long lines with "=\n".
  const body = mail?.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = body?.match(/set-password\?token=([A-Za-z0-9_%-]+)/);
  if (!match) throw new Error(`No invitation e-mail to ${email} in ${outboxDir}`);
  return decodeURIComponent(match[1]);
}
