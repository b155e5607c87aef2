/** What other parts of the site may use from this folder; nothing else here is theirs to import. */
export { forgetOrganizerLists } from './organizer-lists';
export { organizerStatusLabels, organizerStatusLabelsForClient, organizerStatusTones } from './organizer-labels';
