import { Router } from 'express';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';
import { recordOf } from '../../shared/record-shape';
import { paymentRecord, paymentRedirectRecord } from './payment.record';

/** The REST entry point for payments (docs/billing.md#payments); every rule is in PaymentsService and RefundsService. */
export function paymentRoutes(services: Services): Router {
  const router = Router();
  const payments = services.payments;

  // ?clientId= and ?invoiceId=, and ?first=, ?after= and ?updated_since= for the page
  // (docs/integrations.md#pages-and-sync); the total and the next page's cursor in headers.
  router.get('/', requireAuth(), async (req, res) => {
    const { clientId, invoiceId } = req.query;
    const paging = listPagingOfQuery(req.query, { alwaysPaged: true });
    sendListPage(res, paging, await payments.page(req.viewer, { clientId, invoiceId }, paging), (payment) =>
      recordOf(paymentRecord, payment),
    );
  });

  // Before /:id, which would take "providers" for an id.
  router.get('/providers', requireAuth(), (_req, res) => {
    res.json(payments.availableProviders());
  });

  router.get('/:id', requireAuth(), async (req, res) => {
    res.json(recordOf(paymentRecord, await payments.get(req.viewer, String(req.params.id))));
  });

  router.post('/', requireAuth(...staffRoles), async (req, res) => {
    res.status(201).json(recordOf(paymentRecord, await payments.record(req.viewer, req.body, requestOrigin(req))));
  });

  router.post('/refunds', requireAuth(...staffRoles), async (req, res) => {
    res.status(201).json(recordOf(paymentRecord, await services.refunds.record(req.viewer, req.body, requestOrigin(req))));
  });

  router.post('/checkout', requireAuth(), async (req, res) => {
    res.status(201).json(recordOf(paymentRedirectRecord, await payments.startCheckout(req.viewer, req.body)));
  });

  return router;
}
