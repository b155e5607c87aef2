import { buildSchema, parse } from 'graphql';
import { operationResultProblems } from './operation-result-check';

const schema = buildSchema(`
  scalar DateTimeISO
  enum DocumentStatus { PENDING APPROVED }
  interface Node { id: ID! }
  type Person implements Node { id: ID! name: String! }
  type Document implements Node { id: ID! status: DocumentStatus! size: Int! createdAt: DateTimeISO! owner: Person }
  type Query { documents: [Document!]! node(id: ID!): Node }
`);

const documentsQuery = parse(`
  query Documents { documents { ...Card owner { name } } }
  fragment Card on Document { id status size createdAt }
`);

const document = (fields: Record<string, unknown> = {}) => ({
  __typename: 'Document',
  id: 'd1',
  status: 'PENDING',
  size: 10,
  createdAt: '2026-11-26T08:00:00.000Z',
  owner: { __typename: 'Person', name: 'Thandi' },
  ...fields,
});

describe('operationResultProblems', () => {
  it('accepts an answer the API could send, through fragments', () => {
    expect(operationResultProblems(schema, documentsQuery, { documents: [document(), document({ id: 'd2', owner: null })] })).toEqual([]);
  });

  it('names each problem by its path', () => {
    const problems = operationResultProblems(schema, documentsQuery, {
      documents: [
        document({ status: 'pending', size: 1.5, createdAt: 'yesterday' }),
        { ...document({ extra: true }), __typename: undefined },
        document({ id: null, owner: { name: 'No typename' } }),
      ],
    });
    expect(problems).toEqual([
      'documents.0.status: "pending" is not a value of DocumentStatus (PENDING, APPROVED)',
      'documents.0.size: 1.5 where Int is a whole number',
      'documents.0.createdAt: "yesterday" where DateTimeISO is an ISO 8601 date-time',
      'documents.1.__typename: nothing where Document is expected',
      'documents.1.extra: not asked for by the operation',
      'documents.2.id: null, but ID! is never null',
      'documents.2.owner.__typename: nothing where Person is expected',
    ]);
  });

  it('says when a selected field is missing or the list is not a list', () => {
    const { createdAt: _left, ...withoutDate } = document();
    expect(operationResultProblems(schema, documentsQuery, { documents: [withoutDate] })).toEqual(['documents.0.createdAt: missing']);
    expect(operationResultProblems(schema, documentsQuery, { documents: document() })).toEqual([
      expect.stringMatching(/^documents: .* where \[Document!\] is a list$/),
    ]);
  });

  it('picks the concrete type of an interface by __typename', () => {
    const nodeQuery = parse(`query Node { node(id: "p1") { id ... on Person { name } } }`);
    expect(operationResultProblems(schema, nodeQuery, { node: { __typename: 'Person', id: 'p1', name: 'Thandi' } })).toEqual([]);
    expect(operationResultProblems(schema, nodeQuery, { node: { __typename: 'Document', id: 'p1', name: 'Thandi' } })).toEqual([
      'node.name: not asked for by the operation',
    ]);
    expect(operationResultProblems(schema, nodeQuery, { node: { __typename: 'Robot', id: 'p1' } })).toEqual([
      'node.__typename: "Robot" is not a type of Node',
    ]);
  });
});
