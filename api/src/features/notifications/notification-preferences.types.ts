import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('NotificationPreferences', { description: 'Which notifications also come by e-mail (the portal notice always appears)' })
export class NotificationPreferencesType {
  @Field(() => Boolean, { description: 'Any e-mail at all' })
  email!: boolean;

  @Field(() => Boolean, { description: 'Document Updates' })
  documents!: boolean;

  @Field(() => Boolean, { description: 'Appointment Reminders' })
  appointments!: boolean;

  @Field(() => Boolean)
  messages!: boolean;

  @Field(() => Boolean, { description: 'Task Updates' })
  tasks!: boolean;
}

@InputType({ description: 'Which notifications also come by e-mail: e-mail at all, then each kind; the portal notice always appears' })
export class NotificationPreferencesInput {
  @Field(() => Boolean)
  email!: boolean;

  @Field(() => Boolean)
  documents!: boolean;

  @Field(() => Boolean)
  appointments!: boolean;

  @Field(() => Boolean)
  messages!: boolean;

  @Field(() => Boolean)
  tasks!: boolean;
}
