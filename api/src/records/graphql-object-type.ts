import { Field, ObjectType } from 'type-graphql';
import { fieldsOf, type RecordDescription, type RecordFields } from './record-description';

/**
 * The GraphQL object type of a record: `@ObjectType` and a `@Field` for each field GraphQL shows,
 * applied with type-graphql's own decorator functions, so the schema is built as if each were
 * written on the class. Edges and computed values still come from `@FieldResolver`s; a resolver of
 * a described field (one whose value depends on the viewer, say) takes its type from here.
 */
export function RecordObjectType<Row>(record: RecordDescription<Row, RecordFields<Row>>): ClassDecorator {
  return (target) => {
    for (const [name, field] of fieldsOf(record)) {
      if (!field.graphql) continue;
      Field(field.graphql.type, { nullable: field.graphql.nullable, description: field.description })(target.prototype as object, name);
    }
    ObjectType(record.name, { description: record.description, simpleResolvers: record.simpleResolvers })(target);
  };
}
