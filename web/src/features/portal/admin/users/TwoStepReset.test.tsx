import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type { ResetTwoStepMutation, ResetTwoStepMutationVariables } from '../../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../../portal-test-kit';
import { countsAre, submissionsAre } from '../../contact-tracker/contact-test-kit';
import { activityIs, rolesAre, statsFrom, userRow, usersFrom } from '../admin-test-kit';

async function editSipho() {
  renderPortalAs(adminUser(), '/portal/admin');
  await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Edit roles of Sipho Ndlovu' }));
  return screen.findByRole('dialog');
}

const overview = () => [countsAre({ total: 0, getInTouch: 0, consultations: 0 }), submissionsAre([]), activityIs([])];

describe("resetting a user's two-step sign-in", () => {
  it('asks once more, resets it and says the user was e-mailed', async () => {
    let sent: ResetTwoStepMutationVariables | undefined;
    server.use(
      statsFrom().handler,
      ...overview(),
      rolesAre(),
      usersFrom([userRow({ twoStepEnabled: true })]).handler,
      graphql.mutation<ResetTwoStepMutation, ResetTwoStepMutationVariables>('ResetTwoStep', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { resetTwoStep: { __typename: 'User', id: 'user-1', twoStepEnabled: false } } });
      }),
    );
    const dialog = await editSipho();
    const section = within(dialog).getByRole('region', { name: /Two-step sign-in/ });
    expect(within(section).getByText('On')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(sent).toBeUndefined();
    await userEvent.click(within(section).getByRole('button', { name: 'Reset two-step sign-in for Sipho Ndlovu' }));
    expect(await screen.findByText('Sipho Ndlovu was e-mailed that it was reset.')).toBeInTheDocument();
    expect(sent).toEqual({ userId: 'user-1' });
    expect(within(section).getByText('Off')).toBeInTheDocument();
  });

  it('keeps it when the administrator changes their mind, and says when it failed', async () => {
    server.use(
      statsFrom().handler,
      ...overview(),
      rolesAre(),
      usersFrom([userRow({ twoStepEnabled: true })]).handler,
      graphql.mutation('ResetTwoStep', () => graphqlError('This user has not set up two-step sign-in.', { code: 'CONFLICT' })),
    );
    const dialog = await editSipho();
    const section = within(dialog).getByRole('region', { name: /Two-step sign-in/ });
    await userEvent.click(within(section).getByRole('button', { name: 'Reset two-step sign-in' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Keep it' }));
    expect(within(section).queryByRole('button', { name: /for Sipho/ })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Reset two-step sign-in' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Reset two-step sign-in for Sipho Ndlovu' }));
    expect(await screen.findByText('This user has not set up two-step sign-in.')).toBeInTheDocument();
  });

  it('offers no reset to a user who signs in with a password alone', async () => {
    server.use(statsFrom().handler, ...overview(), rolesAre(), usersFrom([userRow()]).handler);
    const dialog = await editSipho();
    expect(within(dialog).getByText('Sipho Ndlovu signs in with a password alone.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reset two-step sign-in' })).not.toBeInTheDocument();
  });
});
