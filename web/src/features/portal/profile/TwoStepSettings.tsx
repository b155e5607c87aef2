import { useState } from 'react';
import styled from 'styled-components';
import { useTwoStepStatusQuery, type TwoStepStatusQuery } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { toast } from '../../../components/toast-store';
import { formatDate } from '../../../lib/format';
import { RecoveryCodes, TwoStepEnrolment } from '../../auth';
import { NewRecoveryCodesDialog, TurnOffTwoStepDialog } from './TwoStepDialogs';

type Panel = 'status' | 'enrol' | { codes: string[] };

/**
 * Two-step sign-in on the Security tab: set it up (QR code, setup key, first code), then see the
 * recovery codes once; when on, get new recovery codes or turn it off (password and a code).
 */
export function TwoStepSettings() {
  const { data, loading, error, refetch } = useTwoStepStatusQuery({ fetchPolicy: 'cache-and-network' });
  const [panel, setPanel] = useState<Panel>('status');
  const refresh = () => void refetch().catch(() => undefined);
  const status = data?.twoStepStatus;

  return (
    <section aria-labelledby="two-step-settings-title">
      <Heading>
        <h2 id="two-step-settings-title">Two-step sign-in</h2>
        {status && <Badge $tone={status.enabled ? 'success' : 'neutral'}>{status.enabled ? 'On' : 'Off'}</Badge>}
      </Heading>
      {panel === 'enrol' && (
        <TwoStepEnrolment
          headingLevel={3}
          onCancel={() => setPanel('status')}
          onConfirmed={(codes) => {
            toast({ title: 'Two-step sign-in is on', variant: 'success' });
            setPanel({ codes });
            refresh();
          }}
        />
      )}
      {typeof panel === 'object' && <RecoveryCodes headingLevel={3} codes={panel.codes} onDone={() => setPanel('status')} />}
      {panel === 'status' && (
        <DataState
          loading={loading}
          error={error}
          hasData={!!status}
          empty={false}
          emptyText=""
          loadingText="Loading your two-step sign-in…"
          errorText="Failed to load your two-step sign-in"
          onRetry={refresh}
        >
          {status && (
            <StatusView status={status} onEnrol={() => setPanel('enrol')} onChanged={refresh} onNewCodes={(codes) => setPanel({ codes })} />
          )}
        </DataState>
      )}
    </section>
  );
}

interface StatusViewProps {
  status: TwoStepStatusQuery['twoStepStatus'];
  onEnrol: () => void;
  onChanged: () => void;
  onNewCodes: (codes: string[]) => void;
}

function StatusView({ status, onEnrol, onChanged, onNewCodes }: StatusViewProps) {
  if (!status.enabled) {
    return (
      <>
        <Text>
          Protect your documents with more than a password: after your password, the portal asks for a code from an authenticator app on
          your phone.
        </Text>
        <Button onClick={onEnrol}>Set up two-step sign-in</Button>
      </>
    );
  }
  const left = status.recoveryCodesLeft;
  return (
    <>
      <Text>
        On since {status.enabledAt ? formatDate(status.enabledAt) : 'earlier'}. {left} recovery code{left === 1 ? '' : 's'} left
        {left <= 3 ? ': get new ones before they run out.' : '.'}
      </Text>
      {status.required && <Text>Two-step sign-in is required for the firm&apos;s staff, so it stays on.</Text>}
      <Buttons>
        <NewRecoveryCodesDialog onCodes={onNewCodes} />
        {!status.required && <TurnOffTwoStepDialog onTurnedOff={onChanged} />}
      </Buttons>
    </>
  );
}

const Heading = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
  }
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
