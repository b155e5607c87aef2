/**
 * An ESLint rule for schema.graphql: a field, argument or input field that takes one of a fixed set
 * of values must be an enum, so the playground completes and checks it and the generated hooks
 * type it. It cannot know every closed set, so it flags what it can tell:
 * - a `String` whose description lists its choices ("pending, in_progress or completed"), and
 * - a `String` with a name that is a closed set in this product (status, category, priority, ...)
 *   unless `allow` names it with the reason the set is open.
 */

const closedSetNames = new Set([
  'status',
  'category',
  'priority',
  'type',
  'kind',
  'mode',
  'trigger',
  'role',
  'direction',
  'country',
  'service',
]);

// A description that opens with its choices, lower-case words in a list: "pending, in_progress or
// completed", "smtp, or outbox".
const listedChoices = /^[a-z][a-z_-]*((, [a-z][a-z_-]*)+,?|,) or [a-z][a-z_-]*\b/;

function namedTypeOf(typeNode) {
  let node = typeNode;
  while (node && node.kind !== 'NamedType') node = node.type;
  return node?.name.value;
}

/** "Post.category" for a field, "Query.posts(category)" for an argument, "DocumentFilter.search" for an input field. */
function coordinateOf(node, ancestors) {
  const parent = ancestors.at(-1);
  const grandparent = ancestors.at(-2);
  if (node.kind === 'InputValueDefinition' && parent?.kind === 'FieldDefinition') {
    return `${grandparent.name.value}.${parent.name.value}(${node.name.value})`;
  }
  return `${parent.name.value}.${node.name.value}`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const closedSetsAsEnums = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A closed set of values is an enum, not a String' },
    schema: [
      { type: 'object', properties: { allow: { type: 'object', additionalProperties: { type: 'string' } } }, additionalProperties: false },
    ],
    messages: {
      listed: '{{ coordinate }} lists its choices in its description: make it an enum',
      named: '{{ coordinate }} is named like a closed set: make it an enum, or add it to `allow` with the reason its values are open',
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? {};
    const check = (node) => {
      const raw = node.rawNode();
      if (namedTypeOf(raw.type) !== 'String') return;
      const ancestors = context.sourceCode.getAncestors(node).map((ancestor) => ancestor.rawNode?.() ?? ancestor);
      const coordinate = coordinateOf(raw, ancestors);
      if (coordinate in allow) return;
      if (raw.description && listedChoices.test(raw.description.value)) {
        context.report({ node: node.name, messageId: 'listed', data: { coordinate } });
      } else if (closedSetNames.has(raw.name.value)) {
        context.report({ node: node.name, messageId: 'named', data: { coordinate } });
      }
    };
    return { FieldDefinition: check, InputValueDefinition: check };
  },
};
