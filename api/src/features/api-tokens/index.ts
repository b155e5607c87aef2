import type { FeatureModule } from '../../context/feature-module';
import { ApiToken } from './api-token.entity';
import { ApiTokensResolver } from './api-tokens.resolver';
import type { ApiTokensService } from './api-tokens.service';
import { apiTokenAdminRoutes, apiTokenRoutes } from './api-tokens.routes';
import { apiTokenAdminOperations, apiTokenOperations } from './api-tokens.openapi';

declare module '../../context/services' {
  interface Services {
    apiTokens: ApiTokensService;
  }
}

/** Personal access tokens: staff make them on their profile; a request bearing one acts as its owner, within its scopes. */
export const apiTokensFeature: FeatureModule = {
  name: 'api-tokens',
  entities: [ApiToken],
  resolvers: [ApiTokensResolver],
  // No scope: a token can neither make nor revoke tokens.
  restMounts: [
    { path: '/tokens', routers: ({ services }) => [apiTokenRoutes(services)], operations: apiTokenOperations },
    { path: '/admin/tokens', routers: ({ services }) => [apiTokenAdminRoutes(services)], operations: apiTokenAdminOperations },
  ],
};

// What the composition uses: the bearer step of the pipeline, the REST mounts' guard and GraphQL's plugin.
export { bearerAuthentication } from './bearer-authentication';
export { apiTokenRefusal, apiTokenScopeGuard } from './rest-scopes';
export { apiTokenScopes } from './api-token-scopes-plugin';

// What other features use: a field that carries another area's data, held to its scope (graphql-scopes.ts).
export { tokenRefusalOfField, type FieldName } from './graphql-scope-check';
export { tokenAlsoNeeds, tokenScopedShape, withinTokenScopes } from './rest-scopes';
