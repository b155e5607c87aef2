import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type {
  AddVatRateMutation,
  AddVatRateMutationVariables,
  BillingSettingsFieldsFragment,
  BillingSettingsQuery,
  RemoveVatRateMutation,
  RemoveVatRateMutationVariables,
  UpdateBillingSettingsMutation,
  UpdateBillingSettingsMutationVariables,
  VatRateRowFragment,
  VatRatesQuery,
} from '../../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../../portal-test-kit';
import { quietOverview } from '../admin-test-kit';

const savedSettings = (overrides: Partial<BillingSettingsFieldsFragment> = {}): BillingSettingsFieldsFragment => ({
  __typename: 'BillingSettings',
  registeredName: 'Khanya Tax & Advisory (Pty) Ltd',
  addressLines: ['Block C, Grand Central Office Park', 'Midrand, 1685'],
  vatNumber: '4150123456',
  vatVendor: true,
  registrationNumber: null,
  email: 'accounts@khanya-advisory.co.za',
  phone: null,
  bankName: 'First National Bank',
  accountHolder: 'Khanya Tax & Advisory (Pty) Ltd',
  accountNumber: '62000000001',
  branchCode: '250655',
  accountType: 'CHEQUE',
  invoicePrefix: 'INV-',
  creditNotePrefix: 'CN-',
  numberDigits: 5,
  paymentTermsDays: 30,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

const rate = (overrides: Partial<VatRateRowFragment>): VatRateRowFragment => ({
  __typename: 'VatRate',
  id: 'rate-15',
  basisPoints: 1500,
  percent: '15',
  appliesFrom: '2018-04-01',
  inForce: true,
  removable: false,
  ...overrides,
});

/** The server's settings and rates, changed by the tab's mutations; each mutation's variables kept. */
function billingIs(
  settings = savedSettings(),
  rates = [rate({}), rate({ id: 'rate-14', basisPoints: 1400, percent: '14', appliesFrom: '1993-04-07', inForce: false })],
) {
  const state = {
    settings,
    rates,
    saved: [] as UpdateBillingSettingsMutationVariables[],
    added: [] as AddVatRateMutationVariables[],
    removed: [] as string[],
    refuse: null as null | { path: string; message: string },
  };
  server.use(
    graphql.query<BillingSettingsQuery>('BillingSettings', () => HttpResponse.json({ data: { billingSettings: state.settings } })),
    graphql.query<VatRatesQuery>('VatRates', () => HttpResponse.json({ data: { vatRates: state.rates } })),
    graphql.mutation<UpdateBillingSettingsMutation, UpdateBillingSettingsMutationVariables>('UpdateBillingSettings', ({ variables }) => {
      state.saved.push(variables);
      if (state.refuse) return graphqlError('Invalid input', { code: 'BAD_USER_INPUT', fieldErrors: [state.refuse] });
      const { input } = variables;
      state.settings = savedSettings({
        ...input,
        addressLines: input.addressLines,
        vatVendor: !!input.vatNumber,
        accountType: input.accountType ?? null,
        invoicePrefix: input.invoicePrefix ?? 'INV-',
        creditNotePrefix: input.creditNotePrefix ?? 'CN-',
        numberDigits: input.numberDigits ?? 5,
        paymentTermsDays: input.paymentTermsDays ?? 30,
        updatedAt: '2026-11-28T10:00:00.000Z',
      });
      return HttpResponse.json({ data: { updateBillingSettings: state.settings } });
    }),
    graphql.mutation<AddVatRateMutation, AddVatRateMutationVariables>('AddVatRate', ({ variables }) => {
      state.added.push(variables);
      const added = rate({
        id: 'rate-new',
        basisPoints: 1550,
        percent: variables.input.percent,
        appliesFrom: variables.input.appliesFrom,
        inForce: false,
        removable: true,
      });
      state.rates = [added, ...state.rates];
      return HttpResponse.json({ data: { addVatRate: added } });
    }),
    graphql.mutation<RemoveVatRateMutation, RemoveVatRateMutationVariables>('RemoveVatRate', ({ variables }) => {
      state.removed.push(variables.id);
      state.rates = state.rates.filter((each) => each.id !== variables.id);
      return HttpResponse.json({ data: { removeVatRate: { __typename: 'VatRate', id: variables.id } } });
    }),
  );
  return state;
}

async function openTab() {
  server.use(...quietOverview());
  renderPortalAs(adminUser(), '/portal/admin?tab=billing');
  const settings = within(await screen.findByRole('region', { name: 'Billing settings' }));
  await settings.findByRole('form', { name: 'Billing settings' });
  return { settings, rates: within(screen.getByRole('region', { name: 'VAT rates' })) };
}

describe('the admin panel, Billing', () => {
  it('shows the saved settings and the rates, the one in force marked', async () => {
    billingIs();
    const { settings, rates } = await openTab();
    expect(settings.getByLabelText('Registered name')).toHaveValue('Khanya Tax & Advisory (Pty) Ltd');
    expect(settings.getByLabelText(/^Address/)).toHaveValue('Block C, Grand Central Office Park\nMidrand, 1685');
    expect(settings.getByLabelText('Account type (optional)')).toHaveValue('cheque');
    expect(settings.getByText('Numbers look like INV-00042 and CN-00007.')).toBeInTheDocument();
    const rows = await rates.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['15\u00a0%1 Apr 2018In force', '14\u00a0%7 Apr 1993Earlier']);
  });

  it('checks each field before sending, then saves the settings as typed, tidied by the shared schema', async () => {
    const state = billingIs();
    const { settings } = await openTab();
    const user = userEvent.setup();
    const vat = settings.getByLabelText(/^VAT number/);
    await user.clear(vat);
    await user.type(vat, '1234567890');
    await user.clear(settings.getByLabelText('Account holder'));
    await user.click(settings.getByRole('button', { name: 'Save billing settings' }));
    expect(await settings.findByText('VAT number must be 10 digits beginning with 4')).toBeInTheDocument();
    expect(settings.getByText('Enter the account holder')).toBeInTheDocument();
    expect(state.saved).toEqual([]);

    await user.clear(vat);
    await user.type(vat, '4150 123 457');
    await user.type(settings.getByLabelText('Account holder'), 'Khanya Tax & Advisory (Pty) Ltd');
    await user.selectOptions(settings.getByLabelText('Account type (optional)'), 'savings');
    await user.clear(settings.getByLabelText('Invoice prefix'));
    await user.type(settings.getByLabelText('Invoice prefix'), 'KTA-');
    expect(settings.getByText('Numbers look like KTA-00042 and CN-00007.')).toBeInTheDocument();
    await user.click(settings.getByRole('button', { name: 'Save billing settings' }));
    expect(await screen.findByText('Billing settings saved')).toBeInTheDocument();
    expect(state.saved).toHaveLength(1);
    expect(state.saved[0].input).toMatchObject({
      vatNumber: '4150123457',
      accountType: 'SAVINGS',
      invoicePrefix: 'KTA-',
      registrationNumber: null,
    });
    expect(await settings.findByText('Last saved 28 Nov 2026, 12:00.')).toBeInTheDocument();
  });

  it('puts what the server refuses beneath the field it names, keeping what was typed', async () => {
    const state = billingIs();
    state.refuse = { path: 'invoicePrefix', message: 'Invoice prefix may hold capital letters, digits, - and / only' };
    const { settings } = await openTab();
    const user = userEvent.setup();
    await user.clear(settings.getByLabelText('Registered name'));
    await user.type(settings.getByLabelText('Registered name'), 'Khanya (Pty) Ltd');
    await user.click(settings.getByRole('button', { name: 'Save billing settings' }));
    expect(await settings.findByText('Invoice prefix may hold capital letters, digits, - and / only')).toBeInTheDocument();
    expect(settings.getByLabelText('Registered name')).toHaveValue('Khanya (Pty) Ltd');
  });

  it('adds a rate as typed and removes one not yet in force after asking', async () => {
    const state = billingIs();
    const { rates } = await openTab();
    const user = userEvent.setup();
    await user.click(rates.getByRole('button', { name: 'Add rate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a VAT rate' }));
    await user.type(dialog.getByLabelText('Rate (%)'), '15.555');
    await user.click(dialog.getByRole('button', { name: 'Add rate' }));
    expect(await dialog.findByText('Rate must be a percentage from 0 to 100 with at most 2 decimals')).toBeInTheDocument();
    expect(dialog.getByText('Applies from must be a date written YYYY-MM-DD')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Rate (%)'));
    await user.type(dialog.getByLabelText('Rate (%)'), '15.5');
    await user.type(dialog.getByLabelText('Applies from'), '2027-04-01');
    await user.click(dialog.getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByText('VAT rate added')).toBeInTheDocument();
    expect(state.added).toEqual([{ input: { percent: '15.5', appliesFrom: '2027-04-01' } }]);

    await user.click(await rates.findByRole('button', { name: 'Remove the rate from 1 Apr 2027' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove this rate?' }));
    await user.click(confirm.getByRole('button', { name: 'Remove rate' }));
    await waitFor(() => expect(state.removed).toEqual(['rate-new']));
    expect(await screen.findByText('VAT rate removed')).toBeInTheDocument();
  });
});
