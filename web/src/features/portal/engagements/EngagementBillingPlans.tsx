import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import type { BillingPlanSummaryFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { formatCalendarDate } from '../../../lib/format';
import { invoicePath, invoiceStatusLabels } from '../billing';
import { periodLabel, scheduleCharges } from './billing-plan-labels';
import { DeferredEndBillingPlan } from './DeferredEndBillingPlan';

interface EngagementBillingPlansProps {
  engagementTitle: string;
  plans: readonly BillingPlanSummaryFragment[];
  /** Staff may end an active plan; the client reads theirs. */
  staff: boolean;
}

/**
 * What the engagement bills by itself since its letter was signed (docs/billing.md#fees-that-bill-themselves):
 * each plan's fees, whether it still bills, whether its invoices wait as drafts, and the invoices it
 * made (those the viewer sees: a client, no drafts). Staff end an active plan after a confirmation.
 */
export function EngagementBillingPlans({ engagementTitle, plans, staff }: EngagementBillingPlansProps) {
  if (plans.length === 0) return null;
  return (
    <Section aria-label="Billing plan">
      {plans.map((plan) => {
        const invoiced = plan.runs.flatMap((run) => (run.invoice ? [{ ...run, invoice: run.invoice }] : []));
        return (
          <Plan key={plan.id}>
            <Head>
              <h3>Billing plan</h3>
              {plan.status === 'ACTIVE' ? (
                <Badge $tone="success">Active</Badge>
              ) : (
                <Badge $tone="neutral">Ended{plan.endedOn ? ` on ${formatCalendarDate(plan.endedOn)}` : ''}</Badge>
              )}
            </Head>
            <ul>
              {scheduleCharges(plan.schedule).map((charge) => (
                <li key={charge}>{charge}</li>
              ))}
            </ul>
            <Note>
              Since {formatCalendarDate(plan.startedOn)} ·{' '}
              {plan.schedule.reviewFirst ? 'Invoices wait as drafts for staff to check' : 'Invoices are issued at once'}
            </Note>
            {invoiced.length > 0 && (
              <Invoices aria-label="Invoices it made">
                {invoiced.map((run) => (
                  <li key={run.id}>
                    <span>{periodLabel(run.period, run.returnTitle)}:</span>{' '}
                    <Link to={invoicePath(run.invoice.id)}>{run.invoice.number ?? 'Draft invoice'}</Link> ·{' '}
                    {run.invoice.number && `${invoiceStatusLabels[run.invoice.status]} · `}
                    {formatCents(run.invoice.totalCents)}
                  </li>
                ))}
              </Invoices>
            )}
            {staff && plan.status === 'ACTIVE' && <DeferredEndBillingPlan plan={plan} engagementTitle={engagementTitle} />}
          </Plan>
        );
      })}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Plan = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: block;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy700};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Invoices = styled.ul`
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
