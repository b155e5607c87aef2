// The schema rule `npm run lint` runs over schema.graphql (eslint.config.mjs): what it flags and
// what it lets through. Run by `npm run lint` (node --test lint/*.test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Linter } from 'eslint';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { closedSetsAsEnums } from './graphql-closed-sets.mjs';

function problemsIn(schema, allow = {}) {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    schema,
    [
      {
        files: ['**/*.graphql'],
        languageOptions: { parser: graphqlPlugin.parser },
        plugins: { schema: { rules: { 'closed-sets-as-enums': closedSetsAsEnums } } },
        rules: { 'schema/closed-sets-as-enums': ['error', { allow }] },
      },
    ],
    'schema.graphql',
  );
  return messages.map((message) => message.message);
}

const named = (coordinate) =>
  `${coordinate} is named like a closed set: make it an enum, or add it to \`allow\` with the reason its values are open`;

describe('the closed-sets-as-enums schema rule', () => {
  it('flags a String whose description lists its choices, on a field, an argument and an input field', () => {
    const problems = problemsIn(`
      type Query { tasks("""pending, in_progress or completed""" state: String): [Task!]! }
      type Task { """high, medium or low""" urgency: String! }
      input TaskInput { """smtp, or outbox""" via: String }
    `);
    assert.deepEqual(problems, [
      'Query.tasks(state) lists its choices in its description: make it an enum',
      'Task.urgency lists its choices in its description: make it an enum',
      'TaskInput.via lists its choices in its description: make it an enum',
    ]);
  });

  it('flags a String named like a closed set unless it is allowed with a reason', () => {
    const schema = `type Query { posts(category: String): [Post!]! } type Post { category: String status: String! }`;
    assert.deepEqual(problemsIn(schema), [named('Query.posts(category)'), named('Post.category'), named('Post.status')]);
    assert.deepEqual(problemsIn(schema, { 'Post.category': 'open topics', 'Query.posts(category)': 'open topics' }), [
      named('Post.status'),
    ]);
  });

  it('lets enums, other types and free text through', () => {
    const schema = `
      enum TaskStatus { PENDING COMPLETED }
      type Query { tasks(status: TaskStatus, """Text found in the title or description (any case)""" search: String): [Task!]! }
      type Task { status: TaskStatus! """Six digits from the authenticator app, or a recovery code""" code: String priority: Int }
    `;
    assert.deepEqual(problemsIn(schema), []);
  });
});
