import {
  BREAK,
  OperationTypeNode,
  TypeInfo,
  getNamedType,
  isCompositeType,
  separateOperations,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { scopeFor, scopeParts, scopesGrant, type ScopeName } from '../../../../validation/api-token-scopes';
import { mutationReach, queryFieldReach, typeReach, type Reach } from './graphql-scopes';

/** Why a token may not run an operation: the first field it may not reach, and the scope it lacks (if a scope would do). */
export interface ScopeRefusal {
  /** `Document.owner`, `Mutation.changePassword`. */
  field: string;
  missingScope: string | null;
  message: string;
}

/** What one selected field needs: nothing, a scope, or to be refused whatever the scopes. */
type Need = ScopeName | 'open' | 'refused';

const needOf = (reach: Reach | undefined): Need => {
  if (reach === undefined || reach === 'refused') return 'refused';
  return reach === 'open' ? 'open' : scopeFor(reach, 'read');
};

/** What selecting `field` of `parent` needs, by graphql-scopes.ts: the parent's area and the field's type's. */
function needsOf(schema: GraphQLSchema, parent: GraphQLNamedType, field: GraphQLField<unknown, unknown>): Need[] {
  const type = getNamedType(field.type);
  const typeNeed = isCompositeType(type) ? needOf(typeReach[type.name]) : undefined;
  if (parent === schema.getQueryType()) return [queryFieldReach[field.name] ?? typeNeed ?? 'refused'];
  if (parent === schema.getMutationType()) return [mutationReach[field.name] ?? 'refused'];
  if (parent === schema.getSubscriptionType()) return ['refused'];
  return [needOf(typeReach[parent.name]), ...(typeNeed ? [typeNeed] : [])];
}

/**
 * Whether a token with `scopes` may run `operation` of `document` (parsed and validated): every
 * field it selects, through its fragments, walked with graphql's TypeInfo, is held to the table.
 * Answers the first refusal, or undefined when it may run. Introspection (`__schema`, `__type`,
 * `__typename`) carries no one's data and is left to the trusted-documents rule.
 */
export function scopeRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  scopes: readonly string[],
): ScopeRefusal | undefined {
  if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
    return {
      field: 'Subscription',
      missingScope: null,
      message: 'API tokens cannot subscribe: subscriptions need a signed-in session.',
    };
  }
  // The operation and only the fragments it uses.
  const own = separateOperations(document)[operation.name?.value ?? ''] ?? document;
  const typeInfo = new TypeInfo(schema);
  let refusal: ScopeRefusal | undefined;
  visit(
    own,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value.startsWith('__')) return false;
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        // A field the schema lacks fails validation; nothing to judge here.
        if (!parent || !field) return undefined;
        const name = `${parent.name}.${field.name}`;
        for (const need of needsOf(schema, parent, field)) {
          if (need === 'open') continue;
          if (need === 'refused') {
            refusal = {
              field: name,
              missingScope: null,
              message: `API tokens cannot use ${name}: it is open to a signed-in session only.`,
            };
            return BREAK;
          }
          const { family, access } = scopeParts(need);
          if (!scopesGrant(scopes, family, access)) {
            refusal = { field: name, missingScope: need, message: `${name} needs the scope ${need}, which this API token lacks.` };
            return BREAK;
          }
        }
        return undefined;
      },
    }),
  );
  return refusal;
}
