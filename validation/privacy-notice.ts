/**
 * The privacy notice now in force (web/src/content/privacy.ts shows it at /privacy). A contact
 * submission stores the version its sender agreed to, so a later change of the notice never
 * rewrites what someone consented to. Change it whenever the notice's substance changes.
 * No imports: the public pages read it without loading zod.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-23';

/** Where the notice lives on the site. */
export const PRIVACY_NOTICE_PATH = '/privacy';
