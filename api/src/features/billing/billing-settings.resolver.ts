import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { withoutNulls } from '../../graphql/without-nulls';
import { BillingSettingsType, VatRateType } from './billing-settings.record';
import { BillingSettingsInput, VatRateInput } from './billing-settings.types';

/** The firm's billing settings and VAT rates; every rule is in BillingSettingsService. */
@Resolver()
export class BillingSettingsResolver {
  @Auth(...adminRoles)
  @Query(() => BillingSettingsType, { description: 'What the firm’s invoices say about the firm; the firm’s identity until first saved' })
  billingSettings(@Ctx() { viewer, services }: RequestContext) {
    return services.billingSettings.get(viewer);
  }

  @Auth(...adminRoles)
  @Mutation(() => BillingSettingsType, { description: 'Saves the firm’s billing settings, every field' })
  updateBillingSettings(
    @Arg('input', () => BillingSettingsInput) input: BillingSettingsInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.billingSettings.update(
      viewer,
      withoutNulls({ ...input }, ['invoicePrefix', 'creditNotePrefix', 'numberDigits', 'paymentTermsDays']),
      requestOrigin(req),
    );
  }

  @Auth(...staffRoles)
  @Query(() => [VatRateType], { description: 'The standard VAT rates, the latest first' })
  vatRates(@Ctx() { viewer, services }: RequestContext) {
    return services.billingSettings.vatRates(viewer);
  }

  @Auth(...adminRoles)
  @Mutation(() => VatRateType, { description: 'Enters a new standard VAT rate from a day on (today or later)' })
  addVatRate(@Arg('input', () => VatRateInput) input: VatRateInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.billingSettings.addVatRate(viewer, { ...input }, requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => VatRateType, { description: 'Removes a rate entered by mistake, before it comes into force' })
  removeVatRate(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.billingSettings.removeVatRate(viewer, id, requestOrigin(req));
  }
}
