import { useContactSubmissionCountsQuery } from '../../../graphql/generated';
import { StatCard, StatGrid } from '../../../components/StatCard';
import { FailureState } from '../../../components/DataState';

/** The three counters of the dashboard and the tracker (docs/product.md#contact-tracker). */
export function SubmissionCounters() {
  const { data, error, refetch } = useContactSubmissionCountsQuery();
  if (error && !data)
    return <FailureState message="We could not load the submission counts." onRetry={() => void refetch().catch(() => undefined)} />;
  const counts = data?.contactSubmissionCounts;
  const show = (value: number | undefined) => (value === undefined ? <span aria-label="Loading">…</span> : value);
  return (
    <StatGrid $columns={3} aria-busy={!counts}>
      <StatCard label="Total Submissions" icon="file-text" value={show(counts?.total)} />
      <StatCard label="Contact Forms" icon="mail" value={show(counts?.getInTouch)} />
      <StatCard label="Consultations" icon="calendar" value={show(counts?.consultations)} />
    </StatGrid>
  );
}
