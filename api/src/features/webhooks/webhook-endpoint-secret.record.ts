import { z } from 'zod';
import { customField, describeRecord } from '../../records/record-description';
import { RecordObjectType } from '../../records/graphql-object-type';
import { restShapeOf } from '../../records/rest-shape';
import { webhookEndpointRecord } from './webhook-endpoint.record';
import { WebhookEndpointType } from './webhooks.types';
import { SIGNING_SECRET_LENGTH } from './signing-secrets';

/** What registering an endpoint and rotating its secret answer: the endpoint and its new signing secret, shown this once. */
export const webhookEndpointSecretDescription = describeRecord({
  name: 'WebhookEndpointSecret',
  description: 'An endpoint and its new signing secret, shown this once',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    endpoint: customField(webhookEndpointRecord, () => WebhookEndpointType, 'The endpoint', {
      computedBy: 'WebhooksService.create and rotateSecret',
    }),
    secret: customField(
      z.string().length(SIGNING_SECRET_LENGTH),
      () => String,
      'The signing secret (whsec_…): store it in the receiver now, it is not shown again',
      { computedBy: 'WebhooksService.create and rotateSecret (signing-secrets.ts)' },
    ),
  },
});

/** The same as REST answers it (POST /api/admin/webhooks, POST …/:id/rotate-secret). */
export const webhookEndpointSecretRecord = restShapeOf(webhookEndpointSecretDescription);

/**
 * The same in the graph. Made here, beside its description, rather than in webhooks.types.ts: the
 * description names WebhookEndpointType from there, so that file cannot also name this one.
 */
@RecordObjectType(webhookEndpointSecretDescription)
export class WebhookEndpointSecretType {}
