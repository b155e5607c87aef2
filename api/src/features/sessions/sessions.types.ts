import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('SignedInSession', { description: 'A session of the signed-in user, as the profile lists it' })
export class SignedInSessionType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The browser and system, for example "Chrome on Windows"' })
  device!: string;

  @Field(() => String, { nullable: true, description: 'The network address it signed in from' })
  ipAddress!: string | null;

  @Field(() => Date)
  signedInAt!: Date;

  @Field(() => Date, { description: 'Last used, to the minute' })
  lastSeenAt!: Date;

  @Field(() => Boolean, { description: 'This is the session asking' })
  current!: boolean;
}
