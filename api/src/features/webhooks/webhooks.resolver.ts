import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { PageArgs, pageWindow } from '../../shared/pagination';
import type { WebhookEndpoint } from './webhook-endpoint.entity';
import {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveryConnection,
  WebhookDeliveryFilter,
  WebhookDeliveryType,
  WebhookEndpointType,
} from './webhooks.types';
import { WebhookEndpointSecretType } from './webhook-endpoint-secret.record';

/** An edit's fields as given: null for the address, events or enabled means "unchanged", for the description "none". */
function editOf(input: UpdateWebhookEndpointInput) {
  const { url, description, events, enabled } = input;
  return {
    ...(url != null ? { url } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(events != null ? { events } : {}),
    ...(enabled != null ? { enabled } : {}),
  };
}

@Resolver(() => WebhookEndpointType)
export class WebhooksResolver {
  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => [WebhookEndpointType], { description: 'Every webhook endpoint, the newest first' })
  webhookEndpoints(@Ctx() { viewer, services }: RequestContext) {
    return services.webhookAdmin.list(viewer);
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => WebhookEndpointType, { description: 'One webhook endpoint, with its delivery log' })
  webhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.webhookAdmin.get(viewer, id);
  }

  @FieldResolver(() => WebhookDeliveryConnection, { description: 'Its deliveries, newest first' })
  deliveries(
    @Root() endpoint: WebhookEndpoint,
    @Arg('filter', () => WebhookDeliveryFilter, { nullable: true }) filter: WebhookDeliveryFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.webhookAdmin.deliveries(viewer, endpoint.id, { ...filter }, pageWindow(page));
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => WebhookEndpointSecretType, { description: 'Registers an endpoint; answers its signing secret, shown this once' })
  createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput) input: CreateWebhookEndpointInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.webhookAdmin.create(viewer, { ...input }, requestOrigin(req));
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => WebhookEndpointType, { description: 'Changes an endpoint’s address, description, events, or whether it is enabled' })
  updateWebhookEndpoint(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateWebhookEndpointInput) input: UpdateWebhookEndpointInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.webhookAdmin.update(viewer, id, editOf(input), requestOrigin(req));
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => WebhookEndpointSecretType, { description: 'Replaces the signing secret at once; answers the new one, shown this once' })
  rotateWebhookSecret(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.webhookAdmin.rotateSecret(viewer, id, requestOrigin(req));
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => ID, { description: 'Deletes an endpoint and its delivery log; answers its id' })
  async deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    await services.webhookAdmin.delete(viewer, id, requestOrigin(req));
    return id;
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => WebhookDeliveryType, { description: '“Send again”: one more try now, whatever the delivery’s state' })
  redeliverWebhook(@Arg('deliveryId', () => ID) deliveryId: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.webhookAdmin.redeliver(viewer, deliveryId, requestOrigin(req));
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => WebhookDeliveryType, { description: 'Queues a webhook.test event for this endpoint alone' })
  sendTestWebhook(@Arg('endpointId', () => ID) endpointId: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.webhookAdmin.sendTest(viewer, endpointId, requestOrigin(req));
  }
}
