import { z } from 'zod';
import { adminRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, optional, pageQuery, pathParams, tagged, pagedList } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { withExample } from '../../http/openapi/examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import { webhookDeliveryRecord } from './webhook-delivery.record';
import { webhookEndpointRecord } from './webhook-endpoint.record';
import { webhookEndpointSecretRecord } from './webhook-endpoint-secret.record';
import { createWebhookEndpointSchema, updateWebhookEndpointSchema, webhookDeliveryFilterSchema } from '../../../../validation/webhooks';
import {
  createWebhookEndpointExample,
  queuedTestDeliveryExample,
  redeliveredWebhookExample,
  rotatedWebhookSecretExample,
  updateWebhookEndpointExample,
  webhookDeliveryExample,
  webhookEndpointExample,
  webhookEndpointSecretExample,
} from './webhooks.examples';

const endpoint = component('WebhookEndpoint', webhookEndpointRecord, webhookEndpointExample);
const delivery = component('WebhookDelivery', webhookDeliveryRecord, webhookDeliveryExample);
const endpointWithSecret = component('WebhookEndpointSecret', webhookEndpointSecretRecord, webhookEndpointSecretExample);
const byId = pathParams({ id: 'The endpoint id' });

/** /api/admin/webhooks (webhooks.routes.ts): the administrators' Integrations tab. */
export const webhookOperations: RestOperation[] = tagged('Webhooks (administrators)', [
  {
    method: 'get',
    path: '/',
    operationId: 'listWebhookEndpoints',
    summary: 'Every webhook endpoint, the newest first',
    ...signedIn(...adminRoles),
    responses: { 200: json('The endpoints, never their secrets', z.array(endpoint)) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'createWebhookEndpoint',
    summary: 'Register an endpoint',
    description:
      'The address must be public (loopback, private and link-local addresses are refused) and https in production. ' +
      'The answer carries the signing secret, shown this once.',
    ...signedIn(...adminRoles),
    request: {
      body: jsonBody(
        withExample(createWebhookEndpointSchema, createWebhookEndpointExample),
        'Its address, a description and the events it receives',
      ),
    },
    responses: { 201: json('The endpoint and its signing secret', endpointWithSecret) },
  },
  {
    method: 'post',
    path: '/deliveries/{deliveryId}/redeliver',
    operationId: 'redeliverWebhook',
    summary: 'Send a delivery again',
    description: 'One more try now, whatever its state, with the same event id. Refused (409) while its endpoint is disabled.',
    ...signedIn(...adminRoles),
    request: { params: pathParams({ deliveryId: 'The delivery id' }) },
    responses: { 200: jsonShowing('The delivery, due now', delivery, redeliveredWebhookExample), ...errors(404, 409) },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getWebhookEndpoint',
    summary: 'One webhook endpoint',
    ...signedIn(...adminRoles),
    request: { params: byId },
    responses: { 200: json('The endpoint', endpoint), ...errors(404) },
  },
  {
    method: 'put',
    path: '/{id}',
    operationId: 'updateWebhookEndpoint',
    summary: 'Change an endpoint',
    description:
      'Any of its address, description and events; `enabled: false` stops sending to it (deliveries waiting for it fail, each can be ' +
      'sent again), `enabled: true` starts again. Fields left out stay as they are.',
    ...signedIn(...adminRoles),
    request: { params: byId, body: jsonBody(withExample(updateWebhookEndpointSchema, updateWebhookEndpointExample)) },
    responses: { 200: json('The endpoint as changed', endpoint), ...errors(404) },
  },
  {
    method: 'delete',
    path: '/{id}',
    operationId: 'deleteWebhookEndpoint',
    summary: 'Delete an endpoint and its delivery log',
    ...signedIn(...adminRoles),
    request: { params: byId },
    responses: { 204: { description: 'Deleted' }, ...errors(404) },
  },
  {
    method: 'post',
    path: '/{id}/rotate-secret',
    operationId: 'rotateWebhookSecret',
    summary: 'Replace the signing secret',
    description: 'The old secret stops verifying at once; the answer carries the new one, shown this once.',
    ...signedIn(...adminRoles),
    request: { params: byId },
    responses: {
      200: jsonShowing('The endpoint and its new signing secret', endpointWithSecret, rotatedWebhookSecretExample),
      ...errors(404),
    },
  },
  {
    method: 'post',
    path: '/{id}/test',
    operationId: 'sendTestWebhook',
    summary: 'Send a test event',
    description: 'Queues a `webhook.test` event for this endpoint alone, whatever it subscribes to. Refused (409) while it is disabled.',
    ...signedIn(...adminRoles),
    request: { params: byId },
    responses: { 201: jsonShowing('The delivery, queued', delivery, queuedTestDeliveryExample), ...errors(404, 409) },
  },
  {
    method: 'get',
    path: '/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'One page of an endpoint’s delivery log, newest first',
    ...signedIn(...adminRoles),
    request: {
      params: byId,
      query: z.object({ status: optional(webhookDeliveryFilterSchema.shape.status, 'Only this status'), ...pageQuery }),
    },
    responses: {
      200: pagedList('The page', delivery),
      ...errors(400, 404),
    },
  },
]);
