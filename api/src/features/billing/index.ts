import type { FeatureModule } from '../../context/feature-module';
import { BillingSettings } from './billing-settings.entity';
import { VatRate } from './vat-rate.entity';
import { Invoice } from './invoice.entity';
import { DocumentSequence } from './document-sequence.entity';
import { Payment } from './payment.entity';
import { PaymentCheckout } from './payment-checkout.entity';
import { InvoicePaymentsResolver, PaymentsResolver } from './payments.resolver';
import { paymentRoutes } from './payments.routes';
import { paymentNotificationRoutes } from './payment-notifications.routes';
import { paymentNotificationOperations, paymentOperations } from './payments.openapi';
import type { PaymentsService } from './payments.service';
import type { createPaymentLoaders } from './payments.loaders';
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
    payments: PaymentsService;
  }
  interface Loaders extends ReturnType<typeof createInvoiceLoaders>, ReturnType<typeof createPaymentLoaders> {}
}

/** Billing (docs/billing.md): the firm's billing settings and VAT rates, invoices and credit notes, and payments. */
export const billingFeature: FeatureModule = {
  name: 'billing',
  entities: [BillingSettings, VatRate, Invoice, DocumentSequence, Payment, PaymentCheckout],
  resolvers: [
    BillingSettingsResolver,
    InvoicesResolver,
    EngagementInvoicesResolver,
    UserInvoicesResolver,
    PaymentsResolver,
    InvoicePaymentsResolver,
  ],
  restMounts: [
    {
      path: '/billing',
      operations: billingSettingsOperations,
      // For signed-in staff only: no token scope reads or keeps the settings.
      routers: ({ services }) => [billingSettingsRoutes(services)],
    },
    { path: '/invoices', operations: invoiceOperations, scope: 'invoices', routers: ({ services }) => [invoiceRoutes(services)] },
    { path: '/payments', operations: paymentOperations, scope: 'payments', routers: ({ services }) => [paymentRoutes(services)] },
    {
      // PayFast's and Yoco's own calls, vouched for by their signatures, not by a session or token.
      path: '/payments/notifications',
      operations: paymentNotificationOperations,
      rawBody: true,
      routers: ({ services }) => [paymentNotificationRoutes(services)],
    },
  ],
  // Unpaid invoices past their due date: invoice.overdue once, then reminders at 7, 14 and 30 days.
  jobs: [reminderJob('invoice-overdue-reminders', (services) => services.invoiceReminders, 'Overdue invoice reminders sent')],
};

// The providers' simulators, for composition/payment-simulators.ts (demo mode and tests only).
export { payfastSimulator } from './payfast';
export { yocoSimulator } from './yoco';
