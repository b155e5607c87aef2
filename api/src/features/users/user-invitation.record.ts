import { describeRecord, privacy } from '../../records/record-description';
import { UserInvitation } from './user-invitation.entity';

const THE_LINK = 'what makes the link work once; the link itself is e-mailed (single-use-links.ts)';

/**
 * A single-use link for setting a password, an invitation or a reset (single-use-links.ts).
 * Neither API shows the row: the person receives the link by e-mail, and the invitation preview
 * (InvitationPreview) says only whom it is for and until when. Deleted on erasure: the links die
 * with the account (users.personal-data.ts, revokeLinks).
 */
export const userInvitationDescription = describeRecord({
  name: 'UserInvitation',
  description: 'A single-use link for setting a password: an invitation or a reset',
  entity: UserInvitation,
  deletedWithTheRowOnErasure: true,
  fields: {},
  internal: {
    id: { privacy: privacy.deletedWithTheRow, because: THE_LINK },
    userId: { privacy: privacy.deletedWithTheRow, because: 'whose password the link sets' },
    purpose: { privacy: privacy.deletedWithTheRow, because: 'an invitation sets the first password, a reset a forgotten one' },
    tokenHash: {
      privacy: privacy.deletedWithTheRow,
      because: 'the SHA-256 of the link’s token, to recognise it; the token is e-mailed and not kept',
    },
    expiresAt: { privacy: privacy.deletedWithTheRow, because: THE_LINK },
    usedAt: { privacy: privacy.deletedWithTheRow, because: 'set when the link is spent, so it works once' },
    createdBy: {
      privacy: privacy.deletedWithTheRow,
      because: 'who made the link: the administrator who invited the person, none for a reset they asked for',
    },
    createdAt: { privacy: privacy.deletedWithTheRow, because: THE_LINK },
  },
  notInEitherApi: 'a link is e-mailed, never listed: the invitation preview says only whom it is for and until when',
});
