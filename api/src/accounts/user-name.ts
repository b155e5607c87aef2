import type { DataSource, EntityManager } from 'typeorm';
import { fullNameOf } from '../../../validation/people';
import { User } from './user.entity';

/**
 * How a notice, an e-mail or a PDF names a member of staff by their id: the full name, or the
 * e-mail address when they gave no name, or "The firm" once the account is gone.
 */
export async function staffNameById(source: DataSource | EntityManager, userId: string): Promise<string> {
  const user = await source.getRepository(User).findOneBy({ id: userId });
  return user ? fullNameOf(user) || user.email : 'The firm';
}
