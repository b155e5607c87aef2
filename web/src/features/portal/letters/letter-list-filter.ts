import type { EngagementLetterFilter, LetterListQueryVariables } from '../../../graphql/generated';

/** Letters fetched per page ("Load more" fetches the next as many). */
export const LETTERS_PAGE_SIZE = 20;

/** The staff list's "Show" choices: waiting letters are SENT and VIEWED ones together. */
export type LetterFilterChoice = 'all' | 'outstanding' | 'SIGNED' | 'DECLINED' | 'WITHDRAWN';

export const letterFilterChoices: readonly { value: LetterFilterChoice; label: string }[] = [
  { value: 'all', label: 'All letters' },
  { value: 'outstanding', label: 'Waiting for the client' },
  { value: 'SIGNED', label: 'Signed' },
  { value: 'DECLINED', label: 'Declined' },
  { value: 'WITHDRAWN', label: 'Withdrawn' },
];

function filterOf(choice: LetterFilterChoice): EngagementLetterFilter | undefined {
  if (choice === 'all') return undefined;
  if (choice === 'outstanding') return { outstanding: true };
  return { status: choice };
}

/** The first page of the list for a choice; the server puts waiting letters first. */
export function letterListVariables(choice: LetterFilterChoice = 'all'): LetterListQueryVariables {
  const filter = filterOf(choice);
  return { first: LETTERS_PAGE_SIZE, ...(filter ? { filter } : {}) };
}
