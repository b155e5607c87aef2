import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { ConnectionType } from '../../shared/pagination';
import { enumOf } from '../../graphql/enum-of';
import { BackupStatusType } from '../backups';
import { MailQueueStatsType } from '../mail-queue';
import { auditLogDescription } from '../audit';

export const SystemHealthKind = enumOf(['healthy', 'degraded']);
registerEnumType(SystemHealthKind, {
  name: 'SystemHealth',
  description: 'HEALTHY, or DEGRADED when the database or mail transport fails its check',
});

export const MailTransportModeKind = enumOf(['smtp', 'outbox']);
registerEnumType(MailTransportModeKind, { name: 'MailTransportMode', description: 'SMTP, or OUTBOX when e-mails are written to files' });

@ObjectType({ description: 'The Overview counters of the admin panel' })
export class AdminStats {
  @Field(() => Int)
  totalUsers!: number;

  @Field(() => Int)
  totalContactSubmissions!: number;

  @Field(() => Int)
  getInTouchSubmissions!: number;

  @Field(() => Int)
  consultationSubmissions!: number;

  @Field(() => Int, { description: 'Users who signed in within the last 30 days' })
  activeUsers!: number;

  @Field(() => SystemHealthKind)
  systemHealth!: string;
}

@ObjectType({ description: 'Whether the database answers, which kind it is and how quickly (the System tab)' })
export class DatabaseStatus {
  @Field(() => Boolean)
  reachable!: boolean;

  @Field(() => String)
  dialect!: string;

  @Field(() => Float, { nullable: true, description: 'Round trip of SELECT 1, in milliseconds' })
  latencyMs!: number | null;

  @Field(() => Int, { nullable: true, description: "Tables in the database's own catalogue" })
  tableCount!: number | null;

  @Field(() => String)
  detail!: string;
}

@ObjectType({ description: 'How the api sends e-mail (an SMTP server, or files in an outbox) and whether that works now' })
export class MailTransportStatus {
  @Field(() => MailTransportModeKind)
  mode!: string;

  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => String)
  detail!: string;
}

@ObjectType({ description: 'Live checks behind the System tab' })
export class SystemStatus {
  @Field(() => Date)
  checkedAt!: Date;

  @Field(() => Boolean)
  healthy!: boolean;

  @Field(() => DatabaseStatus)
  database!: DatabaseStatus;

  @Field(() => MailTransportStatus)
  mail!: MailTransportStatus;

  @Field(() => MailQueueStatsType, { description: 'The mail queue backlog (Admin Panel, Mail)' })
  mailQueue!: MailQueueStatsType;

  @Field(() => String)
  environment!: string;

  @Field(() => String)
  version!: string;

  @Field(() => Boolean)
  demo!: boolean;

  @Field(() => String, { description: 'Where contact-form notifications are sent' })
  notificationEmail!: string;

  @Field(() => [String])
  activeForms!: string[];

  @Field(() => BackupStatusType, { nullable: true, description: 'The backup schedule and the newest backup; null when it cannot be read' })
  backup!: BackupStatusType | null;
}

/** An audit-log entry in the graph: its fields are described once, in audit/audit-log.record.ts. actor resolves through a loader. */
@RecordObjectType(auditLogDescription)
export class AuditLogEntryType {}

export const AuditLogConnection = ConnectionType('AuditLogEntry', AuditLogEntryType);

@InputType({ description: 'Narrows the audit log; every field is optional' })
export class AuditLogFilter {
  @Field(() => String, { nullable: true, description: 'Action prefix, e.g. "auth." or "user.create"' })
  action?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Action prefix to leave out, e.g. "api_token.use" for the routine requests of integrations',
  })
  excludeAction?: string | null;

  @Field(() => String, { nullable: true })
  userId?: string | null;

  @Field(() => String, { nullable: true })
  resourceType?: string | null;

  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD (SAST)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD (SAST)' })
  to?: string | null;
}
