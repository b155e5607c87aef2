import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { companySaves, dlaminiLogistics, myCompanyIs } from './profile-test-kit';

const companyForm = () => screen.getByRole('form', { name: 'Company Information' });
const field = (label: string) => within(companyForm()).getByLabelText(label);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Company Information' }));

async function openCompanyTab() {
  renderPortalAs(sessionUser(), '/portal/profile');
  await userEvent.click(await screen.findByRole('tab', { name: 'Company Information' }));
}

async function retype(label: string, text: string) {
  await userEvent.clear(field(label));
  if (text) await userEvent.type(field(label), text);
}

describe('the profile page, Company Information', () => {
  it('loads the company only when the tab opens, says so while loading, then fills the form', async () => {
    const answer = gate();
    let requests = 0;
    server.use(
      graphql.query('MyCompany', async () => {
        requests += 1;
        await answer.opened;
        return HttpResponse.json({ data: { myCompany: dlaminiLogistics() } });
      }),
    );
    renderPortalAs(sessionUser(), '/portal/profile');
    await screen.findByRole('form', { name: 'Personal Information' });
    expect(requests).toBe(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Company Information' }));
    expect(await screen.findByText('Loading company information…')).toBeInTheDocument();
    answer.open();

    await screen.findByRole('form', { name: 'Company Information' });
    expect(field('Company name')).toHaveValue('Dlamini Logistics (Pty) Ltd');
    expect(field('Company name')).toBeRequired();
    expect(field('Industry')).toHaveValue('Trucking & Logistics');
    expect(field('Registration number')).toHaveValue('2015/123456/07');
    expect(field('Tax number')).toHaveValue('9123456780');
    expect(field('Number of employees')).toHaveValue('48');
    expect(field('Annual revenue (ZAR)')).toHaveValue('18 750 000.00');
    expect(within(companyForm()).getByText('R')).toBeInTheDocument();
    expect(field('Phone')).toHaveValue('+27 11 555 0140');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Website')).toHaveAttribute('type', 'url');
    expect(field('Website')).toHaveValue('https://www.dlaminilogistics.co.za');
    expect(field('Description')).toHaveValue('Road freight across Gauteng.');
    expect(screen.queryByText(/You have not added your company yet/)).not.toBeInTheDocument();
  });

  it('offers Try again when the company cannot be loaded', async () => {
    let fail = true;
    server.use(
      graphql.query('MyCompany', () =>
        fail ? HttpResponse.json({ errors: [{ message: 'Down' }] }, { status: 500 }) : HttpResponse.json({ data: { myCompany: null } }),
      ),
    );
    await openCompanyTab();
    expect(await screen.findByText('Failed to load your company information.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Company Information' })).toBeInTheDocument();
  });

  it('updates the existing company with the numbers read as numbers, the VAT number without spaces and the website made whole', async () => {
    const saves = companySaves(dlaminiLogistics());
    server.use(myCompanyIs(dlaminiLogistics()), saves.handler);
    await openCompanyTab();
    await screen.findByRole('form', { name: 'Company Information' });
    await retype('Number of employees', '52');
    await retype('Annual revenue (ZAR)', '21 000 000.50');
    await retype('Website', 'www.dlamini.co.za');
    await retype('Description', '');
    await retype('VAT number (if registered for VAT)', '1234');
    await save();
    expect(await screen.findByText('VAT number must be 10 digits beginning with 4')).toBeInTheDocument();
    expect(saves.sent).toEqual([]);
    await retype('VAT number (if registered for VAT)', '4123 456 789');
    await save();

    expect(await screen.findByText('Company information updated successfully')).toBeInTheDocument();
    expect(saves.sent).toEqual([
      {
        name: 'Dlamini Logistics (Pty) Ltd',
        registrationNumber: '2015/123456/07',
        taxNumber: '9123456780',
        vatNumber: '4123456789',
        industry: 'Trucking & Logistics',
        employees: 52,
        annualRevenue: 21000000.5,
        phone: '+27 11 555 0140',
        email: 'accounts@dlaminilogistics.co.za',
        website: 'https://www.dlamini.co.za',
        description: null,
      },
    ]);
    expect(field('Website')).toHaveValue('https://www.dlamini.co.za');
    expect(field('Annual revenue (ZAR)')).toHaveValue('21 000 000.50');
  });

  it('starts empty when there is no company, creates it on save, and then edits the created one', async () => {
    const answer = gate();
    const saves = companySaves(null, { hold: answer.opened });
    server.use(myCompanyIs(null), saves.handler);
    await openCompanyTab();
    expect(await screen.findByText(/You have not added your company yet/)).toBeInTheDocument();
    expect(field('Company name')).toHaveValue('');
    await userEvent.type(field('Company name'), 'Ndlovu Consulting');
    await save();
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.open();

    expect(await screen.findByText('Company information updated successfully')).toBeInTheDocument();
    // Blank numbers are sent as 0 (docs/product.md#company-fields), blank text as null.
    expect(saves.sent[0]).toEqual({
      name: 'Ndlovu Consulting',
      registrationNumber: null,
      taxNumber: null,
      vatNumber: null,
      industry: null,
      employees: 0,
      annualRevenue: 0,
      phone: null,
      email: null,
      website: null,
      description: null,
    });
    await waitFor(() => expect(screen.queryByText(/You have not added your company yet/)).not.toBeInTheDocument());
    expect(field('Number of employees')).toHaveValue('0');
    expect(field('Annual revenue (ZAR)')).toHaveValue('0.00');
  });

  it('validates on submit with the messages beneath the fields, then on change', async () => {
    const saves = companySaves(dlaminiLogistics());
    server.use(myCompanyIs(dlaminiLogistics()), saves.handler);
    await openCompanyTab();
    await screen.findByRole('form', { name: 'Company Information' });
    await retype('Company name', '');
    await retype('Number of employees', '4.5');
    await retype('Annual revenue (ZAR)', '99 999 999 999');
    await retype('Email', 'accounts@');
    await retype('Website', 'ftp://files.dlamini.co.za');
    await save();

    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(field('Number of employees')).toHaveAccessibleDescription('Number of employees must be a whole number');
    expect(field('Annual revenue (ZAR)')).toHaveAccessibleDescription('Annual revenue must be at most R9 999 999 999.99');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Website')).toHaveAccessibleDescription('Please enter a valid website address, e.g. https://www.example.co.za');
    await userEvent.type(field('Company name'), 'D');
    await waitFor(() => expect(screen.queryByText('Company name is required')).not.toBeInTheDocument());
    expect(saves.sent).toHaveLength(0);
  });

  it('toasts the failure, keeps the form filled and shows server field messages', async () => {
    server.use(
      myCompanyIs(dlaminiLogistics()),
      graphql.mutation('SaveCompany', () =>
        graphqlError('Tax number must be at most 100 characters', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'taxNumber', message: 'Tax number must be at most 100 characters' }],
        }),
      ),
    );
    await openCompanyTab();
    await screen.findByRole('form', { name: 'Company Information' });
    await retype('Industry', 'Freight');
    await save();
    expect(await screen.findByText('Failed to update company information')).toBeInTheDocument();
    expect(field('Industry')).toHaveValue('Freight');
    expect(field('Tax number')).toHaveAccessibleDescription('Tax number must be at most 100 characters');
  });

  it('toasts a failed save when the server is unreachable, keeping what was typed', async () => {
    server.use(myCompanyIs(null), companySaves(null, { fail: true }).handler);
    await openCompanyTab();
    await userEvent.type(await screen.findByLabelText('Company name'), 'Ndlovu Consulting');
    await save();
    expect(await screen.findByText('Failed to update company information')).toBeInTheDocument();
    expect(field('Company name')).toHaveValue('Ndlovu Consulting');
    expect(screen.getByText(/You have not added your company yet/)).toBeInTheDocument();
  });
});
