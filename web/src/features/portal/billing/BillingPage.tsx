import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import { useBillingBalanceQuery, type SessionUserFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FilterBar } from '../../../components/FilterBar';
import { Label, Select } from '../../../components/Field';
import { intentHandlers } from '../../../components/intent-handlers';
import { useHydrated } from '../../../components/useHydrated';
import { PageHeader } from '../shared/PageHeader';
import { isStaff } from '../shared/roles';
import { invoiceListVariables, kindChoices, statusChoices, useBillingFilters, type BillingFilters } from './billing-filters';
import {
  DeferredAccountingExportDialog,
  DeferredInvoiceDialog,
  prefetchAccountingExportDialog,
  prefetchInvoiceDialog,
} from './deferred-dialogs';
import { invoicePath, statementPath } from './invoice-labels';
import { balanceFigure } from './balance-figure';
import { Invoices } from './Invoices';

/**
 * /portal/billing (docs/billing.md#invoices-and-credit-notes): a client's issued invoices and
 * credit notes with what they owe; for staff, every document of the clients they bill, drafts
 * too, filtered by where each stands, and "New invoice".
 */
export function BillingPage({ user }: { user: SessionUserFragment }) {
  return (
    <>
      <title>Billing | Khanya Client Portal</title>
      {isStaff(user.roleNames) ? <StaffBilling /> : <ClientBilling />}
    </>
  );
}

function ClientBilling() {
  return (
    <>
      <PageHeader title="Billing" subtitle="The invoices and credit notes we have issued to you, the most recent first." />
      <Balance />
      <Invoices
        variables={invoiceListVariables({ status: null, kind: null })}
        showClient={false}
        caption="Your invoices and credit notes, the most recent first"
        emptyText="No invoices yet. Each invoice we issue to you appears here, and in your documents as a PDF."
      />
    </>
  );
}

/**
 * "Balance owing": what the client's statement of account ends on, every invoice less its credit
 * notes and payments; below zero they paid more than was billed, and it reads "In credit".
 */
function Balance() {
  const { data, error } = useBillingBalanceQuery({ fetchPolicy: 'cache-and-network' });
  const balance = data?.billingStatement.balanceCents;
  if (balance === undefined) return error ? null : <BalanceCard aria-busy="true" />;
  const inCredit = balance < 0;
  return (
    <BalanceCard as="section" aria-labelledby="balance-owing">
      <h2 id="balance-owing">{inCredit ? 'In credit' : 'Balance owing'}</h2>
      <strong>{formatCents(Math.abs(balance))}</strong>
      <p>
        {inCredit
          ? 'You have paid more than we billed: the difference is yours, held as credit.'
          : balance > 0
            ? 'Pay each invoice on its page, or by EFT quoting its number as the reference.'
            : 'Nothing is owing. Thank you.'}
      </p>
      <p>
        <Link to={statementPath()}>Statement of account</Link>: every invoice, payment and credit with the balance after each.
      </p>
    </BalanceCard>
  );
}

function StaffBilling() {
  const [filters, change] = useBillingFilters();
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Billing"
        subtitle={
          <>
            Invoices and credit notes of the clients you bill: drafts to finish and issue, and what is owed (by age under{' '}
            <Link to="/portal/receivables">Receivables</Link>, and client by client in a{' '}
            <Link to={statementPath()}>statement of account</Link>).
          </>
        }
        actions={
          <>
            <Button $variant="outline" onClick={() => setExporting(true)} {...intentHandlers(prefetchAccountingExportDialog)}>
              Export for accounting
            </Button>
            <Button onClick={() => setCreating(true)} {...intentHandlers(prefetchInvoiceDialog)}>
              New invoice
            </Button>
          </>
        }
      />
      <Filters filters={filters} onChange={change} />
      <Invoices
        variables={invoiceListVariables(filters)}
        showClient
        caption="Invoices and credit notes, the most recent first"
        emptyText={
          filters.status || filters.kind
            ? 'No invoices or credit notes match these filters.'
            : 'No invoices yet. Start one with New invoice.'
        }
      />
      <DeferredAccountingExportDialog open={exporting} onClose={() => setExporting(false)} />
      <DeferredInvoiceDialog
        open={creating}
        invoice={null}
        onClose={() => setCreating(false)}
        onSaved={(invoice) => {
          setCreating(false);
          void navigate(invoicePath(invoice.id));
        }}
      />
    </>
  );
}

function Filters({ filters, onChange }: { filters: BillingFilters; onChange: (change: Partial<BillingFilters>) => void }) {
  // Drawn by the server, a select answers nothing until React has taken the page over: disabled till then.
  const hydrated = useHydrated();
  const status = statusChoices.find((choice) => choice.status === filters.status)?.value ?? '';
  const kind = kindChoices.find((choice) => choice.kind === filters.kind)?.value ?? '';
  return (
    <FilterBar role="search" aria-label="Filter invoices" $selects={1}>
      <div>
        <Label htmlFor="billing-status">Status</Label>
        <Select
          id="billing-status"
          disabled={!hydrated}
          value={status}
          onChange={(event) => onChange({ status: statusChoices.find((choice) => choice.value === event.target.value)?.status ?? null })}
        >
          {statusChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="billing-kind">Kind</Label>
        <Select
          id="billing-kind"
          disabled={!hydrated}
          value={kind}
          onChange={(event) => onChange({ kind: kindChoices.find((choice) => choice.value === event.target.value)?.kind ?? null })}
        >
          {kindChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </div>
    </FilterBar>
  );
}

const BalanceCard = styled(Card)`
  min-height: 7.5rem;
  margin-bottom: ${({ theme }) => theme.space[6]};
  ${balanceFigure}
  p + p {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;
