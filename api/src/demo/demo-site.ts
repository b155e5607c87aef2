import { AuditLog } from '../features/audit/audit-log.entity';
import { Post } from '../features/posts/post.entity';
import { SystemSetting } from '../features/settings/system-setting.entity';
import type { DemoContext } from './context';
import { daysFrom, demoId } from './ids';
import { insertMissing } from './insert-missing';

/** The default notification address for contact forms (also config.ts's default). */
export const DEMO_NOTIFICATION_EMAIL = 'enquiries@khanya-advisory.co.za';

/** Two published articles. */
export async function seedDemoPosts({ manager, now }: DemoContext): Promise<void> {
  const posts = manager.getRepository(Post);
  const articles = [
    {
      id: demoId('post', 'provisional-tax'),
      slug: 'provisional-tax-a-guide-for-small-businesses',
      title: 'Provisional tax: a guide for small businesses',
      category: 'Tax',
      excerpt:
        'Two payments a year, penalties for late or low estimates: how provisional tax works and how to stay on the right side of SARS.',
      content: [
        'Companies, and individuals who earn income that is not taxed through PAYE, pay income tax during the year in instalments called provisional tax.',
        'The first payment is due six months into the year of assessment and the second at its end. Each is based on an estimate of the taxable income for the whole year, submitted on an IRP6 return.',
        'Late payments attract a penalty and interest, and an estimate that turns out too low can lead to an under-estimation penalty. Up-to-date management accounts are the best protection: they make the estimate a calculation rather than a guess.',
        'Talk to us before each deadline and we will prepare the estimate with you.',
      ].join('\n\n'),
      published: true,
      createdAt: daysFrom(now, -21),
      updatedAt: daysFrom(now, -21),
    },
    {
      id: demoId('post', 'vat-registration'),
      slug: 'when-must-my-business-register-for-vat',
      title: 'When must my business register for VAT?',
      category: 'VAT',
      excerpt:
        'Registration becomes compulsory once taxable supplies pass the threshold in a 12-month period; registering voluntarily can also make sense.',
      content: [
        'A business must register for VAT once the value of its taxable supplies in any 12-month period exceeds the compulsory registration threshold set by SARS, or is expected to.',
        'A business below the threshold may register voluntarily once its taxable supplies pass the voluntary threshold, which lets it claim input tax on its purchases and deal with larger clients who expect VAT invoices.',
        'Registration brings obligations: VAT invoices in the prescribed form, VAT201 returns and payments on time, and records kept for five years.',
        'We can assess whether registration is compulsory or worthwhile for you and handle the application on eFiling.',
      ].join('\n\n'),
      published: true,
      createdAt: daysFrom(now, -9),
      updatedAt: daysFrom(now, -9),
    },
  ];
  // Slugs are unique: an article whose slug exists (whatever its id) is left alone.
  const missing = [];
  for (const article of articles) {
    if (!(await posts.existsBy({ slug: article.slug }))) missing.push(article);
  }
  await insertMissing(manager, Post, missing);
}

/** The site settings the system view shows. */
export async function seedDemoSettings({ manager, users }: DemoContext): Promise<void> {
  const settings = manager.getRepository(SystemSetting);
  const definitions = [
    {
      key: 'site.name',
      value: 'Khanya Tax & Advisory',
      category: 'general',
      isPublic: true,
      description: 'The firm name shown on the site and in e-mails.',
    },
    {
      key: 'contact.notificationEmail',
      value: DEMO_NOTIFICATION_EMAIL,
      category: 'contact',
      isPublic: false,
      description: 'Where new contact form submissions and consultation requests are sent.',
    },
    {
      key: 'contact.responseTimeHours',
      value: '2',
      category: 'contact',
      isPublic: true,
      description: 'The response time promised on the contact forms (docs/product.md#constants-and-limits).',
    },
    { key: 'system.version', value: '1.0.0', category: 'system', isPublic: false, description: 'The version shown in the admin panel.' },
  ];
  // Keys are unique: a setting whose key exists (whatever its id) is left alone.
  const missing = [];
  for (const definition of definitions) {
    if (!(await settings.existsBy({ key: definition.key }))) {
      missing.push({ ...definition, id: demoId('setting', definition.key), updatedBy: users.superadmin });
    }
  }
  await insertMissing(manager, SystemSetting, missing);
}

/** A few audit entries, so the log is not empty. */
export async function seedDemoAuditLogs({ manager, now, users }: DemoContext): Promise<void> {
  const origin = {
    ipAddress: '196.21.45.10',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  };
  await insertMissing(manager, AuditLog, [
    {
      id: demoId('audit', 'client-created'),
      userId: users.admin,
      action: 'user.create',
      resourceType: 'user',
      resourceId: users.client,
      details: { email: 'client@example.com', roleNames: ['client'] },
      ...origin,
      createdAt: daysFrom(now, -120),
    },
    {
      id: demoId('audit', 'itr14-approved'),
      userId: users.advisor,
      action: 'document.approve',
      resourceType: 'document',
      resourceId: demoId('document', 'itr14-2025'),
      details: { originalName: '2025 ITR14 Tax Return.pdf' },
      ...origin,
      createdAt: daysFrom(now, -10),
    },
    {
      id: demoId('audit', 'client-login'),
      userId: users.client,
      action: 'auth.login',
      resourceType: 'user',
      resourceId: users.client,
      details: null,
      ipAddress: '102.132.18.77',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      createdAt: daysFrom(now, -3),
    },
  ]);
}
