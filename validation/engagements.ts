import { z } from 'zod';
import { engagementStatusValues } from './engagement-values';

export { engagementStatusValues };

const ENGAGEMENT_SEARCH_MAX_LENGTH = 255;

/** How the engagement list can be ordered: most recently started first (the default), or largest balance first. */
export const engagementOrderValues = ['START_DATE_DESC', 'OUTSTANDING_DESC'] as const;

/**
 * The engagement list's filters; every one optional. Search matches title and description in
 * any case (docs/product.md#search-and-filters). A form's "All" (an empty string) means no filter.
 */
export const engagementFilterSchema = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(engagementStatusValues, 'Choose a status from the list').nullish(),
  ),
  search: z
    .string('Search must be text')
    .trim()
    .max(ENGAGEMENT_SEARCH_MAX_LENGTH, `Search must be at most ${ENGAGEMENT_SEARCH_MAX_LENGTH} characters`)
    .nullish(),
  unpaidOnly: z.boolean('Unpaid only must be true or false').nullish(),
  orderBy: z.enum(engagementOrderValues, 'Choose START_DATE_DESC or OUTSTANDING_DESC').nullish(),
});
