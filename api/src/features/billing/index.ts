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
import type { RefundsService } from './refunds.service';
import { BillingPlan } from './billing-plan.entity';
import { BillingPlanRun } from './billing-plan-run.entity';
import type { BillingPlansService } from './billing-plans.service';
import type { createBillingPlanLoaders } from './billing-plans.loaders';
import { BillingPlanRunsResolver, BillingPlansResolver, EngagementBillingPlansResolver } from './billing-plans.resolver';
import { billingPlanRoutes } from './billing-plans.routes';
import { billingPlanOperations } from './billing-plans.openapi';
import type { createPaymentLoaders } from './payments.loaders';
import { BankAccount } from './bank-statements/bank-account.entity';
import { BankStatementLine } from './bank-statements/bank-statement-line.entity';
import { BankStatementsResolver } from './bank-statements/bank-statements.resolver';
import { bankStatementRoutes } from './bank-statements/bank-statements.routes';
import { bankStatementOperations } from './bank-statements/bank-statements.openapi';
import type { BankStatementsService } from './bank-statements/bank-statements.service';
import { BillingSettingsResolver } from './billing-settings.resolver';
import { EngagementInvoicesResolver, InvoicesResolver, UserInvoicesResolver } from './invoices.resolver';
import { billingSettingsRoutes } from './billing-settings.routes';
import { invoiceRoutes } from './invoices.routes';
import { billingSettingsOperations } from './billing-settings.openapi';
import { invoiceOperations } from './invoices.openapi';
import type { BillingSettingsService } from './billing-settings.service';
import type { InvoicesService } from './invoices.service';
import type { ReceivablesAgeingService } from './receivables-ageing';
import type { AccountingExportService } from './accounting-export';
import { AgeingRowResolver, ReceivablesResolver } from './receivables.resolver';
import type { InvoiceReminders } from './invoice-reminders';
import { reminderJob } from '../../context/reminder-job';
import type { createInvoiceLoaders } from './invoices.loaders';

declare module '../../context/services' {
  interface Services {
    billingSettings: BillingSettingsService;
    invoices: InvoicesService;
    invoiceReminders: InvoiceReminders;
    payments: PaymentsService;
    bankStatements: BankStatementsService;
    receivablesAgeing: ReceivablesAgeingService;
    accountingExport: AccountingExportService;
    refunds: RefundsService;
    billingPlans: BillingPlansService;
  }
  interface Loaders
    extends ReturnType<typeof createInvoiceLoaders>, ReturnType<typeof createPaymentLoaders>, ReturnType<typeof createBillingPlanLoaders> {}
}

/** Billing (docs/billing.md): the firm's billing settings and VAT rates, invoices and credit notes, and payments. */
export const billingFeature: FeatureModule = {
  name: 'billing',
  entities: [
    BillingSettings,
    VatRate,
    Invoice,
    DocumentSequence,
    Payment,
    PaymentCheckout,
    BankAccount,
    BankStatementLine,
    BillingPlan,
    BillingPlanRun,
  ],
  resolvers: [
    BillingSettingsResolver,
    InvoicesResolver,
    EngagementInvoicesResolver,
    UserInvoicesResolver,
    PaymentsResolver,
    InvoicePaymentsResolver,
    BankStatementsResolver,
    ReceivablesResolver,
    AgeingRowResolver,
    BillingPlansResolver,
    BillingPlanRunsResolver,
    EngagementBillingPlansResolver,
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
      path: '/billing-plans',
      operations: billingPlanOperations,
      scope: 'invoices',
      routers: ({ services }) => [billingPlanRoutes(services)],
    },
    // For signed-in staff only: no token scope imports or matches a statement (docs/billing.md#bank-statements).
    { path: '/bank-statements', operations: bankStatementOperations, routers: ({ services }) => [bankStatementRoutes(services)] },
    {
      // PayFast's and Yoco's own calls, vouched for by their signatures, not by a session or token.
      path: '/payments/notifications',
      operations: paymentNotificationOperations,
      rawBody: true,
      routers: ({ services }) => [paymentNotificationRoutes(services)],
    },
  ],
  // Unpaid invoices past their due date: invoice.overdue once, then reminders at 7, 14 and 30 days.
  jobs: [
    reminderJob('invoice-overdue-reminders', (services) => services.invoiceReminders, 'Overdue invoice reminders sent'),
    // Each period is claimed in the database too (billing_plan_runs), so two rounds never bill it twice.
    reminderJob('billing-plans', (services) => ({ sendDue: () => services.billingPlans.runDue() }), 'Billing plans invoiced'),
  ],
};

// The providers' simulators, for composition/payment-simulators.ts (demo mode and tests only).
export { payfastSimulator } from './payfast';
export { yocoSimulator } from './yoco';

// A letter template's fees (engagement letters carry them; billing plans bill by them).
export { FeeScheduleInput, FeeScheduleType, feeScheduleRecord } from './fee-schedule.record';
export { feeScheduleTransformer } from './fee-schedule-column';
