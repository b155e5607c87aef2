import fs from 'node:fs';
import { openApiDocument } from '../composition/openapi-document';
import { restMounts } from '../composition/rest-routes';
import { schemaFilePath } from '../composition/graphql-schema';
import type { Contract } from '../contract/contract-check';
import type { JsonObject } from '../contract/json';
import { API_VERSION } from '../http/openapi/api-version';

/**
 * The contract as this tree makes it: the OpenAPI document the server answers at /api/openapi.json
 * (as JSON, as it is sent) and schema.graphql as `npm run schema` wrote it, at API_VERSION.
 */
export function currentContract(): Contract {
  return {
    version: API_VERSION,
    openapi: JSON.parse(JSON.stringify(openApiDocument(restMounts))) as JsonObject,
    graphql: fs.readFileSync(schemaFilePath(), 'utf8'),
  };
}
