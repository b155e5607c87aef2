import { Field, ID, ObjectType } from 'type-graphql';

/** The firm service an engagement is for (table `services`). */
@ObjectType('FirmService', { description: 'A service the firm offers (its catalogue, table `services`)' })
export class FirmServiceType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'accounting, bookkeeping, management-consulting, taxation or secretarial' })
  category?: string | null;
}
