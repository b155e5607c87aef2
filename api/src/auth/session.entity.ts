import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An express-session record (SPEC.md §3, sessions): the session id, its data and its expiry. */
@Entity('sessions')
@Index('IDX_sessions_expire', ['expire'])
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  sid: string;

  @Column({ type: 'simple-json' })
  sess: Record<string, unknown>;

  @Column({ type: 'datetime' })
  expire: Date;
}
