import { enumName } from '@validation/enum-names';
import { outstandingOrganizerStatuses } from '@validation/organizer-values';
import type { OrganizerStatus } from '../../../graphql/generated';

// Apart from the labels, which the engagement card and the dashboard import without these rules.
const openStatuses: readonly OrganizerStatus[] = outstandingOrganizerStatuses.map(enumName);

/** Whether the client may still answer (the shared rule's waiting states): sent, being filled in, or reopened by staff. */
export const isOrganizerOpen = (status: OrganizerStatus): boolean => openStatuses.includes(status);
