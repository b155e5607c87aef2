import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type { BillingPlanSummaryFragment, EndBillingPlanMutation, EndBillingPlanMutationVariables } from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { engagementCard, engagementsAre, lerato, sipho } from './engagements-test-kit';

const client = () => sessionUser({ id: sipho.id });
const advisor = () => sessionUser({ id: lerato.id, email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });
const TITLE = '2025 Annual Financial Statements & ITR14';

/** A retainer signed on 29 Nov 2026: R 1 500.00 once (issued), R 2 000.00 a month on the 5th (December's a draft). */
function retainerPlan(overrides: Partial<BillingPlanSummaryFragment> = {}): BillingPlanSummaryFragment {
  const line = (unitPriceCents: number) => ({ __typename: 'FeeLine' as const, quantityThousandths: 1000, unitPriceCents });
  return {
    __typename: 'BillingPlan',
    id: 'plan-1',
    status: 'ACTIVE',
    startedOn: '2026-11-29',
    endedOn: null,
    schedule: {
      __typename: 'FeeSchedule',
      // Set-up of the books; a bookkeeping retainer and payroll.
      onceLines: [line(150_000)],
      monthlyLines: [line(150_000), line(50_000)],
      // Each EMP201 filed.
      perReturnLines: [line(45_000)],
      dayOfMonth: 5,
      reviewFirst: true,
    },
    runs: [
      {
        __typename: 'BillingPlanRun',
        id: 'run-1',
        period: 'once',
        returnTitle: null,
        invoice: { __typename: 'Invoice', id: 'invoice-1', number: 'INV-2026-0007', status: 'ISSUED', totalCents: 172_500 },
      },
      {
        __typename: 'BillingPlanRun',
        id: 'run-2',
        period: '2026-12',
        returnTitle: null,
        invoice: { __typename: 'Invoice', id: 'invoice-2', number: null, status: 'DRAFT', totalCents: 230_000 },
      },
      {
        __typename: 'BillingPlanRun',
        id: 'run-3',
        period: 'return:job-1',
        returnTitle: 'EMP201 Nov 2026',
        invoice: { __typename: 'Invoice', id: 'invoice-3', number: 'INV-2026-0009', status: 'PAID', totalCents: 51_750 },
      },
    ],
    ...overrides,
  };
}

const card = () => screen.findByRole('article', { name: TITLE });

describe('the engagement card’s billing plan', () => {
  it('shows staff what it bills and the invoices it made, and ends it once confirmed', async () => {
    const asked: EndBillingPlanMutationVariables[] = [];
    server.use(
      engagementsAre([engagementCard({ billingPlans: [retainerPlan()] })]).handler,
      graphql.mutation<EndBillingPlanMutation, EndBillingPlanMutationVariables>('EndBillingPlan', ({ variables }) => {
        asked.push(variables);
        if (asked.length === 1) return graphqlError('The server is having a moment', { code: 'INTERNAL_SERVER_ERROR' });
        return HttpResponse.json({ data: { endBillingPlan: retainerPlan({ status: 'ENDED', endedOn: '2026-12-10' }) } });
      }),
    );
    renderPortalAs(advisor(), '/portal/engagements');
    const plan = within(await within(await card()).findByRole('region', { name: 'Billing plan' }));
    expect(plan.getByText('Active')).toBeInTheDocument();
    expect(plan.getByText('Once-off: R 1 500.00 excl. VAT')).toBeInTheDocument();
    expect(plan.getByText('R 2 000.00 a month excl. VAT, on the 5th')).toBeInTheDocument();
    expect(plan.getByText('R 450.00 per return filed excl. VAT')).toBeInTheDocument();
    expect(plan.getByText(/Invoices wait as drafts for staff to check/)).toHaveTextContent('Since 29 Nov 2026');
    const invoices = within(plan.getByRole('list', { name: 'Invoices it made' }));
    expect(invoices.getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Once-off fees: INV-2026-0007 · Issued · R 1 725.00',
      'December 2026: Draft invoice · R 2 300.00',
      'Return EMP201 Nov 2026: INV-2026-0009 · Paid · R 517.50',
    ]);
    expect(invoices.getByRole('link', { name: 'INV-2026-0007' })).toHaveAttribute('href', '/portal/billing/invoice-1');
    expect(invoices.getByRole('link', { name: 'Draft invoice' })).toHaveAttribute('href', '/portal/billing/invoice-2');

    await userEvent.click(plan.getByRole('button', { name: `End billing plan: ${TITLE}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End this billing plan?' }));
    expect(dialog.getByText(/Nothing more is billed after today/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'End billing plan' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The server is having a moment');
    await userEvent.click(dialog.getByRole('button', { name: 'End billing plan' }));
    expect(await screen.findByText('Billing plan ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(plan.getByText('Ended on 10 Dec 2026')).toBeInTheDocument();
    expect(plan.queryByRole('button', { name: /End billing plan/ })).not.toBeInTheDocument();
    expect(asked).toEqual([{ id: 'plan-1' }, { id: 'plan-1' }]);
  });

  it('shows the client their plan read-only, with no End button, and nothing without a plan', async () => {
    const issuedOnly = retainerPlan({
      schedule: { ...retainerPlan().schedule, onceLines: [], reviewFirst: false },
      runs: [retainerPlan().runs[0], { __typename: 'BillingPlanRun', id: 'run-2', period: '2026-12', returnTitle: null, invoice: null }],
    });
    server.use(
      engagementsAre([engagementCard({ billingPlans: [issuedOnly] }), engagementCard({ id: 'engagement-2', title: 'Payroll' })]).handler,
    );
    renderPortalAs(client(), '/portal/engagements');
    const plan = within(await within(await card()).findByRole('region', { name: 'Billing plan' }));
    expect(plan.getByText('R 2 000.00 a month excl. VAT, on the 5th')).toBeInTheDocument();
    expect(plan.queryByText(/Once-off:/)).not.toBeInTheDocument();
    expect(plan.getByText(/Invoices are issued at once/)).toBeInTheDocument();
    // The December draft is not the client's to see: only the issued invoice is listed.
    expect(plan.getAllByRole('link').map((link) => link.textContent)).toEqual(['INV-2026-0007']);
    expect(plan.queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Payroll' })).queryByRole('region', { name: 'Billing plan' }),
    ).not.toBeInTheDocument();
  });
});
