import { Router } from 'express';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { pageSizeOfQuery, pageWindow } from '../../shared/pagination';
import { recordOf } from '../../shared/record-shape';
import { webhookDeliveryRecord } from './webhook-delivery.record';
import { webhookEndpointRecord } from './webhook-endpoint.record';
import { webhookEndpointSecretRecord } from './webhook-endpoint-secret.record';
import type { WebhookDelivery } from './webhook-delivery.entity';
import type { WebhookEndpoint } from './webhook-endpoint.entity';
import type { EndpointWithSecret } from './webhooks.service';

/** An endpoint as REST answers it (its record shape): never its secret. */
export const webhookEndpointJson = (endpoint: WebhookEndpoint) => recordOf(webhookEndpointRecord, endpoint);
export const webhookDeliveryJson = (delivery: WebhookDelivery) => recordOf(webhookDeliveryRecord, delivery);
const withSecret = (created: EndpointWithSecret) =>
  recordOf(webhookEndpointSecretRecord, created, { endpoint: webhookEndpointJson(created.endpoint) });

/**
 * The administrators' webhooks, /api/admin/webhooks (docs/integrations.md#webhooks):
 * GET / and POST / (201, with the secret once), GET, PUT and DELETE /:id, POST /:id/rotate-secret,
 * POST /:id/test, GET /:id/deliveries (`?status=`, `?first=`, `?after=`: one page, newest first,
 * with X-Total-Count and X-Next-Cursor), POST /deliveries/:deliveryId/redeliver.
 */
export function webhookRoutes(services: Services): Router {
  const router = Router();
  const webhooks = services.webhookAdmin;
  router.use(requireAuth(RoleName.ADMIN, RoleName.SUPERADMIN));
  router.get('/', async (req, res) => {
    res.json((await webhooks.list(req.viewer)).map(webhookEndpointJson));
  });
  router.post('/', async (req, res) => {
    res.status(201).json(withSecret(await webhooks.create(req.viewer, req.body, requestOrigin(req))));
  });
  router.post('/deliveries/:deliveryId/redeliver', async (req, res) => {
    res.json(webhookDeliveryJson(await webhooks.redeliver(req.viewer, String(req.params.deliveryId), requestOrigin(req))));
  });
  router.get('/:id', async (req, res) => {
    res.json(webhookEndpointJson(await webhooks.get(req.viewer, String(req.params.id))));
  });
  router.put('/:id', async (req, res) => {
    res.json(webhookEndpointJson(await webhooks.update(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });
  router.delete('/:id', async (req, res) => {
    await webhooks.delete(req.viewer, String(req.params.id), requestOrigin(req));
    res.status(204).end();
  });
  router.post('/:id/rotate-secret', async (req, res) => {
    res.json(withSecret(await webhooks.rotateSecret(req.viewer, String(req.params.id), requestOrigin(req))));
  });
  router.post('/:id/test', async (req, res) => {
    res.status(201).json(webhookDeliveryJson(await webhooks.sendTest(req.viewer, String(req.params.id), requestOrigin(req))));
  });
  router.get('/:id/deliveries', async (req, res) => {
    const window = pageWindow({
      first: pageSizeOfQuery(req.query.first),
      after: typeof req.query.after === 'string' ? req.query.after : undefined,
    });
    const status = req.query.status === '' ? undefined : req.query.status;
    const page = await webhooks.deliveries(req.viewer, String(req.params.id), { status }, window);
    res.set('X-Total-Count', String(page.totalCount));
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.set('X-Next-Cursor', page.pageInfo.endCursor);
    res.json(page.nodes.map(webhookDeliveryJson));
  });
  return router;
}
