import {
  DirectiveLocation,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLSchema,
  defaultFieldResolver,
  type GraphQLFieldConfig,
} from 'graphql';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { Directive } from 'type-graphql';
import { assertAllowed } from './access';
import { fromGraphQLRoleName, type GraphQLRoleName, type RoleName } from '../accounts/roles';
import type { Viewer } from './viewer';

const DIRECTIVE_NAME = 'auth';

/**
 * Marks a query, mutation, field or type as needing a signed-in user, and optionally one of
 * the given roles. It is written into the schema as `@auth(requires: [...])`, so readers of
 * schema.graphql see who may call what, and `enforceAuthDirective` reads the same directive
 * back to guard the resolver: what is printed is what is enforced.
 */
export function Auth(...requires: RoleName[]): MethodDecorator & PropertyDecorator & ClassDecorator {
  const roles = requires.map((role) => role.toUpperCase());
  return Directive(roles.length > 0 ? `@${DIRECTIVE_NAME}(requires: [${roles.join(', ')}])` : `@${DIRECTIVE_NAME}`);
}

function authDirectiveDefinition(roleEnum: GraphQLEnumType): GraphQLDirective {
  return new GraphQLDirective({
    name: DIRECTIVE_NAME,
    description: 'Needs a signed-in user; with `requires`, one holding at least one of those roles.',
    locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
    args: {
      requires: { type: new GraphQLList(new GraphQLNonNull(roleEnum)), defaultValue: [] },
    },
  });
}

interface AuthContext {
  viewer: Viewer | null;
}

/** Adds the directive's definition and wraps every guarded field's resolver with the rule. */
export function enforceAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  const roleEnum = schema.getType('RoleName');
  if (!(roleEnum instanceof GraphQLEnumType)) throw new Error('The RoleName enum is missing from the schema');
  const withDefinition = new GraphQLSchema({
    ...schema.toConfig(),
    directives: [...schema.getDirectives(), authDirectiveDefinition(roleEnum)],
  });

  const requirementOf = (node: Parameters<typeof getDirective>[1]): RoleName[] | undefined => {
    const found = getDirective(withDefinition, node, DIRECTIVE_NAME)?.[0];
    return found ? ((found.requires as GraphQLRoleName[] | undefined) ?? []).map(fromGraphQLRoleName) : undefined;
  };

  return mapSchema(withDefinition, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig: GraphQLFieldConfig<unknown, AuthContext>, _fieldName, typeName) => {
      const parentType = withDefinition.getType(typeName);
      const requires = requirementOf(fieldConfig) ?? (parentType ? requirementOf(parentType) : undefined);
      if (!requires) return fieldConfig;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      const { subscribe } = fieldConfig;
      // Typed here: mapSchema's mapper returns an untyped field config, which would leave `context` as any.
      const guarded: GraphQLFieldConfig<unknown, AuthContext> = {
        ...fieldConfig,
        resolve(source, args, context, info) {
          assertAllowed(context.viewer, requires);
          return resolve(source, args, context, info);
        },
        // A subscription is checked when it starts, before any event reaches the caller.
        ...(subscribe && {
          subscribe(source, args, context, info) {
            assertAllowed(context.viewer, requires);
            return subscribe(source, args, context, info);
          },
        }),
      };
      return guarded;
    },
  });
}
