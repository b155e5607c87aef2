import { Router } from 'express';
import { requireAuth } from '../../http/respond';
import { requestOrigin } from '../../auth/session';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { Services } from '../../context/services';
import { recordOf } from '../../shared/record-shape';
import { billingSettingsRecord, vatRateRecord } from './billing-settings.record';
import type { BillingSettingsView, VatRateView } from './billing-settings.service';

const settingsJson = (settings: BillingSettingsView) => recordOf(billingSettingsRecord, settings);
const rateJson = (rate: VatRateView) => recordOf(vatRateRecord, rate);

/** The REST entry point for the billing settings (docs/billing.md#billing-settings); every rule is in BillingSettingsService. */
export function billingSettingsRoutes(services: Services): Router {
  const router = Router();

  router.get('/settings', requireAuth(...adminRoles), async (req, res) => {
    res.json(settingsJson(await services.billingSettings.get(req.viewer)));
  });
  router.put('/settings', requireAuth(...adminRoles), async (req, res) => {
    res.json(settingsJson(await services.billingSettings.update(req.viewer, req.body, requestOrigin(req))));
  });

  router.get('/vat-rates', requireAuth(...staffRoles), async (req, res) => {
    res.json((await services.billingSettings.vatRates(req.viewer)).map(rateJson));
  });
  router.post('/vat-rates', requireAuth(...adminRoles), async (req, res) => {
    res.status(201).json(rateJson(await services.billingSettings.addVatRate(req.viewer, req.body, requestOrigin(req))));
  });
  router.delete('/vat-rates/:id', requireAuth(...adminRoles), async (req, res) => {
    res.json(rateJson(await services.billingSettings.removeVatRate(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  return router;
}
