import { Field, InputType } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { declaredHolidayDescription } from './declared-holiday.record';
import { deadlineOverrideDescription } from './deadline-override.record';
import { filingSeasonDescription } from './filing-season.record';

@RecordObjectType(declaredHolidayDescription)
export class DeclaredHolidayType {}

@RecordObjectType(deadlineOverrideDescription)
export class DeadlineOverrideType {}

@RecordObjectType(filingSeasonDescription)
export class FilingSeasonType {}

@InputType({ description: 'A day the President declared a public holiday' })
export class DeclareHolidayInput {
  @Field(() => String, { description: 'YYYY-MM-DD' })
  date!: string;

  @Field(() => String, { description: 'Such as "General election"' })
  name!: string;
}

@InputType({ description: 'A deadline’s due date as SARS moved it, and why' })
export class DeadlineOverrideInput {
  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate!: string;

  @Field(() => String, { description: 'Why, as SARS announced it' })
  reason!: string;
}

@InputType({ description: 'A filing window as SARS announced it' })
export class FilingSeasonInput {
  @Field(() => String, { description: 'The first day, YYYY-MM-DD' })
  opens!: string;

  @Field(() => String, { description: 'The last day, YYYY-MM-DD; for ITR12, non-provisional taxpayers’' })
  closes!: string;

  @Field(() => String, { nullable: true, description: 'ITR12 only (and required there): the last day for provisional taxpayers' })
  provisionalCloses?: string | null;
}
