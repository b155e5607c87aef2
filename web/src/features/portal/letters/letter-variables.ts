import type { EngagementLetterQueryVariables } from '../../../graphql/generated';

/** The letter page's query, as the page sends it and the server runs it before the page's HTML goes out. */
export const letterVariables = (id: string): EngagementLetterQueryVariables => ({ id });
