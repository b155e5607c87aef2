import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { myCompanyIs, profileUpdates } from './profile-test-kit';

const renderProfile = (user = sessionUser()) => renderPortalAs(user, '/portal/profile');
const personalForm = () => screen.getByRole('form', { name: 'Personal Information' });
const field = (label: string) => within(personalForm()).getByLabelText(label);

async function retype(label: string, text: string) {
  await userEvent.clear(field(label));
  if (text) await userEvent.type(field(label), text);
}

describe('the profile page, Personal Information', () => {
  it('asks for a sign-in without a user', async () => {
    renderPortalAs(null, '/portal/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to view your profile.');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('is linked from the sidebar after Notifications and before the admin sections', async () => {
    renderPortalAs(adminUser(), '/portal/profile');
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Profile')).toBe(links.indexOf('Notifications') + 1);
    expect(links.indexOf('Profile')).toBeLessThan(links.indexOf('Contact Tracker'));
    expect(within(sidebar).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows both tabs, the initials, full name, role badges, the read-only email and the details filled in', async () => {
    renderProfile(sessionUser({ roleNames: ['CLIENT', 'ADVISOR'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Personal Information', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Company Information', selected: false })).toBeInTheDocument();
    expect(screen.getByText('SN')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sipho Ndlovu' })).toBeInTheDocument();
    const roles = screen.getByRole('list', { name: 'Roles' });
    expect(within(roles).getByText('Client')).toBeInTheDocument();
    expect(within(roles).getByText('Advisor')).toBeInTheDocument();

    const email = field('Email');
    expect(email).toHaveValue('client@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your sign-in email cannot be changed here.');
    expect(field('First name')).toHaveValue('Sipho');
    expect(field('Last name')).toHaveValue('Ndlovu');
    expect(field('Phone')).toHaveValue('+27 82 555 0101');
    expect(field('Address')).toHaveValue('12 Church Street');
    expect(field('City')).toHaveValue('Midrand');
    expect(field('Province')).toHaveValue('Gauteng');
    expect(field('Postal code')).toHaveValue('1685');
    // The nine provinces are offered; other text is still allowed.
    const suggestions = document.getElementById(field('Province').getAttribute('list')!)!;
    expect(suggestions.querySelectorAll('option')).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('validates on submit, then again on every change, and sends nothing while invalid', async () => {
    const updates = profileUpdates(sessionUser());
    server.use(updates.handler);
    renderProfile();
    await screen.findByRole('form', { name: 'Personal Information' });
    await retype('First name', '');
    await retype('Phone', '082 CALL ME');
    await retype('Postal code', '1'.repeat(21));
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Postal code must be at most 20 characters')).toBeInTheDocument();
    expect(field('First name')).toHaveAccessibleDescription('First name is required');
    expect(field('First name')).toHaveFocus();

    await userEvent.type(field('First name'), 'T');
    await waitFor(() => expect(screen.queryByText('First name is required')).not.toBeInTheDocument());
    expect(updates.sent).toHaveLength(0);
  });

  it('saves, shows Saving... while pending, toasts success and renames the user in the sidebar', async () => {
    const answer = gate();
    const updates = profileUpdates(sessionUser(), { hold: answer.opened });
    server.use(updates.handler);
    renderProfile();
    await screen.findByRole('form', { name: 'Personal Information' });
    expect(within(screen.getByRole('complementary', { name: 'Portal' })).getByText('Sipho')).toBeInTheDocument();
    await retype('First name', 'Thabo');
    await retype('City', 'Gqeberha');
    await retype('Province', 'Eastern Cape');
    await retype('Address', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.open();

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(updates.sent).toEqual([
      {
        firstName: 'Thabo',
        lastName: 'Ndlovu',
        phone: '+27 82 555 0101',
        address: null,
        city: 'Gqeberha',
        province: 'Eastern Cape',
        postalCode: '1685',
      },
    ]);
    const sidebar = screen.getByRole('complementary', { name: 'Portal' });
    await waitFor(() => expect(sidebar).toHaveTextContent('Signed in as Thabo'));
    expect(screen.getByRole('heading', { level: 2, name: 'Thabo Ndlovu' })).toBeInTheDocument();
    expect(screen.getByText('TN')).toBeInTheDocument();
    expect(field('City')).toHaveValue('Gqeberha');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('toasts the failure and keeps everything typed', async () => {
    server.use(profileUpdates(sessionUser(), { fail: true }).handler);
    renderProfile();
    await screen.findByRole('form', { name: 'Personal Information' });
    await retype('City', 'Polokwane');
    await retype('Province', 'Limpopo');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(field('City')).toHaveValue('Polokwane');
    expect(field('Province')).toHaveValue('Limpopo');
    expect(screen.getByRole('complementary', { name: 'Portal' })).toHaveTextContent('Signed in as Sipho');
  });

  it("shows the server's field message beneath its field", async () => {
    server.use(
      graphql.mutation('UpdateProfile', () =>
        graphqlError('Phone number must be at most 20 characters', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'phone', message: 'Phone number must be at most 20 characters' }],
        }),
      ),
    );
    renderProfile();
    await screen.findByRole('form', { name: 'Personal Information' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(field('Phone')).toHaveAccessibleDescription('Phone number must be at most 20 characters');
  });

  it('keeps what was typed when the user looks at the other tab and comes back', async () => {
    server.use(myCompanyIs(null));
    renderProfile();
    await screen.findByRole('form', { name: 'Personal Information' });
    await retype('City', 'Kimberley');
    await userEvent.click(screen.getByRole('tab', { name: 'Company Information' }));
    expect(await screen.findByRole('form', { name: 'Company Information' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Personal Information' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Personal Information' }));
    expect(field('City')).toHaveValue('Kimberley');
  });
});
