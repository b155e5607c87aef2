import { useMyCompanyQuery } from '../../../graphql/generated';
import { FailureState, LoadingState } from '../../../components/DataState';
import { CompanyInformationForm } from './CompanyInformationForm';

/**
 * The Company Information tab: loads the viewer's company, then shows the form filled in, or
 * empty with a note when there is none yet (the first save creates it,
 * docs/product.md#company-save).
 */
export function CompanyInformationPanel() {
  const { data, loading, error, refetch } = useMyCompanyQuery();
  if (error && !data) {
    return <FailureState message="Failed to load your company information." onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (loading || !data) return <LoadingState label="Loading company information…" />;
  return <CompanyInformationForm company={data.myCompany} />;
}
