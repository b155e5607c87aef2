import { describeRecord, privacy } from '../records/record-description';
import { Session } from './session.entity';

const THE_STORE = 'express-session’s own (session-store.ts): it reads and writes the row for the cookie';

/**
 * An express-session record (docs/product.md#sessions-record): a cookie's session id, its data (the
 * user's id among it) and its expiry. Neither API shows it: the profile lists the sign-ins from
 * their UserSession rows (signed-in-session.record.ts). Deleted on erasure, so the person's cookies
 * open nothing (auth.personal-data.ts).
 */
export const sessionDescription = describeRecord({
  name: 'Session',
  description: 'A session store’s record of one cookie: its id, data and expiry',
  entity: Session,
  deletedWithTheRowOnErasure: true,
  fields: {},
  internal: {
    sid: { privacy: privacy.deletedWithTheRow, because: THE_STORE },
    sess: { privacy: privacy.deletedWithTheRow, because: THE_STORE },
    expire: { privacy: privacy.deletedWithTheRow, because: THE_STORE },
  },
  notInEitherApi: 'the session store’s rows: the profile lists sign-ins from UserSession (SignedInSession)',
});
