/**
 * The version of the API's contract: the REST document's `info.version` and the GraphQL schema,
 * as the newest section of docs/api-changelog.md names it. Move it with a new changelog section
 * whenever the contract changes (a breaking change: the major), then `npm run contract:release`;
 * `npm run contract:check` holds the document, schema.graphql, this and the changelog together.
 */
export const API_VERSION = '1.2.0';
