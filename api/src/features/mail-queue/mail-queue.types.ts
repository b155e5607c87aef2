import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { mailStatusValues, type MailStatus } from '../../../../validation/mail-queue';
import { ConnectionType } from '../../shared/pagination';

export const MailStatusEnum = enumOf(mailStatusValues);
registerEnumType(MailStatusEnum, { name: 'MailStatus', description: 'WAITING, SENDING, RETRYING, SENT or FAILED' });

@ObjectType('QueuedMail', { description: 'An e-mail in the mail queue and how its delivery went' })
export class QueuedMailType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  recipient!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => MailStatusEnum)
  status!: MailStatus;

  @Field(() => Int, { description: 'Tries so far' })
  attempts!: number;

  @Field(() => Date, { nullable: true, description: 'When it is due to be tried (waiting, retrying)' })
  nextAttemptAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the last try failed' })
  lastError!: string | null;

  @Field(() => Date, { nullable: true })
  sentAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

export const QueuedMailConnection = ConnectionType('QueuedMail', QueuedMailType);

@InputType({ description: 'Narrows the mail queue list' })
export class MailQueueFilter {
  @Field(() => MailStatusEnum, { nullable: true })
  status?: MailStatus | null;
}

@ObjectType('MailQueueStats', { description: 'The mail queue backlog' })
export class MailQueueStatsType {
  @Field(() => Int, { description: 'Waiting for their first try' })
  waiting!: number;

  @Field(() => Int, { description: 'Being sent now' })
  sending!: number;

  @Field(() => Int, { description: 'Failed at least once, waiting for the next try' })
  retrying!: number;

  @Field(() => Int, { description: 'Failed after the last try: an administrator may send them again' })
  failed!: number;

  @Field(() => Int, { nullable: true, description: 'Age in seconds of the oldest e-mail not yet sent' })
  oldestWaitingAgeSeconds!: number | null;
}
