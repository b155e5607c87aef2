import type { OrganizerStatus } from '../../../graphql/generated';
import type { BadgeTone } from '../../../components/Badge';

/** An organizer's state in plain words, as the client and staff read it. */
export const organizerStatusLabels: Record<OrganizerStatus, string> = {
  SENT: 'Waiting for the client',
  IN_PROGRESS: 'Being filled in',
  SUBMITTED: 'Submitted',
  REOPENED: 'Reopened for changes',
  CANCELLED: 'Cancelled',
};

/** The same, for the client it waits on. */
export const organizerStatusLabelsForClient: Record<OrganizerStatus, string> = {
  ...organizerStatusLabels,
  SENT: 'Waiting for your answers',
};

export const organizerStatusTones: Record<OrganizerStatus, BadgeTone> = {
  SENT: 'gold',
  IN_PROGRESS: 'info',
  SUBMITTED: 'success',
  REOPENED: 'warning',
  CANCELLED: 'neutral',
};
