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
import type { Viewer } from '../../auth/viewer';
import type { ErrorDetail } from '../../shared/errors';
import { fieldReach, mutationReach, queryFieldReach, typeReach, type Reach } from './graphql-scopes';

/** Why a token may not run an operation: the first field it may not reach, and the scope it lacks (if a scope would do). */
export interface ScopeRefusal {
  /** `Document.owner`, `Mutation.changePassword`. */
  field: string;
  missingScope: string | null;
  message: string;
}

/** The refusal's reason for a program (docs/integrations.md#errors): a scope the token lacks, or none that would do. */
export const detailOfRefusal = (refusal: ScopeRefusal): ErrorDetail =>
  refusal.missingScope ? { reason: 'API_TOKEN_SCOPE_MISSING', missingScope: refusal.missingScope } : { reason: 'API_TOKEN_NOT_ACCEPTED' };

/** A field of an object type, as graphql-scopes.ts names it: `EngagementLetter.signerEmail`. */
export type FieldName = `${string}.${string}`;

/** What one selected field needs: nothing, a scope, or to be refused whatever the scopes. */
export type Need = ScopeName | 'open' | 'refused';

/** The tables a check reads: graphql-scopes.ts's, or a test's variation of them. */
export interface ScopeTables {
  typeReach: Record<string, Reach>;
  fieldReach: Record<FieldName, Reach>;
  queryFieldReach: Record<string, Need>;
  mutationReach: Record<string, Need>;
}

const scopeTables: ScopeTables = { typeReach, fieldReach, queryFieldReach, mutationReach };

export const needOf = (reach: Reach | undefined): Need => {
  if (reach === undefined || reach === 'refused') return 'refused';
  return reach === 'open' ? 'open' : scopeFor(reach, 'read');
};

/** What a field needs beyond its type's area: the area fieldReach gives it, if any. */
export function extraNeedsOf(field: FieldName, tables: Pick<ScopeTables, 'fieldReach'> = scopeTables): Need[] {
  const extra = tables.fieldReach[field];
  return extra ? [needOf(extra)] : [];
}

/**
 * What reading the plain field `Type.field` needs (a merge field or a REST record's field showing
 * the same value, say): its type's area and any fieldReach adds.
 */
export function plainFieldNeeds(field: FieldName): Need[] {
  return [needOf(typeReach[field.split('.')[0]]), ...extraNeedsOf(field)];
}

/**
 * Why the token a request bears may not read the plain field `field`; undefined for a token that
 * may, and for a session (scopes only restrict tokens; the roles and the services hold sessions).
 */
export function tokenRefusalOfField(viewer: Pick<Viewer, 'apiToken'> | null | undefined, field: FieldName): ScopeRefusal | undefined {
  const scopes = viewer?.apiToken?.scopes;
  return scopes ? refusalOf(field, plainFieldNeeds(field), scopes) : undefined;
}

/**
 * What selecting `field` of `parent` needs, by graphql-scopes.ts: the parent's area, any the field
 * adds (fieldReach) and the field's type's.
 */
export function needsOf(
  schema: GraphQLSchema,
  parent: GraphQLNamedType,
  field: GraphQLField<unknown, unknown>,
  tables: ScopeTables = scopeTables,
): Need[] {
  const type = getNamedType(field.type);
  const typeNeed = isCompositeType(type) ? needOf(tables.typeReach[type.name]) : undefined;
  if (parent === schema.getQueryType()) return [tables.queryFieldReach[field.name] ?? typeNeed ?? 'refused'];
  if (parent === schema.getMutationType()) return [tables.mutationReach[field.name] ?? 'refused'];
  if (parent === schema.getSubscriptionType()) return ['refused'];
  return [needOf(tables.typeReach[parent.name]), ...extraNeedsOf(`${parent.name}.${field.name}`, tables), ...(typeNeed ? [typeNeed] : [])];
}

/** The first of `needs` that `scopes` do not meet, as the refusal naming `name`; undefined when they meet them all. */
export function refusalOf(name: string, needs: readonly Need[], scopes: readonly string[]): ScopeRefusal | undefined {
  for (const need of needs) {
    if (need === 'open') continue;
    if (need === 'refused') {
      return { field: name, missingScope: null, message: `API tokens cannot use ${name}: it is open to a signed-in session only.` };
    }
    const { family, access } = scopeParts(need);
    if (!scopesGrant(scopes, family, access)) {
      return { field: name, missingScope: need, message: `${name} needs the scope ${need}, which this API token lacks.` };
    }
  }
  return undefined;
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
        refusal = refusalOf(`${parent.name}.${field.name}`, needsOf(schema, parent, field), scopes);
        if (refusal) return BREAK;
        return undefined;
      },
    }),
  );
  return refusal;
}
