import { useBillingSettingsQuery } from '../../../../graphql/generated';
import { Card } from '../../../../components/Card';
import { DataState } from '../../../../components/DataState';
import { SectionHead } from '../../shared/PageHeader';
import { BillingSettingsForm } from './BillingSettingsForm';

/** The firm's billing settings, loaded, then its form. */
export function BillingSettingsCard() {
  const { data, loading, error, refetch } = useBillingSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const settings = data?.billingSettings;
  return (
    <Card as="section" aria-labelledby="billing-settings-heading">
      <SectionHead>
        <h2 id="billing-settings-heading">Billing settings</h2>
      </SectionHead>
      <DataState
        loading={loading}
        error={error}
        empty={false}
        hasData={!!settings}
        loadingText="Loading the billing settings…"
        emptyText=""
        errorText="We could not load the billing settings."
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {/* Keyed by the last save, so the form starts again from what was saved. */}
        {settings && <BillingSettingsForm key={String(settings.updatedAt)} settings={settings} />}
      </DataState>
    </Card>
  );
}
