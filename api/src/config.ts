import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';
import packageJson from '../package.json';
import { findRepositoryRoot } from './shared/repository-root';

/** Environment parsed and validated once; the rest of the api reads only this object. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  /** The largest document accepted, in bytes (MAX_UPLOAD_MB, default 25). */
  maxUploadBytes: number;
  /** Contact-form submissions stored per hour from one address (CONTACT_SUBMISSIONS_PER_HOUR, default 5). */
  contactSubmissionsPerHour: number;
  outboxDir: string;
  sessionSecret: string;
  /** Signs document download links; derived from the session secret, so links outlive a restart. */
  downloadLinkSecret: Buffer;
  trustProxy: boolean | number | string;
  smtpUrl: string | undefined;
  demo: boolean;
  notificationEmail: string;
  mailFrom: string;
  publicUrl: string;
  webDistDir: string;
  /**
   * Where every build's hashed files are kept for a while after it is replaced, so pages loaded
   * before a deploy still find their code (ASSETS_ARCHIVE_DIR, default DATA_DIR/assets-archive;
   * behind a load balancer, one folder every instance mounts).
   */
  assetsArchiveDir: string;
  /** web/dist-ssr/entry-server.js: draws portal pages and /login on the server; without it the browser draws them. */
  webRenderEntry: string;
  version: string;
  /**
   * REDIS_URL: unset, one process keeps limits and the subscription bus in memory and sessions in
   * the database; set, all of them (and job claims) go through Redis, so instances act as one.
   */
  redisUrl: string | undefined;
  /** On SIGTERM, how long to keep serving (with /readyz 503) before closing (SHUTDOWN_DELAY, ms). */
  shutdownDelayMs: number;
  /** STAFF_TWO_STEP=required: advisors, admins and superadmins must use two-step sign-in. */
  staffTwoStepRequired: boolean;
  /**
   * Encrypts the two-step secrets at rest: derived from TWO_STEP_KEY when set, else from the
   * session secret. Rotating either without keeping the old one disables every authenticator.
   */
  twoStepKey: Buffer;
  /** METRICS_TOKEN: unset, no /metrics; set, /metrics answers only requests bearing it. */
  metricsToken: string | undefined;
  /** Where `npm run backup` and scheduled backups write their archives (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  /** BACKUP_EVERY as written (e.g. 24h) and in milliseconds; unset: no scheduled backups. */
  backupEvery: { text: string; ms: number } | undefined;
  /** BACKUP_KEEP: how many archives to keep; older ones are deleted after each backup. Unset: all. */
  backupKeep: number | undefined;
  /** WEBHOOK_DISABLE_AFTER_DAYS: a webhook endpoint whose every try failed for this long is disabled (default 3). */
  webhookDisableAfterDays: number;
  /** WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true: webhooks may go to loopback and private addresses (tests, development). */
  webhooksAllowPrivateAddresses: boolean;
  /** Requests one personal access token may make per minute, on both APIs together (API_TOKEN_RATE_LIMIT_PER_MINUTE, default 600). */
  apiTokenRateLimitPerMinute: number;
  /** Requests one signed-in user may make per minute, all their sessions and both APIs together (SESSION_RATE_LIMIT_PER_MINUTE, default 1200). */
  sessionRateLimitPerMinute: number;
  /** Requests without a session or token one address may make per minute, both APIs together (ANONYMOUS_RATE_LIMIT_PER_MINUTE, default 600). */
  anonymousRateLimitPerMinute: number;
  /** PayFast (docs/operations.md#payfast): where clients pay an invoice by card or instant EFT; unset, it is not offered. */
  payfast: PayfastSettings | undefined;
  /** Yoco's online checkout (docs/operations.md#yoco): unset, it is not offered. */
  yoco: YocoSettings | undefined;
  /**
   * PAYMENT_SIMULATORS=true: the project's PayFast and Yoco simulators answer at /simulators and stand
   * in for a provider with no settings (default: on in demo mode; never in production).
   */
  paymentSimulators: boolean;
}

export interface PayfastSettings {
  /** PAYFAST_URL: https://www.payfast.co.za live, https://sandbox.payfast.co.za to test. */
  baseUrl: string;
  merchantId: string;
  merchantKey: string;
  /** PAYFAST_PASSPHRASE: the passphrase set on the PayFast account; signs both ways. */
  passphrase: string | undefined;
}

export interface YocoSettings {
  /** YOCO_API_URL: https://payments.yoco.com. */
  apiUrl: string;
  /** YOCO_SECRET_KEY: sk_live_… or sk_test_…. */
  secretKey: string;
  /** YOCO_WEBHOOK_SECRET: whsec_…, given when the webhook was registered with Yoco. */
  webhookSecret: string;
}

/** The most MAX_UPLOAD_MB may be set to: no upload is ever larger, whatever the setting. */
const MAX_UPLOAD_MB_CEILING = 1024;
export const MAX_UPLOAD_BYTES_CEILING = MAX_UPLOAD_MB_CEILING * 1024 * 1024;

/**
 * The longest the site's address (PUBLIC_URL, or http://HOST:PORT without it) and PayFast's
 * (PAYFAST_URL) may be: the addresses made from them reach clients' browsers and the admin panel,
 * which state how long they are (payment-providers.ts).
 */
export const SETTING_URL_MAX_LENGTH = 200;
/** The longest folder a setting may name, resolved: Linux opens no path of more (PATH_MAX, 4096 bytes with its closing NUL). */
export const SETTING_PATH_MAX_LENGTH = 4095;
/** The longest e-mail address mail can be sent to (RFC 5321: a path of 256 octets, less its angle brackets). */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
/** BACKUP_EVERY as written: a number of at most six digits and m, h or d. */
export const BACKUP_PERIOD_PATTERN = /^\d{1,6}[mhd]$/;

/** Where the simulators answer, below the site's own address (composition/app.ts mounts them). */
export const PAYMENT_SIMULATOR_PATHS = { payfast: '/simulators/payfast', yoco: '/simulators/yoco' } as const;

/** "1500", "1500ms", "5s" or "1m" as milliseconds. */
const duration = z
  .string()
  .regex(/^\d+(ms|s|m)?$/, 'must be a duration such as 1500ms, 5s or 1m')
  .transform((value) => {
    const amount = Number.parseInt(value, 10);
    if (value.endsWith('ms')) return amount;
    if (value.endsWith('s')) return amount * 1000;
    if (value.endsWith('m')) return amount * 60_000;
    return amount;
  });

/** BACKUP_EVERY: "30m", "24h", "7d"; at least a minute. */
const backupPeriod = z
  .string()
  .regex(BACKUP_PERIOD_PATTERN, 'must be a period such as 30m, 24h or 7d (six digits at most)')
  .transform((text) => ({
    text,
    ms: Number.parseInt(text, 10) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[text.slice(-1) as 'm' | 'h' | 'd'],
  }))
  .refine((period) => period.ms >= 60_000, 'must be at least 1m');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(mysql|mariadb):\/\//, 'must start with mysql:// or mariadb://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  CONTACT_SUBMISSIONS_PER_HOUR: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(5),
  MAX_UPLOAD_MB: z.coerce
    .number()
    .positive('must be a positive number of megabytes')
    .max(MAX_UPLOAD_MB_CEILING, `must be at most ${MAX_UPLOAD_MB_CEILING}`)
    .default(25),
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TRUST_PROXY: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  DEMO: booleanFlag.optional(),
  NOTIFICATION_EMAIL: z.string().max(EMAIL_ADDRESS_MAX_LENGTH).email().default('enquiries@khanya-advisory.co.za'),
  MAIL_FROM: z.string().min(3).default('Khanya Tax & Advisory <no-reply@khanya-advisory.co.za>'),
  PUBLIC_URL: z.string().max(SETTING_URL_MAX_LENGTH).url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  ASSETS_ARCHIVE_DIR: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SHUTDOWN_DELAY: duration.optional(),
  STAFF_TWO_STEP: z.enum(['required', 'optional'], { error: 'must be required or optional' }).optional(),
  TWO_STEP_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY: backupPeriod.optional(),
  BACKUP_KEEP: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').optional(),
  WEBHOOK_DISABLE_AFTER_DAYS: z.coerce.number().positive('must be a positive number of days').default(3),
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: booleanFlag.optional(),
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(600),
  // A portal page asks a few dozen GraphQL queries at most: 1200 a minute is far above a busy person.
  SESSION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(1200),
  // Visitors behind one office's address share it: 600 a minute leaves room for many at once.
  ANONYMOUS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(600),
  PAYFAST_URL: z.string().max(SETTING_URL_MAX_LENGTH).url().optional(),
  PAYFAST_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the digits of the merchant id')
    .optional(),
  PAYFAST_MERCHANT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{1,40}$/, 'must be the merchant key as PayFast shows it')
    .optional(),
  PAYFAST_PASSPHRASE: z.string().min(1).max(100).optional(),
  YOCO_API_URL: z.string().url().default('https://payments.yoco.com'),
  YOCO_SECRET_KEY: z
    .string()
    .regex(/^sk_(live|test)_[A-Za-z0-9]+$/, 'must be a Yoco secret key (sk_live_… or sk_test_…)')
    .optional(),
  YOCO_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be the webhook secret Yoco gave (whsec_…)')
    .optional(),
  PAYMENT_SIMULATORS: booleanFlag.optional(),
});

export class ConfigError extends Error {}

type EnvironmentValues = z.infer<typeof environmentSchema>;

/** The simulators' own merchant: PayFast's published sandbox ids, and secrets that guard nothing real. */
const SIMULATED_PAYFAST = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'simulated-passphrase' };
const SIMULATED_YOCO = {
  secretKey: 'sk_test_simulated',
  webhookSecret: `whsec_${Buffer.from('the yoco simulator signs with this').toString('base64')}`,
};

/** PayFast's settings: all three of URL, merchant id and key, or none (then the simulator, when it runs). */
function payfastSettings(values: EnvironmentValues, publicUrl: string, simulators: boolean): PayfastSettings | undefined {
  const given = [values.PAYFAST_URL, values.PAYFAST_MERCHANT_ID, values.PAYFAST_MERCHANT_KEY];
  if (given.every((value) => value === undefined)) {
    return simulators ? { baseUrl: publicUrl + PAYMENT_SIMULATOR_PATHS.payfast, ...SIMULATED_PAYFAST } : undefined;
  }
  if (given.some((value) => value === undefined)) {
    throw new ConfigError('Invalid environment: PAYFAST_URL, PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY are set together or not at all');
  }
  return {
    baseUrl: values.PAYFAST_URL!.replace(/\/$/, ''),
    merchantId: values.PAYFAST_MERCHANT_ID!,
    merchantKey: values.PAYFAST_MERCHANT_KEY!,
    passphrase: values.PAYFAST_PASSPHRASE,
  };
}

/** Yoco's settings: the secret key and the webhook secret together, or neither (then the simulator, when it runs). */
function yocoSettings(values: EnvironmentValues, publicUrl: string, simulators: boolean): YocoSettings | undefined {
  if (values.YOCO_SECRET_KEY === undefined && values.YOCO_WEBHOOK_SECRET === undefined) {
    return simulators ? { apiUrl: publicUrl + PAYMENT_SIMULATOR_PATHS.yoco, ...SIMULATED_YOCO } : undefined;
  }
  if (values.YOCO_SECRET_KEY === undefined || values.YOCO_WEBHOOK_SECRET === undefined) {
    throw new ConfigError('Invalid environment: YOCO_SECRET_KEY and YOCO_WEBHOOK_SECRET are set together or not at all');
  }
  return { apiUrl: values.YOCO_API_URL.replace(/\/$/, ''), secretKey: values.YOCO_SECRET_KEY, webhookSecret: values.YOCO_WEBHOOK_SECRET };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * In development the session secret is generated once and kept in DATA_DIR, so sessions
 * survive restarts without anyone having to invent a secret (docs/operations.md).
 */
function persistedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The AES-256 key of the two-step secrets (HKDF with its own purpose label, like the download links'). */
export function deriveTwoStepKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'khanya-portal', 'two-step-secrets', 32));
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  if (production && !values.SESSION_SECRET) {
    throw new ConfigError('Invalid environment: SESSION_SECRET is required when NODE_ENV=production');
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const port = values.PORT;
  const sessionSecret = values.SESSION_SECRET ?? persistedSessionSecret(dataDir);
  const webDistDir = path.resolve(values.WEB_DIST_DIR ?? path.join(findRepositoryRoot(), 'web', 'dist'));
  const demo = values.DEMO ?? !production;
  if (production && values.PAYMENT_SIMULATORS) {
    throw new ConfigError('Invalid environment: PAYMENT_SIMULATORS cannot be on when NODE_ENV=production');
  }
  const paymentSimulators = values.PAYMENT_SIMULATORS ?? (demo && !production);
  const publicUrl = (values.PUBLIC_URL ?? `http://${values.HOST}:${port}`).replace(/\/$/, '');
  if (publicUrl.length > SETTING_URL_MAX_LENGTH) {
    throw new ConfigError(
      `Invalid environment: HOST makes the site's address longer than ${SETTING_URL_MAX_LENGTH} characters; set PUBLIC_URL`,
    );
  }
  const backupDir = path.resolve(values.BACKUP_DIR ?? path.join(dataDir, 'backups'));
  if (backupDir.length > SETTING_PATH_MAX_LENGTH) {
    throw new ConfigError(`Invalid environment: BACKUP_DIR is longer than ${SETTING_PATH_MAX_LENGTH} characters, which no system opens`);
  }
  return {
    env: values.NODE_ENV,
    port,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    uploadDir: path.resolve(values.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    maxUploadBytes: Math.floor(values.MAX_UPLOAD_MB * 1024 * 1024),
    contactSubmissionsPerHour: values.CONTACT_SUBMISSIONS_PER_HOUR,
    outboxDir: path.join(dataDir, 'outbox'),
    sessionSecret,
    downloadLinkSecret: Buffer.from(crypto.hkdfSync('sha256', sessionSecret, 'khanya-portal', 'document-download-links', 32)),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    smtpUrl: values.SMTP_URL,
    demo,
    notificationEmail: values.NOTIFICATION_EMAIL,
    mailFrom: values.MAIL_FROM,
    publicUrl,
    webDistDir,
    assetsArchiveDir: path.resolve(values.ASSETS_ARCHIVE_DIR ?? path.join(dataDir, 'assets-archive')),
    // Beside the site, never inside it (the site is served as files): the build's server renderer.
    webRenderEntry: path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js'),
    version: packageJson.version,
    redisUrl: values.REDIS_URL,
    // Behind a load balancer the health check needs a moment to see /readyz fail before the
    // port closes; alone, there is nobody to wait for.
    shutdownDelayMs: values.SHUTDOWN_DELAY ?? (values.REDIS_URL ? 5000 : 0),
    staffTwoStepRequired: values.STAFF_TWO_STEP === 'required',
    twoStepKey: deriveTwoStepKey(values.TWO_STEP_KEY ?? sessionSecret),
    metricsToken: values.METRICS_TOKEN,
    backupDir,
    backupEvery: values.BACKUP_EVERY,
    backupKeep: values.BACKUP_KEEP,
    webhookDisableAfterDays: values.WEBHOOK_DISABLE_AFTER_DAYS,
    webhooksAllowPrivateAddresses: values.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES ?? false,
    apiTokenRateLimitPerMinute: values.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    sessionRateLimitPerMinute: values.SESSION_RATE_LIMIT_PER_MINUTE,
    anonymousRateLimitPerMinute: values.ANONYMOUS_RATE_LIMIT_PER_MINUTE,
    payfast: payfastSettings(values, publicUrl, paymentSimulators),
    yoco: yocoSettings(values, publicUrl, paymentSimulators),
    paymentSimulators,
  };
}
