import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { EntityManager } from 'typeorm';
import { logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A calendar invitation: mail programs offer to add it to the calendar (nodemailer's icalEvent). */
  icalEvent?: { method: 'REQUEST' | 'PUBLISH'; filename: string; content: string };
}

/**
 * What features send e-mail through: the mail queue (features/mail-queue), which stores each
 * message (in the caller's transaction when `manager` is one's) and delivers it with retries.
 */
export interface MailSender {
  send(message: MailMessage, manager?: EntityManager): Promise<void>;
}

export interface MailTransportStatus {
  mode: 'smtp' | 'outbox';
  ok: boolean;
  detail: string;
}

/** The transport the mail queue delivers through (SMTP or the outbox folder). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Checks the transport: the SMTP server answers, or the outbox folder is writable. */
  verify(): Promise<MailTransportStatus>;
}

/**
 * With SMTP_URL, mail goes through that server; without it, each message is written as an
 * `.eml` file to the outbox folder, so nothing is lost and a person can open it
 * (docs/operations.md).
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.outboxDir, options.from);
}

/**
 * A server that stops answering must not hold a send for nodemailer's default minutes: the queue's
 * lease on the e-mail (mail-queue.ts) is longer than all of these together.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...parseConnectionUrl(smtpUrl) });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async verify() {
      try {
        await transport.verify();
        return { mode: 'smtp', ok: true, detail: 'SMTP server answered' };
      } catch (error) {
        return { mode: 'smtp', ok: false, detail: `SMTP server did not answer: ${(error as Error).message}` };
      }
    },
  };
}

function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      fs.mkdirSync(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      fs.writeFileSync(path.join(outboxDir, name), info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file: name }, 'E-mail written to the outbox');
    },
    verify() {
      try {
        fs.mkdirSync(outboxDir, { recursive: true });
        fs.accessSync(outboxDir, fs.constants.W_OK);
        return Promise.resolve({ mode: 'outbox', ok: true, detail: `Writing e-mails to ${outboxDir}` });
      } catch (error) {
        return Promise.resolve({ mode: 'outbox', ok: false, detail: `Outbox not writable: ${(error as Error).message}` });
      }
    },
  };
}
