import path from 'node:path';
import { buildSchema, type BuildSchemaOptions } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { findRepositoryRoot } from '../shared/repository-root';
import { createAppPubSub, type AppPubSub } from '../context/pubsub';
import { enforceAuthDirective } from '../auth/auth-directive';
import { AppInfoResolver } from '../graphql/app-info.resolver';
import { features } from './features';

// type-graphql takes resolver classes as plain functions (its BuildSchemaOptions says which).
const resolvers = [
  AppInfoResolver,
  ...features.flatMap((feature) => feature.resolvers ?? []),
] as unknown as BuildSchemaOptions['resolvers'];

/** The code-first schema with the @auth directive enforced; schema.graphql is its printed image. */
export async function buildAppSchema(pubSub: AppPubSub = createAppPubSub()): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    pubSub,
    // Input rules live in the shared zod schemas, applied by the services.
    validate: false,
    emitSchemaFile: false,
  });
  return enforceAuthDirective(schema);
}

export const schemaFilePath = () => path.join(findRepositoryRoot(), 'schema.graphql');
