import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateInvoiceMutation,
  CreateInvoiceMutationVariables,
  UpdateInvoiceMutation,
  UpdateInvoiceMutationVariables,
} from '../../../graphql/generated';
import { server } from '../../../test/msw-server';
import { adminUser } from '../../../test/fixtures';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { choicesAre, draftDetail, invoiceIs, invoicesAre } from './billing-test-kit';

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The amounts the form previews, as their rows read. */
const previewOf = () =>
  within(screen.getByRole('region', { name: 'Amounts' }))
    .getAllByRole('definition')
    .map((amount) => `${amount.previousSibling?.textContent}: ${amount.textContent}`);

/** Answers createInvoice with the draft as the API prices it, or with `refuse` once; keeps what was sent. */
function createAnswers(refuse: { path: string; message: string } | null = null) {
  const sent: CreateInvoiceMutationVariables[] = [];
  let refusal = refuse;
  const handler = graphql.mutation<CreateInvoiceMutation, CreateInvoiceMutationVariables>('CreateInvoice', ({ variables }) => {
    sent.push(variables);
    if (refusal) {
      const fieldErrors = [refusal];
      refusal = null;
      return graphqlError('Invalid input', { code: 'BAD_USER_INPUT', fieldErrors });
    }
    return HttpResponse.json({ data: { createInvoice: draftDetail() } });
  });
  return { handler, sent };
}

/** The Billing page as staff open it, with "New invoice" pressed and its choices loaded. */
async function openNewInvoice() {
  server.use(invoicesAre([[]]).handler, choicesAre(), invoiceIs(draftDetail()).handler);
  renderPortalAs(adminUser(), '/portal/billing');
  await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
  const form = within(await screen.findByRole('form', { name: 'New invoice' }));
  await waitFor(() => expect(form.getByLabelText('Client')).toBeEnabled());
  return form;
}

describe('New invoice', () => {
  it('offers the clients and the chosen one’s engagements, and previews the amounts line by line at today’s rate', async () => {
    const form = await openNewInvoice();
    expect(optionsOf(form.getByLabelText('Client'))).toEqual(['Choose a client', 'Ayesha Patel', 'Sipho Dlamini']);
    expect(form.getByLabelText('Engagement (optional)')).toBeDisabled();
    await userEvent.selectOptions(form.getByLabelText('Client'), 'Sipho Dlamini');
    expect(optionsOf(form.getByLabelText('Engagement (optional)'))).toEqual(['No engagement', 'Monthly bookkeeping', 'Payroll']);

    const first = within(form.getByRole('group', { name: 'Line 1' }));
    expect(first.getByLabelText('Quantity')).toHaveValue('1');
    expect(first.getByLabelText('VAT')).toHaveDisplayValue('Standard');
    await userEvent.clear(first.getByLabelText('Quantity'));
    await userEvent.type(first.getByLabelText('Quantity'), '2.5');
    await userEvent.type(first.getByLabelText('Unit price (R, excl. VAT)'), '850');
    expect(previewOf()).toEqual([
      'Total excluding VAT: R\u00a02\u00a0125.00',
      'VAT at 15\u00a0%: R\u00a0318.75',
      'Total: R\u00a02\u00a0443.75',
    ]);

    // A zero-rated line adds its price and no VAT; one not yet readable is left out, and said to be.
    await userEvent.click(form.getByRole('button', { name: 'Add line' }));
    const second = within(form.getByRole('group', { name: 'Line 2' }));
    await userEvent.type(second.getByLabelText('Unit price (R, excl. VAT)'), '1 200');
    await userEvent.selectOptions(second.getByLabelText('VAT'), 'Zero-rated');
    expect(previewOf()[2]).toBe('Total: R\u00a03\u00a0643.75');
    await userEvent.type(second.getByLabelText('Unit price (R, excl. VAT)'), '.123');
    expect(previewOf()[2]).toBe('Total: R\u00a02\u00a0443.75');
    expect(form.getByText(/A line whose quantity or price cannot be read yet is left out/)).toBeInTheDocument();

    await userEvent.click(form.getByRole('button', { name: 'Remove line 2' }));
    expect(form.queryByRole('group', { name: 'Line 2' })).not.toBeInTheDocument();
    // The last line stays: an invoice has at least one.
    expect(form.queryByRole('button', { name: 'Remove line 1' })).not.toBeInTheDocument();
  });

  it('checks the form by the shared schema before sending anything', async () => {
    const create = createAnswers();
    server.use(create.handler);
    const form = await openNewInvoice();
    const line = within(form.getByRole('group', { name: 'Line 1' }));
    await userEvent.clear(line.getByLabelText('Quantity'));
    await userEvent.type(line.getByLabelText('Quantity'), '0');
    await userEvent.type(line.getByLabelText('Unit price (R, excl. VAT)'), '12.345');
    await userEvent.click(form.getByRole('button', { name: 'Save draft' }));
    expect(await line.findByText('Description is required')).toBeInTheDocument();
    expect(form.getByLabelText('Client')).toHaveAccessibleDescription('Choose a client');
    expect(line.getByText('Quantity must be more than 0 with at most 3 decimals')).toBeInTheDocument();
    expect(line.getByText('Unit price must be an amount in rand with at most 2 decimals')).toBeInTheDocument();
    expect(line.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(create.sent).toEqual([]);
  });

  it('saves a draft as exact decimal text, shows what the server refuses beneath its field, and opens the draft', async () => {
    const create = createAnswers({ path: 'lines.0.quantity', message: 'Quantity must be at most 100 000' });
    server.use(create.handler);
    const form = await openNewInvoice();
    await userEvent.selectOptions(form.getByLabelText('Client'), 'Sipho Dlamini');
    await userEvent.selectOptions(form.getByLabelText('Engagement (optional)'), 'Monthly bookkeeping');
    const line = within(form.getByRole('group', { name: 'Line 1' }));
    await userEvent.type(line.getByLabelText('Description'), '  Tax consulting (hours) ');
    await userEvent.clear(line.getByLabelText('Quantity'));
    await userEvent.type(line.getByLabelText('Quantity'), '2.50');
    await userEvent.type(line.getByLabelText('Unit price (R, excl. VAT)'), 'R 850');
    await userEvent.type(form.getByLabelText('Notes (optional)'), 'Order 42');
    await userEvent.click(form.getByRole('button', { name: 'Save draft' }));

    expect(await line.findByText('Quantity must be at most 100 000')).toBeInTheDocument();
    expect(line.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(line.getByLabelText('Quantity')).toHaveValue('2.50');
    expect(create.sent).toEqual([
      {
        input: {
          clientId: 'client-1',
          engagementId: 'engagement-1',
          lines: [{ description: 'Tax consulting (hours)', quantity: '2.5', unitPrice: '850.00', vatTreatment: 'STANDARD' }],
          notes: 'Order 42',
        },
      },
    ]);

    await userEvent.click(form.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft invoice saved')).toBeInTheDocument();
    expect(create.sent).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal/billing/draft-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft invoice' })).toBeInTheDocument();
  });
});

describe('Edit on a draft', () => {
  it('sends the changed lines and notes, the engagement emptied as none', async () => {
    const draft = invoiceIs(draftDetail());
    const sent: UpdateInvoiceMutationVariables[] = [];
    server.use(
      draft.handler,
      choicesAre(),
      graphql.mutation<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>('UpdateInvoice', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { updateInvoice: draftDetail({ notes: null, engagement: null }) } });
      }),
    );
    renderPortalAs(adminUser(), '/portal/billing/draft-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit draft invoice' }));
    expect(form.getByLabelText('Client')).toBeDisabled();
    expect(form.getByLabelText('Client')).toHaveDisplayValue('Sipho Dlamini');
    await waitFor(() => expect(form.getByLabelText('Engagement (optional)')).toHaveDisplayValue('Monthly bookkeeping'));
    const line = within(form.getByRole('group', { name: 'Line 1' }));
    expect(line.getByLabelText('Quantity')).toHaveValue('2.5');
    expect(line.getByLabelText('Unit price (R, excl. VAT)')).toHaveValue('850.00');

    await userEvent.selectOptions(form.getByLabelText('Engagement (optional)'), 'No engagement');
    await userEvent.clear(form.getByLabelText('Notes (optional)'));
    await userEvent.click(form.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft invoice saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: 'draft-1',
        input: {
          engagementId: '',
          lines: [{ description: 'Tax consulting (hours)', quantity: '2.5', unitPrice: '850.00', vatTreatment: 'STANDARD' }],
          notes: '',
        },
      },
    ]);
  });
});
