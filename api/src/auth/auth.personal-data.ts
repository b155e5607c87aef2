import { LIKE_ESCAPE, escapeLike } from '../shared/search';
import type { ErasureStep } from '../shared/personal-data';
import { personalDataOf } from '../records/record-privacy';
import { Session } from './session.entity';
import { sessionDescription } from './session.record';

/** How POPIA treats each column: in the description (session.record.ts). */
export const authColumns = [personalDataOf(sessionDescription)];

/** The session store's rows of the person: their cookies open nothing from now on. Not recorded on its own. */
export const deleteStoredSessions: ErasureStep = {
  run: async ({ manager, person }) => {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(Session)
      .where(`sess LIKE :owner ${LIKE_ESCAPE}`, { owner: `%${escapeLike(`"userId":"${person.id}"`)}%` })
      .execute();
    return { count: result.affected ?? 0 };
  },
};
