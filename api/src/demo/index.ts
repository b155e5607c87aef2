import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { DemoContext } from './context';
import { seedDemoContactSubmissions } from './demo-contact';
import { seedDemoDocuments, writeDemoDocumentFiles } from './demo-documents';
import { seedDemoDocumentRequests } from './demo-document-requests';
import { seedDemoEngagementLetters } from './demo-engagement-letters';
import { seedDemoJobs } from './demo-jobs';
import { seedDemoOrganizers } from './demo-organizers';
import { seedDemoMessages, writeDemoMessageFiles } from './demo-messages';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoPortal } from './demo-portal';
import { seedDemoErasureRequests } from './demo-privacy';
import { seedDemoAppointments } from './demo-schedule';
import { seedDemoAuditLogs, seedDemoPosts, seedDemoSettings } from './demo-site';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoTaxCalendar } from './demo-tax-calendar';
import { seedDemoBilling } from './demo-billing';
import { seedDemoInvoices } from './demo-invoices';
import { seedStandardVatRates } from '../features/billing/standard-rates';
import { seedDemoUsers } from './demo-users';
import { seedRoles } from './roles';
import { seedDemoTwoStep } from './demo-two-step';

export { DEMO_PASSWORD } from './demo-users';
export { demoUserIds } from './ids';
export { DEMO_TWO_STEP_SECRET } from './demo-two-step';

export interface SeedOptions {
  /** Also create the demo accounts and the demo client's living portal (docs/operations.md). */
  demo: boolean;
  /** The moment the demo dates are relative to; defaults to the current time. */
  now?: Date;
  /** Where uploaded files live; when given, the demo documents' files are written there. */
  uploadDir?: string;
  /** config.twoStepKey: when given, secure@example.com's authenticator is seeded, sealed with it. */
  twoStepKey?: Buffer;
  /**
   * One hash of the demo password for every demo account, instead of one each: the api tests pass
   * a cheap one (test/test-app.ts), since argon2 at full cost is most of a test app's start.
   */
  demoPasswordHash?: string;
}

/**
 * Brings the database to its seeded state: the four roles and the VAT rate's history always, the
 * demo data when asked.
 * Idempotent: roles and users are matched by name and e-mail, demo records by fixed ids, and
 * only what is missing is inserted, so running it again (on every start) adds nothing and
 * leaves what users changed alone.
 */
export async function seedDatabase(dataSource: DataSource, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const files: DemoContext['files'] = [];
  await dataSource.transaction(async (manager) => {
    const roleIds = await seedRoles(manager);
    await seedStandardVatRates(manager);
    if (!options.demo) return;
    const users = await seedDemoUsers(manager, roleIds, now, options.demoPasswordHash);
    const context: DemoContext = { manager, now, users, files };
    await seedDemoPortal(context);
    await seedDemoTasks(context);
    await seedDemoDocuments(context);
    await seedDemoDocumentRequests(context);
    await seedDemoEngagementLetters(context);
    await seedDemoOrganizers(context);
    await seedDemoAppointments(context);
    await seedDemoMessages(context);
    await seedDemoNotifications(context);
    await seedDemoContactSubmissions(context);
    await seedDemoPosts(context);
    await seedDemoSettings(context);
    await seedDemoTaxCalendar(context);
    await seedDemoBilling(context);
    // After the letters (the retainer's signed one) and the billing settings (numbering, the firm's details).
    await seedDemoInvoices(context);
    // After the engagements and the filing seasons: the jobs' due dates come from the seasons.
    await seedDemoJobs(context);
    await seedDemoAuditLogs(context);
    if (options.twoStepKey) await seedDemoTwoStep(context, options.twoStepKey);
    await seedDemoErasureRequests(context);
  });
  if (options.demo && options.uploadDir) {
    writeDemoDocumentFiles(options.uploadDir);
    writeDemoMessageFiles(options.uploadDir);
    for (const file of files) fs.writeFileSync(path.join(options.uploadDir, file.fileName), file.bytes);
  }
}
