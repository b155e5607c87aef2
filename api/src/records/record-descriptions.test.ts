import { getNamedType, isEnumType, isNonNullType, isObjectType, isScalarType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { DataSource } from 'typeorm';
import { buildAppSchema } from '../composition/graphql-schema';
// Every feature's personal-data declarations: they load the descriptions no GraphQL type does.
import '../composition/personal-data-contributions';
import { createTestDatabase, type TestDatabase } from '../test/database';
import {
  columnOf,
  describedRecords,
  fieldsOf,
  type FieldDescription,
  type RecordDescription,
  type RecordFields,
} from './record-description';

/*
 * What the one description of a record cannot promise by its types: that the GraphQL type built
 * from it gained no value field elsewhere, that the edges it names exist, and that every column of
 * the database is described (shown by an API, or declared internal with a reason), no more, no less.
 */

type AnyRecord = RecordDescription<unknown, RecordFields<unknown>>;

let schema: GraphQLSchema;
let database: TestDatabase;
let dataSource: DataSource;
let records: readonly AnyRecord[];

beforeAll(async () => {
  schema = await buildAppSchema();
  database = await createTestDatabase({});
  dataSource = database.dataSource;
  records = describedRecords();
});

afterAll(() => database.drop());

const graphqlTypeOf = (record: AnyRecord) => schema.getType(record.name) as GraphQLObjectType;

/** The records an API shows (a store's rows are described with every column internal). */
const shown = () => records.filter((record) => !record.notInEitherApi);
/** The records kept in a table. */
const stored = () => records.filter((record): record is AnyRecord & { entity: new () => unknown } => !!record.entity);

/** A field whose value is a scalar or an enum: a value of the record, not an edge to another. */
const isValueField = (type: GraphQLObjectType, name: string) => {
  const named = getNamedType(type.getFields()[name].type);
  return isScalarType(named) || isEnumType(named);
};

it('finds the described records, each a GraphQL object type of the built schema', () => {
  expect(records.length).toBeGreaterThan(0);
  expect(
    shown()
      .filter((record) => !isObjectType(schema.getType(record.name)))
      .map((record) => record.name),
  ).toEqual([]);
});

it('gives every GraphQL value field of a described type in its description', () => {
  const undescribed = shown().flatMap((record) => {
    const type = graphqlTypeOf(record);
    const shown = new Set(fieldsOf(record).flatMap(([name, field]) => (field.graphql ? [name] : [])));
    return Object.keys(type.getFields())
      .filter((name) => isValueField(type, name) && !shown.has(name))
      .map((name) => `${record.name}.${name}: a GraphQL value field that is not in the record's description`);
  });
  expect(undescribed).toEqual([]);
});

it('builds each described GraphQL field as described: present, nullable as said, with its text', () => {
  // Guards the one assumption of graphql-object-type.ts: type-graphql's decorator functions, applied
  // outside a class body, build the field as an @Field written on the class would.
  const wrong = shown().flatMap((record) => {
    const type = graphqlTypeOf(record);
    return fieldsOf(record).flatMap(([name, field]) => {
      if (!field.graphql)
        return type.getFields()[name] && isValueField(type, name) ? [`${record.name}.${name}: GraphQL shows it, said not to`] : [];
      const built = type.getFields()[name];
      if (!built) return [`${record.name}.${name}: missing from the GraphQL type`];
      const problems: string[] = [];
      if (isNonNullType(built.type) === field.graphql.nullable)
        problems.push(`${record.name}.${name}: nullability differs from the description`);
      if (built.description !== field.description) problems.push(`${record.name}.${name}: description differs`);
      return problems;
    });
  });
  expect(wrong).toEqual([]);
});

it('finds the edge GraphQL shows in place of each id it leaves out', () => {
  const missing = shown().flatMap((record) => {
    const type = graphqlTypeOf(record);
    return fieldsOf(record).flatMap(([name, field]) => {
      const edge = field.options.graphqlEdge;
      if (!edge) return [];
      const found = type.getFields()[edge];
      return found && isObjectType(getNamedType(found.type)) ? [] : [`${record.name}.${name}: GraphQL has no edge ${edge} to show it`];
    });
  });
  expect(missing).toEqual([]);
});

it('says why an API leaves a field out, and describes every field', () => {
  const unexplained = records.flatMap((record) =>
    fieldsOf(record).flatMap(([name, field]) => {
      const problems: string[] = [];
      if (!field.description.trim()) problems.push(`${record.name}.${name}: no description`);
      for (const [option, text] of Object.entries(field.options)) {
        if (typeof text === 'string' && !text.trim()) problems.push(`${record.name}.${name}: ${option} without a reason`);
      }
      return problems;
    }),
  );
  expect(unexplained).toEqual([]);
});

it('describes every column of a described entity, shown by an API or declared internal, and no other', () => {
  const problems = stored().flatMap((record) => {
    const columns = dataSource.getMetadata(record.entity).columns.map((column) => column.propertyName);
    // A stored field by the column it shows (its own name, or the column it names).
    const stored = fieldsOf(record).flatMap(([name, field]): [string, FieldDescription][] =>
      field.privacy ? [[columnOf(name, field), field]] : [],
    );
    const computed = fieldsOf(record).filter(([, field]) => !field.privacy);
    const internal = Object.keys(record.internal);
    const accounted = new Set([...stored.map(([name]) => name), ...internal]);
    return [
      ...columns
        .filter((column) => !accounted.has(column))
        .map((column) => `${record.name}.${column}: a column in neither API, nor declared internal (with its privacy and reason)`),
      ...stored
        .filter(([name]) => !columns.includes(name))
        .map(([name]) => `${record.name}.${name}: given a privacy, but it is not a column (say computedBy)`),
      ...computed
        .filter(([name]) => columns.includes(name))
        .map(([name]) => `${record.name}.${name}: a column, described as computed (give its privacy)`),
      ...internal.filter((name) => !columns.includes(name)).map((name) => `${record.name}.${name}: declared internal, but not a column`),
    ];
  });
  expect(problems).toEqual([]);
});

it('describes every entity: a table added without a record description fails here, by name', () => {
  const described = new Set(stored().map((record) => dataSource.getMetadata(record.entity).name));
  expect(dataSource.entityMetadatas.map((metadata) => metadata.name).filter((name) => !described.has(name))).toEqual([]);
});
