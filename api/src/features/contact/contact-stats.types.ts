import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { contactStatsGroupings, type ContactStatsGrouping } from './contact-stats';

export const ContactStatsGroupBy = Object.fromEntries(Object.keys(contactStatsGroupings).map((key) => [key, key])) as {
  [Key in ContactStatsGrouping]: Key;
};
registerEnumType(ContactStatsGroupBy, { name: 'ContactStatsGroupBy', description: 'SERVICE or TYPE' });

@ObjectType({ description: 'How many submissions share one service or type' })
export class ContactStatsGroup {
  @Field(() => String, { nullable: true, description: 'The service or type; null for submissions without one' })
  key!: string | null;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'Submissions matching a filter, counted per group' })
export class ContactSubmissionStats {
  @Field(() => Int, { description: 'All matching submissions' })
  total!: number;

  @Field(() => [ContactStatsGroup], { description: 'Every known service (or type), largest count first' })
  groups!: ContactStatsGroup[];
}
