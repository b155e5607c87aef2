import { Field, ID, ObjectType } from 'type-graphql';
import { ServiceAreaKind } from './service-area';

/** The firm service an engagement is for (table `services`). */
@ObjectType('FirmService', { description: 'A service the firm offers (its catalogue, table `services`)' })
export class FirmServiceType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => ServiceAreaKind, { nullable: true })
  category?: ServiceAreaKind | null;
}
