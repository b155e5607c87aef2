import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type {
  CreateUserMutation,
  CreateUserMutationVariables,
  SetUserRolesMutation,
  SetUserRolesMutationVariables,
} from '../../../../graphql/generated';
import { gate, graphqlError, renderPortalAs } from '../../portal-test-kit';
import { countsAre, submissionsAre } from '../../contact-tracker/contact-test-kit';
import { activityIs, adminStats, roleless, rolesAre, statsFrom, userRow, usersFrom } from '../admin-test-kit';

async function openUsersTab() {
  renderPortalAs(adminUser(), '/portal/admin');
  await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
}

const overview = () => [countsAre({ total: 0, getInTouch: 0, consultations: 0 }), submissionsAre([]), activityIs([])];
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

describe('the Users tab', () => {
  it('lists users in a table with country, joined date and role badges, or No roles', async () => {
    server.use(statsFrom().handler, ...overview(), usersFrom([userRow(), roleless()]).handler);
    await openUsersTab();
    const table = await screen.findByRole('table', { name: 'Portal users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Country', 'Joined', 'Roles', 'Actions']);
    const sipho = rowOf('Sipho Ndlovu');
    expect(sipho).toHaveTextContent('client@example.com');
    expect(sipho).toHaveTextContent('South Africa');
    expect(sipho).toHaveTextContent('10 Jan 2026');
    expect(within(sipho).getByText('Client')).toBeInTheDocument();
    expect(within(rowOf('Ayanda Zulu')).getByText('No roles')).toBeInTheDocument();
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  it('says so while loading, and when the search finds nobody', async () => {
    const answer = gate();
    server.use(
      statsFrom().handler,
      ...overview(),
      graphql.query('AdminUsers', async ({ variables }) => {
        if (!variables.filter) await answer.opened;
        return HttpResponse.json({
          data: {
            users: {
              __typename: 'UserConnection',
              totalCount: 0,
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              nodes: [],
            },
          },
        });
      }),
    );
    await openUsersTab();
    expect(await screen.findByText('Loading users…')).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search users'), 'zz');
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
  });

  it('searches by name or e-mail once typing pauses', async () => {
    const users = usersFrom([userRow(), roleless()]);
    server.use(statsFrom().handler, ...overview(), users.handler);
    await openUsersTab();
    await screen.findByRole('rowheader', { name: 'Sipho Ndlovu' });
    await userEvent.type(screen.getByLabelText('Search users'), 'ayanda');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Sipho Ndlovu' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Ayanda Zulu' })).toBeInTheDocument();
    // One request for the whole word, not one per keystroke.
    expect(users.requests.map((variables) => variables.filter?.search ?? null)).toEqual([null, 'ayanda']);
  });

  it('offers Try again when the users cannot be loaded', async () => {
    server.use(
      statsFrom().handler,
      ...overview(),
      graphql.query('AdminUsers', () => graphqlError('Database unavailable'), { once: true }),
      usersFrom([userRow()]).handler,
    );
    await openUsersTab();
    expect(await screen.findByText('We could not load the users.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Sipho Ndlovu' })).toBeInTheDocument();
  });

  describe('Edit roles', () => {
    it('shows every role with its description, ticks the user’s roles, and sends the new set', async () => {
      let sent: SetUserRolesMutationVariables | undefined;
      server.use(
        statsFrom().handler,
        ...overview(),
        usersFrom([userRow()]).handler,
        rolesAre(),
        graphql.mutation<SetUserRolesMutation, SetUserRolesMutationVariables>('SetUserRoles', ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              setUserRoles: userRow({ roleNames: ['ADVISOR'], roles: [{ __typename: 'Role', id: 'role-advisor', name: 'advisor' }] }),
            },
          });
        }),
      );
      await openUsersTab();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit roles of Sipho Ndlovu' }));
      expect(within(dialog()).getByRole('heading', { name: 'Edit roles' })).toBeInTheDocument();
      const client = await within(dialog()).findByRole('checkbox', { name: 'Client' });
      expect(client).toBeChecked();
      expect(client).toHaveAccessibleDescription('A client of the firm: own documents, engagements and messages');
      expect(within(dialog()).getByRole('checkbox', { name: 'Advisor' })).not.toBeChecked();
      expect(within(dialog()).getAllByRole('checkbox')).toHaveLength(4);

      await userEvent.click(client);
      await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Advisor' }));
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('User roles updated successfully')).toBeInTheDocument();
      expect(sent).toEqual({ userId: 'user-1', roleNames: ['ADVISOR'] });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(rowOf('Sipho Ndlovu')).getByText('Advisor')).toBeInTheDocument();
      expect(within(rowOf('Sipho Ndlovu')).queryByText('Client')).not.toBeInTheDocument();
    });

    it('shows the server message and keeps the dialog open when saving fails', async () => {
      server.use(
        statsFrom().handler,
        ...overview(),
        usersFrom([userRow()]).handler,
        rolesAre(),
        graphql.mutation('SetUserRoles', () =>
          graphqlError('Only a superadmin can grant or remove the superadmin role', { code: 'FORBIDDEN' }),
        ),
      );
      await openUsersTab();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit roles of Sipho Ndlovu' }));
      await userEvent.click(await within(dialog()).findByRole('checkbox', { name: 'Superadmin' }));
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Only a superadmin can grant or remove the superadmin role')).toBeInTheDocument();
      expect(dialog()).toBeInTheDocument();
      expect(within(dialog()).getByRole('checkbox', { name: 'Superadmin' })).toBeChecked();
    });

    it('says Failed to update user roles when the server gives no message', async () => {
      server.use(
        statsFrom().handler,
        ...overview(),
        usersFrom([userRow()]).handler,
        rolesAre(),
        graphql.mutation('SetUserRoles', () => HttpResponse.error()),
      );
      await openUsersTab();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit roles of Sipho Ndlovu' }));
      await within(dialog()).findByRole('checkbox', { name: 'Client' });
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Failed to update user roles')).toBeInTheDocument();
    });
  });

  describe('Create New User', () => {
    async function openCreateDialog() {
      await openUsersTab();
      await screen.findByRole('rowheader', { name: 'Sipho Ndlovu' });
      await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
      expect(within(dialog()).getByRole('heading', { name: 'Create New User' })).toBeInTheDocument();
      await within(dialog()).findByRole('checkbox', { name: 'Client' });
    }

    async function fillIn() {
      await userEvent.type(within(dialog()).getByLabelText('Email'), 'Naledi@Example.com');
      await userEvent.type(within(dialog()).getByLabelText('First name'), 'Naledi');
      await userEvent.type(within(dialog()).getByLabelText('Last name'), 'Mokoena');
      await userEvent.type(within(dialog()).getByLabelText('Phone (optional)'), '+27 82 555 0123');
      await userEvent.selectOptions(within(dialog()).getByLabelText('Country'), 'Namibia');
    }

    it('starts with South Africa and the client role, and shows the spec messages beneath the fields', async () => {
      let sent = false;
      server.use(
        statsFrom().handler,
        ...overview(),
        usersFrom([userRow()]).handler,
        rolesAre(),
        graphql.mutation('CreateUser', () => {
          sent = true;
          return HttpResponse.json({ data: null });
        }),
      );
      await openCreateDialog();
      expect(within(dialog()).getByLabelText('Country')).toHaveValue('South Africa');
      expect(
        within(dialog())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['South Africa', 'Botswana', 'Namibia', 'Zimbabwe', 'Other']);
      const client = within(dialog()).getByRole('checkbox', { name: 'Client' });
      expect(client).toBeChecked();

      await userEvent.click(client);
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Create User' }));
      expect(await within(dialog()).findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(within(dialog()).getByText('First name is required')).toBeInTheDocument();
      expect(within(dialog()).getByText('Last name is required')).toBeInTheDocument();
      expect(within(dialog()).getByText('At least one role is required')).toBeInTheDocument();
      expect(within(dialog()).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
      expect(sent).toBe(false);

      await userEvent.click(client);
      await waitFor(() => expect(within(dialog()).queryByText('At least one role is required')).not.toBeInTheDocument());
    });

    it('creates the user, says so, and adds them to the list and to Total Users without asking again', async () => {
      const stats = statsFrom(adminStats({ totalUsers: 1 }));
      const users = usersFrom([userRow()]);
      let sent: CreateUserMutationVariables | undefined;
      server.use(
        stats.handler,
        ...overview(),
        users.handler,
        rolesAre(),
        graphql.mutation<CreateUserMutation, CreateUserMutationVariables>('CreateUser', ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              createUser: userRow({
                id: 'user-9',
                firstName: 'Naledi',
                lastName: 'Mokoena',
                email: 'naledi@example.com',
                country: 'NAMIBIA',
                createdAt: '2026-11-22T10:00:00.000Z',
                roleNames: ['CLIENT', 'ADVISOR'],
                roles: [
                  { __typename: 'Role', id: 'role-client', name: 'client' },
                  { __typename: 'Role', id: 'role-advisor', name: 'advisor' },
                ],
              }),
            },
          });
        }),
      );
      await openCreateDialog();
      await fillIn();
      await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Advisor' }));
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Create User' }));

      expect(await screen.findByText('User created successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toEqual({
        input: {
          email: 'naledi@example.com',
          firstName: 'Naledi',
          lastName: 'Mokoena',
          phone: '+27 82 555 0123',
          country: 'NAMIBIA',
          roleNames: ['CLIENT', 'ADVISOR'],
        },
      });
      const rows = within(screen.getByRole('table')).getAllByRole('rowheader');
      expect(rows.map((row) => row.textContent)).toEqual(['Naledi Mokoena', 'Sipho Ndlovu']);
      expect(screen.getByText('2 users')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
      expect(await screen.findByRole('group', { name: 'Total Users' })).toHaveTextContent('2');
      expect(stats.counter.requests).toBe(1);
      expect(users.requests).toHaveLength(1);

      // The form starts afresh next time.
      await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
      expect(within(dialog()).getByLabelText('Email')).toHaveValue('');
    });

    it('keeps what was typed and shows the duplicate e-mail beneath its field', async () => {
      server.use(
        statsFrom().handler,
        ...overview(),
        usersFrom([userRow()]).handler,
        rolesAre(),
        graphql.mutation('CreateUser', () =>
          graphqlError('A user with this email already exists', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'email', message: 'A user with this email already exists' }],
          }),
        ),
      );
      await openCreateDialog();
      await fillIn();
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Create User' }));
      const toastTitle = await screen.findByText('Error');
      expect(toastTitle.parentElement).toHaveTextContent('A user with this email already exists');
      expect(within(dialog()).getByLabelText('Email')).toHaveAccessibleDescription('A user with this email already exists');
      expect(within(dialog()).getByLabelText('Email')).toHaveValue('Naledi@Example.com');
      expect(within(dialog()).getByLabelText('First name')).toHaveValue('Naledi');
      expect(within(dialog()).getByLabelText('Country')).toHaveValue('Namibia');
    });

    it('says Failed to create user when the server cannot be reached', async () => {
      server.use(
        statsFrom().handler,
        ...overview(),
        usersFrom([userRow()]).handler,
        rolesAre(),
        graphql.mutation('CreateUser', () => HttpResponse.error()),
      );
      await openCreateDialog();
      await fillIn();
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Create User' }));
      expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
      expect(dialog()).toBeInTheDocument();
    });
  });
});
