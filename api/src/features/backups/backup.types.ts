import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';

export const BackupTriggerKind = enumOf(['scheduled', 'command']);
registerEnumType(BackupTriggerKind, { name: 'BackupTrigger', description: 'SCHEDULED (BACKUP_EVERY) or COMMAND (npm run backup)' });

@ObjectType('LastBackup', { description: 'The newest backup, scheduled or made with npm run backup' })
export class LastBackupType {
  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date)
  finishedAt!: Date;

  @Field(() => Boolean)
  succeeded!: boolean;

  @Field(() => BackupTriggerKind)
  trigger!: string;

  @Field(() => String, { nullable: true, description: 'The archive in the backup folder; null when it failed' })
  fileName!: string | null;

  @Field(() => Float, { nullable: true, description: 'The archive size in bytes' })
  sizeBytes!: number | null;

  @Field(() => String, { nullable: true, description: 'Why it failed' })
  error!: string | null;
}

@ObjectType('BackupStatus', { description: 'Backups: where they go, how often, how many are kept, and the newest' })
export class BackupStatusType {
  @Field(() => String, { nullable: true, description: 'BACKUP_EVERY, e.g. 24h; null when backups are not scheduled' })
  every!: string | null;

  @Field(() => Int, { nullable: true, description: 'BACKUP_KEEP; null keeps every archive' })
  keep!: number | null;

  @Field(() => String, { description: 'BACKUP_DIR on the server' })
  directory!: string;

  @Field(() => LastBackupType, { nullable: true })
  last!: LastBackupType | null;
}
