/**
 * The privacy notice now in force (web/src/content/privacy.ts shows it at /privacy). A contact
 * submission stores the version its sender agreed to, so a later change of the notice never
 * rewrites what someone consented to. Change it whenever the notice's substance changes.
 * No imports: the public pages and the api's e-mails read it without loading zod.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-01';

/** Where the notice lives on the site. */
export const PRIVACY_NOTICE_PATH = '/privacy';

/** The firm's Information Officer (POPIA s55): who answers privacy requests. */
export const informationOfficer = {
  name: 'Thandiwe Nkosi CA(SA), Managing Director',
  email: 'privacy@khanya-advisory.co.za',
} as const;

/** Where a data subject may complain (POPIA s74). */
export const informationRegulator = {
  name: 'Information Regulator (South Africa)',
  address: 'Woodmead North Office Park, 54 Maxwell Drive, Woodmead, Johannesburg, 2191',
  complaintsEmail: 'POPIAComplaints@inforegulator.org.za',
  enquiriesEmail: 'enquiries@inforegulator.org.za',
  website: 'https://inforegulator.org.za',
} as const;
