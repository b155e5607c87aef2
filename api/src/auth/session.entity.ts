import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An express-session record (docs/product.md#sessions-record): the session id, its data and its
 * expiry.
 */
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
