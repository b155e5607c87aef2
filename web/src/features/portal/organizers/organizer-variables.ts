import type { OrganizerListQueryVariables, OrganizerQueryVariables, OrganizerStatus } from '../../../graphql/generated';

/** The organizer page's query, as the page sends it and the server runs it before the page's HTML goes out. */
export const organizerVariables = (id: string): OrganizerQueryVariables => ({ id });

/** Organizers fetched per page ("Load more" fetches the next as many). */
export const ORGANIZERS_PAGE_SIZE = 20;

/** The list's "Show" choices: waiting ones are SENT, IN_PROGRESS and REOPENED together. */
export type OrganizerFilterChoice = 'all' | 'outstanding' | Extract<OrganizerStatus, 'SUBMITTED' | 'CANCELLED'>;

export const organizerFilterChoices: readonly { value: OrganizerFilterChoice; label: string }[] = [
  { value: 'all', label: 'All organizers' },
  { value: 'outstanding', label: 'Waiting for the client' },
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'CANCELLED', label: 'Cancelled' },
];

/** The first page of the list for a choice; the server puts those waiting for the client first. */
export function organizerListVariables(choice: OrganizerFilterChoice = 'all'): OrganizerListQueryVariables {
  const base = { first: ORGANIZERS_PAGE_SIZE };
  if (choice === 'all') return base;
  if (choice === 'outstanding') return { ...base, filter: { outstanding: true } };
  return { ...base, filter: { status: choice } };
}
