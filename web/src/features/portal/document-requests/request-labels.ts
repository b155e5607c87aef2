import type { BadgeTone } from '../../../components/Badge';
import type { DocumentRequestStatus } from '../../../graphql/generated';

/** How each status reads; an open request is the client's to answer, so it reads so to them. */
export function requestStatusLabel(status: DocumentRequestStatus, audience: 'client' | 'staff'): string {
  switch (status) {
    case 'OPEN':
      return audience === 'client' ? 'Waiting for you' : 'Waiting for the client';
    case 'UPLOADED':
      return 'Uploaded — awaiting review';
    case 'CLOSED':
      return 'Closed';
    case 'CANCELLED':
      return 'Cancelled';
  }
}

export const requestStatusTones: Record<DocumentRequestStatus, BadgeTone> = {
  OPEN: 'gold',
  UPLOADED: 'info',
  CLOSED: 'success',
  CANCELLED: 'neutral',
};

export const requestStatusOptions: { value: DocumentRequestStatus; label: string }[] = [
  { value: 'OPEN', label: 'Waiting for the client' },
  { value: 'UPLOADED', label: 'Uploaded — awaiting review' },
  { value: 'CLOSED', label: 'Closed' },
  { value: 'CANCELLED', label: 'Cancelled' },
];
