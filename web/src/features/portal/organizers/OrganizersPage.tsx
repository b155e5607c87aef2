import type { SessionUserFragment } from '../../../graphql/generated';
import { PageHeader } from '../shared/PageHeader';
import { isStaff } from '../shared/roles';
import { OrganizerList } from './OrganizerList';
import { organizerListVariables } from './organizer-variables';

// The first screen's variables, for the server to ask the same (shell/portal-page-table.ts).
export { organizerListVariables };

/**
 * /portal/organizers (docs/product.md#organizers): the questionnaires the firm sent, to fill in
 * over several visits; for staff, every organizer they may see, to follow and review.
 */
export function OrganizersPage({ user }: { user: SessionUserFragment }) {
  const staff = isStaff(user.roleNames);
  return (
    <>
      <title>Organizers | Khanya Client Portal</title>
      <PageHeader
        title="Organizers"
        subtitle={
          staff
            ? 'The questionnaires sent to your clients: how far each is, and those submitted for review.'
            : 'What the firm needs to know about your year. Answer over as many visits as you like: each answer is saved as you give it.'
        }
      />
      <OrganizerList staff={staff} />
    </>
  );
}
