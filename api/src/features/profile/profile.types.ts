import { Field, Float, InputType, Int } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { companyDescription } from './company.record';

/**
 * Every field is nullable here so that the shared zod schema (validation/profile.ts), not the
 * GraphQL parser, decides what is missing and answers with the field's own message. There is
 * no email field: the e-mail cannot be changed here (docs/product.md#who-may-do-what).
 */
@InputType({ description: "The signed-in user's personal details; fields left out stay as they are, blank clears them" })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'Required, at most 100 characters' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Required, at most 100 characters' })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 20 characters: digits, spaces, +, (), - and .' })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'One of the nine South African provinces, or free text' })
  province?: string | null;

  @Field(() => String, { nullable: true })
  postalCode?: string | null;
}

/**
 * A client's company in the graph (the profile page, User.company): its fields are described once,
 * in company.record.ts.
 */
@RecordObjectType(companyDescription)
export class CompanyType {}

@InputType({ description: 'The company form; fields left out stay as they are on an update' })
export class SaveCompanyInput {
  @Field(() => String, { nullable: true, description: 'Required, at most 255 characters' })
  name?: string | null;

  @Field(() => String, { nullable: true })
  registrationNumber?: string | null;

  @Field(() => String, { nullable: true })
  taxNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: '10 digits beginning with 4 (spaces are dropped); null or empty when not a VAT vendor',
  })
  vatNumber?: string | null;

  @Field(() => String, { nullable: true })
  industry?: string | null;

  @Field(() => Int, { nullable: true, description: 'A whole number, 0 or more; null is 0' })
  employees?: number | null;

  @Field(() => Float, { nullable: true, description: 'Rand (ZAR), 0 or more with at most 2 decimals; null is 0' })
  annualRevenue?: number | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) address; "www.example.co.za" is read as https://www.example.co.za' })
  website?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}
