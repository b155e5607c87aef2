import { describeProgress } from '@validation/organizer-progress';
import { ProgressBar } from '../../../components/ProgressBar';

/** How far the client is with an organizer: a bar and "7 of 23 answered" (its page and its card). */
export function OrganizerProgressBar(progress: { answered: number; total: number }) {
  return <ProgressBar label="Questions answered" value={progress.answered} max={progress.total} valueText={describeProgress(progress)} />;
}
