import type { FeatureModule } from '../../context/feature-module';
import { BillingSettings } from './billing-settings.entity';
import { VatRate } from './vat-rate.entity';
import { BillingSettingsResolver } from './billing-settings.resolver';
import { billingSettingsRoutes } from './billing-settings.routes';
import { billingSettingsOperations } from './billing-settings.openapi';
import type { BillingSettingsService } from './billing-settings.service';

declare module '../../context/services' {
  interface Services {
    billingSettings: BillingSettingsService;
  }
}

/** Billing (docs/billing.md): the firm's billing settings and VAT rates so far. */
export const billingFeature: FeatureModule = {
  name: 'billing',
  entities: [BillingSettings, VatRate],
  resolvers: [BillingSettingsResolver],
  restMounts: [
    {
      path: '/billing',
      operations: billingSettingsOperations,
      // For signed-in staff only: no token scope reads or keeps the settings (invoices:read comes with the invoices).
      routers: ({ services }) => [billingSettingsRoutes(services)],
    },
  ],
};
