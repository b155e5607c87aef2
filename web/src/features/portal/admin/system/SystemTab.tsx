import { isReference } from '@apollo/client';
import styled from 'styled-components';
import { media } from '../../../../lib/theme';
import { formatDateTime } from '../../../../lib/format';
import {
  SystemStatusDocument,
  useRunDiagnosticsMutation,
  useSystemStatusQuery,
  type AdminStatsQuery,
  type SystemStatusDetailsFragment,
  type SystemStatusQuery,
} from '../../../../graphql/generated';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { DataState } from '../../../../components/DataState';
import { Icon } from '../../../../components/Icon';
import { toast } from '../../../../components/toast-store';
import { serverMessage } from '../../../../lib/graphql-errors';
import { BackupCard } from './BackupCard';
import { Detail, Fact, Facts, Panel, StatusCard } from './StatusCard';
import { capitalise, formatLatency, formatWaitingAge, mailHeadline } from './system-status-text';

/** The System tab: live checks of the database, mail, configuration and contact forms. */
export function SystemTab() {
  const { data, loading, error, refetch } = useSystemStatusQuery();
  const [runDiagnostics, { loading: running }] = useRunDiagnosticsMutation();

  async function diagnose() {
    try {
      const result = await runDiagnostics({
        update(cache, { data: answer }) {
          if (!answer) return;
          // SystemStatus has no id, so the query's answer is replaced by hand; System Health on
          // the Overview follows.
          cache.writeQuery<SystemStatusQuery>({ query: SystemStatusDocument, data: { systemStatus: answer.runDiagnostics } });
          cache.modify<{ adminStats: AdminStatsQuery['adminStats'] }>({
            fields: {
              adminStats: (existing) =>
                existing && !isReference(existing)
                  ? { ...existing, systemHealth: answer.runDiagnostics.healthy ? 'HEALTHY' : 'DEGRADED' }
                  : existing,
            },
          });
        },
      });
      const healthy = result.data?.runDiagnostics.healthy;
      toast({
        title: 'Diagnostics complete',
        description: healthy ? 'All checks passed: the system is healthy.' : 'Some checks failed: the system is degraded.',
        variant: healthy ? 'success' : 'destructive',
      });
    } catch (failure) {
      toast({
        title: 'Diagnostics failed',
        description: serverMessage(failure) ?? 'The checks could not be run. Please try again.',
        variant: 'destructive',
      });
    }
  }

  const status = data?.systemStatus;
  return (
    <section aria-labelledby="system-heading">
      <Head>
        <div>
          <h2 id="system-heading">System</h2>
          {status && (
            <p>
              Last checked <time dateTime={status.checkedAt}>{formatDateTime(status.checkedAt)}</time>
            </p>
          )}
        </div>
        <Button onClick={() => void diagnose()} disabled={running}>
          <Icon name="refresh" size={18} />
          {running ? 'Running diagnostics…' : 'Run Diagnostics'}
        </Button>
      </Head>
      <DataState
        loading={loading}
        error={error}
        hasData={!!status}
        empty={false}
        loadingText="Checking the system…"
        emptyText=""
        errorText="We could not check the system status."
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {status && <StatusCards status={status} />}
      </DataState>
    </section>
  );
}

function StatusCards({ status }: { status: SystemStatusDetailsFragment }) {
  const { database, mail, mailQueue } = status;
  const backlog = mailQueue.waiting + mailQueue.sending + mailQueue.retrying;
  return (
    <Grid>
      <StatusCard title="Database" icon="database" ok={database.reachable} state={database.reachable ? 'Healthy' : 'Unreachable'}>
        <Facts>
          <Fact label="Connection">{database.reachable ? 'Connected' : database.detail}</Fact>
          <Fact label="Engine">{database.dialect}</Fact>
          <Fact label="Latency">{formatLatency(database.latencyMs)}</Fact>
          <Fact label="Tables">{database.tableCount === null ? '—' : `${database.tableCount} tables`}</Fact>
        </Facts>
      </StatusCard>
      <StatusCard
        title="Contact Forms Active"
        icon="file-text"
        ok={status.activeForms.length > 0}
        state={`${status.activeForms.length} active`}
      >
        <Plain>{status.activeForms.length > 0 ? status.activeForms.join(', ') : 'No contact form is active.'}</Plain>
      </StatusCard>
      <StatusCard title="Email Notifications" icon="mail" ok={mail.ok} state={mail.ok ? 'Working' : 'Failing'}>
        <Plain>
          <strong>{mailHeadline(mail)}</strong>
        </Plain>
        <Detail>{mail.detail}</Detail>
      </StatusCard>
      <StatusCard
        title="Mail Queue"
        icon="mail"
        ok={mailQueue.failed === 0 && mailQueue.retrying === 0}
        state={mailQueue.failed > 0 ? `${mailQueue.failed} failed` : backlog > 0 ? `${backlog} waiting` : 'All sent'}
      >
        <Facts>
          <Fact label="Waiting">{mailQueue.waiting + mailQueue.sending}</Fact>
          <Fact label="Retrying">{mailQueue.retrying}</Fact>
          <Fact label="Failed">{mailQueue.failed}</Fact>
          <Fact label="Oldest waiting">{formatWaitingAge(mailQueue.oldestWaitingAgeSeconds)}</Fact>
        </Facts>
        <Detail>Each e-mail is listed, and a failed one can be sent again, on the Mail tab.</Detail>
      </StatusCard>
      <StatusCard title="Configuration" icon="settings" ok state={capitalise(status.environment)}>
        <Facts>
          <Fact label="Environment">{capitalise(status.environment)}</Fact>
          <Fact label="Version">{status.version}</Fact>
          <Fact label="Demo mode">{status.demo ? 'On' : 'Off'}</Fact>
        </Facts>
      </StatusCard>
      {status.backup && <BackupCard backup={status.backup} />}
      <Wide as="section" aria-labelledby="contact-form-configuration-heading">
        <h3 id="contact-form-configuration-heading">Contact Form Configuration</h3>
        <Facts>
          <Fact label="Notification address">
            <a href={`mailto:${status.notificationEmail}`}>{status.notificationEmail}</a>
          </Fact>
          <Fact label="Active forms">
            <FormList>
              {status.activeForms.map((form) => (
                <li key={form}>
                  <Badge $tone="success">
                    <Icon name="check" size={12} strokeWidth={3} />
                    {form}
                  </Badge>
                </li>
              ))}
            </FormList>
          </Fact>
        </Facts>
      </Wide>
    </Grid>
  );
}

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.sm} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled(Panel)`
  ${media.md} {
    grid-column: 1 / -1;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Plain = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FormList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
