import type { FeatureModule } from '../../context/feature-module';
import { BillingSettings } from './billing-settings.entity';
import { VatRate } from './vat-rate.entity';
import { Invoice } from './invoice.entity';
import { DocumentSequence } from './document-sequence.entity';
import { BillingSettingsResolver } from './billing-settings.resolver';
import { EngagementInvoicesResolver, InvoicesResolver, UserInvoicesResolver } from './invoices.resolver';
import { billingSettingsRoutes } from './billing-settings.routes';
import { invoiceRoutes } from './invoices.routes';
import { billingSettingsOperations } from './billing-settings.openapi';
import { invoiceOperations } from './invoices.openapi';
import type { BillingSettingsService } from './billing-settings.service';
import type { InvoicesService } from './invoices.service';
import type { InvoiceReminders } from './invoice-reminders';
import { reminderJob } from '../../context/reminder-job';
import type { createInvoiceLoaders } from './invoices.loaders';

declare module '../../context/services' {
  interface Services {
    billingSettings: BillingSettingsService;
    invoices: InvoicesService;
    invoiceReminders: InvoiceReminders;
  }
  interface Loaders extends ReturnType<typeof createInvoiceLoaders> {}
}

/** Billing (docs/billing.md): the firm's billing settings and VAT rates, invoices and credit notes. */
export const billingFeature: FeatureModule = {
  name: 'billing',
  entities: [BillingSettings, VatRate, Invoice, DocumentSequence],
  resolvers: [BillingSettingsResolver, InvoicesResolver, EngagementInvoicesResolver, UserInvoicesResolver],
  restMounts: [
    {
      path: '/billing',
      operations: billingSettingsOperations,
      // For signed-in staff only: no token scope reads or keeps the settings.
      routers: ({ services }) => [billingSettingsRoutes(services)],
    },
    { path: '/invoices', operations: invoiceOperations, scope: 'invoices', routers: ({ services }) => [invoiceRoutes(services)] },
  ],
  // Unpaid invoices past their due date: invoice.overdue once, then reminders at 7, 14 and 30 days.
  jobs: [reminderJob('invoice-overdue-reminders', (services) => services.invoiceReminders, 'Overdue invoice reminders sent')],
};
