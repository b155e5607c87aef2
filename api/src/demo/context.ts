import type { EntityManager } from 'typeorm';
import type { DemoUserKey } from './ids';

/** What every part of the demo seed works with. */
export interface DemoContext {
  manager: EntityManager;
  /** The moment every demo date is relative to. */
  now: Date;
  /** The actual ids of the demo accounts. */
  users: Record<DemoUserKey, string>;
  /**
   * Files made while seeding (a signed letter's PDF), for the upload folder: written there once
   * the records are stored, beside the demo's fixed files.
   */
  files: { fileName: string; bytes: Buffer }[];
}
