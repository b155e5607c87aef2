import fs from 'node:fs';
import path from 'node:path';
import {
  Kind,
  buildSchema,
  parse,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type OperationTypeNode,
} from 'graphql';

/**
 * The web client's operations, read from the same `web/src/**\/*.graphql` files that codegen turns
 * into hooks and the build turns into the trusted-documents manifest (one entry per operation,
 * with the fragments it spreads), and the schema they are typed against. Read from the files so
 * that the web tests (test/setup.ts) and the api's contract test share one list.
 */
export interface WebOperation {
  name: string;
  type: OperationTypeNode;
  /** The operation and every fragment it reaches, as one document. */
  document: DocumentNode;
}

const repositoryRoot = path.resolve(__dirname, '../../..');

export function readSchema(): GraphQLSchema {
  return buildSchema(fs.readFileSync(path.join(repositoryRoot, 'schema.graphql'), 'utf8'));
}

export function readWebOperations(): Map<string, WebOperation> {
  const definitions = graphqlFilesUnder(path.join(repositoryRoot, 'web/src')).flatMap(
    (file) => parse(fs.readFileSync(file, 'utf8')).definitions as DefinitionNode[],
  );
  const fragments = new Map(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const operations = new Map<string, WebOperation>();
  for (const definition of definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
    operations.set(definition.name.value, {
      name: definition.name.value,
      type: definition.operation,
      document: { kind: Kind.DOCUMENT, definitions: [definition, ...fragmentsReachedFrom(definition, fragments)] },
    });
  }
  return operations;
}

function fragmentsReachedFrom(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const reached = new Map<string, FragmentDefinitionNode>();
  const follow = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || reached.has(fragment.name.value)) return;
        reached.set(fragment.name.value, fragment);
        follow(fragment);
      },
    });
  follow(operation);
  return [...reached.values()];
}

function graphqlFilesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return graphqlFilesUnder(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}
