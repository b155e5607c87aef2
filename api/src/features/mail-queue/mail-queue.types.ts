import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { MailStatus } from '../../../../validation/mail-queue';
import { ConnectionType } from '../../shared/pagination';
import { RecordObjectType } from '../../records/graphql-object-type';
import { MailStatusEnum, queuedMailDescription } from './queued-mail.record';

export { MailStatusEnum };

/** An e-mail of the mail queue in the graph: its fields are described once, in queued-mail.record.ts. */
@RecordObjectType(queuedMailDescription)
export class QueuedMailType {}

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
