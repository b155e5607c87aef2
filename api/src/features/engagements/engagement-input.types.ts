import { Field, Float, ID, InputType } from 'type-graphql';
import { EngagementStatusKind } from './engagements.types';

const DAY = 'A day in South Africa, YYYY-MM-DD';

/**
 * The engagement form (docs/product.md#engagements), the whole record every time: the same fields
 * as engagementInputSchema (validation/engagements.ts), which checks them.
 */
@InputType({ description: 'An engagement as staff create or edit it: every field, every time' })
export class EngagementInput {
  @Field(() => ID, { description: 'The client it is for: an active user with the client role' })
  clientId!: string;

  @Field(() => ID, { description: 'The firm service it is for: one the firm still offers' })
  serviceId!: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The staff member running it; null for none. An advisor may name only themselves (null is themselves too).',
  })
  advisorId?: string | null;

  @Field(() => String, { description: 'At most 255 characters' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'At most 5000 characters; blank is none' })
  description?: string | null;

  @Field(() => EngagementStatusKind, { description: 'COMPLETED sets completedAt to now; leaving it clears completedAt' })
  status!: EngagementStatusKind;

  @Field(() => String, { description: DAY })
  startDate!: string;

  @Field(() => String, { nullable: true, description: `${DAY}, not before startDate; null for none` })
  dueDate?: string | null;

  @Field(() => Float, { nullable: true, description: 'Rand (ZAR), to the cent, 0 to 99999999.99; null when no amount was agreed' })
  totalAmount?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Rand (ZAR) paid before the firm billed the engagement in the portal, to the cent, 0 to 99999999.99; null or left out is 0. ' +
      'Afterwards payments on its invoices move it: an edit leaves it out or repeats it as it stands',
  })
  paidAmount?: number | null;
}
