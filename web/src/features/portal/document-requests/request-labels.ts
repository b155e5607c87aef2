import type { BadgeTone } from '../../../components/Badge';
import type { DocumentRequestStatus } from '../../../graphql/generated';

/** How each status reads; an open request is the client's to answer, so it reads so to them. */
export function requestStatusLabel(status: DocumentRequestStatus, audience: 'client' | 'staff'): string {
  switch (status) {
    case 'open':
      return audience === 'client' ? 'Waiting for you' : 'Waiting for the client';
    case 'uploaded':
      return 'Uploaded — awaiting review';
    case 'closed':
      return 'Closed';
    case 'cancelled':
      return 'Cancelled';
  }
}

export const requestStatusTones: Record<DocumentRequestStatus, BadgeTone> = {
  open: 'gold',
  uploaded: 'info',
  closed: 'success',
  cancelled: 'neutral',
};

export const requestStatusOptions: { value: DocumentRequestStatus; label: string }[] = [
  { value: 'open', label: 'Waiting for the client' },
  { value: 'uploaded', label: 'Uploaded — awaiting review' },
  { value: 'closed', label: 'Closed' },
  { value: 'cancelled', label: 'Cancelled' },
];
