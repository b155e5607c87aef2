import type { SessionUserFragment } from '../../../graphql/generated';
import { PageHeader } from '../shared/PageHeader';
import { isStaff } from '../shared/roles';
import { ClientLetters } from './ClientLetters';
import { StaffLetters } from './StaffLetters';

/**
 * /portal/letters (docs/product.md#engagement-letters): a client's engagement letters, those
 * waiting for their signature first; for staff, every letter they may see, to follow and withdraw.
 */
export function LettersPage({ user }: { user: SessionUserFragment }) {
  const staff = isStaff(user.roleNames);
  return (
    <>
      <title>Letters | Khanya Client Portal</title>
      <PageHeader
        title="Engagement letters"
        subtitle={
          staff
            ? 'The letters sent to your clients: who has opened, signed or declined theirs.'
            : 'The letters that set out the work we do for you. Read each one, then sign it here.'
        }
      />
      {staff ? <StaffLetters /> : <ClientLetters />}
    </>
  );
}
