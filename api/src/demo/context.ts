import type { EntityManager } from 'typeorm';
import type { DemoUserKey } from './ids';

/** What every part of the demo seed works with. */
export interface DemoContext {
  manager: EntityManager;
  /** The moment every demo date is relative to. */
  now: Date;
  /** The actual ids of the demo accounts. */
  users: Record<DemoUserKey, string>;
}
