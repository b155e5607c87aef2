import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { WRONG_AUTHENTICATOR_CODE } from '@validation/two-step';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type {
  ConfirmTwoStepEnrolmentMutation,
  DisableTwoStepMutationVariables,
  MySessionsQuery,
  RegenerateRecoveryCodesMutation,
  StartTwoStepEnrolmentMutation,
  TwoStepStatusQuery,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';

type Status = TwoStepStatusQuery['twoStepStatus'];
const off: Status = { __typename: 'TwoStepStatus', enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const on: Status = {
  __typename: 'TwoStepStatus',
  enabled: true,
  enabledAt: '2026-11-20T08:00:00.000Z',
  recoveryCodesLeft: 10,
  required: false,
};
const codes = (prefix: string) => Array.from({ length: 10 }, (_, index) => `${prefix}aa-bbbb-cc${String(index).padStart(2, '2')}`);

/** The server's two-step status, which the test changes as the user acts. */
function statusIs(initial: Status) {
  const state = { status: initial };
  server.use(
    graphql.query<TwoStepStatusQuery>('TwoStepStatus', () => HttpResponse.json({ data: { twoStepStatus: state.status } })),
    graphql.query<MySessionsQuery>('MySessions', () => HttpResponse.json({ data: { mySessions: [] } })),
  );
  return state;
}

async function openSecurity() {
  renderPortalAs(sessionUser(), '/portal/profile');
  await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));
  return screen.findByRole('region', { name: /Two-step sign-in/ });
}

const startsEnrolment = graphql.mutation<StartTwoStepEnrolmentMutation>('StartTwoStepEnrolment', () =>
  HttpResponse.json({
    data: {
      startTwoStepEnrolment: {
        __typename: 'TwoStepEnrolment',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Khanya:client%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
      },
    },
  }),
);

describe('the Security tab, two-step sign-in', () => {
  it('sets it up: QR code and setup key, a code from the app, then the recovery codes once', async () => {
    const state = statusIs(off);
    let tries = 0;
    server.use(
      startsEnrolment,
      graphql.mutation<ConfirmTwoStepEnrolmentMutation>('ConfirmTwoStepEnrolment', () => {
        tries += 1;
        if (tries === 1) {
          return graphqlError(WRONG_AUTHENTICATOR_CODE, {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'code', message: WRONG_AUTHENTICATOR_CODE }],
          });
        }
        state.status = on;
        return HttpResponse.json({
          data: { confirmTwoStepEnrolment: { __typename: 'TwoStepConfirmation', recoveryCodes: codes('k'), user: null } },
        });
      }),
    );
    const section = await openSecurity();
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await within(section).findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const field = within(section).getByLabelText('Code from the app');
    await userEvent.type(field, '111111');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on two-step sign-in' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(WRONG_AUTHENTICATOR_CODE));
    await userEvent.clear(field);
    await userEvent.type(field, '222222');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(section).getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await within(section).findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(section).getByText('On')).toBeInTheDocument();
  });

  it('turns it off with the password and a code, keeping both when the password is wrong', async () => {
    const state = statusIs(on);
    const sent: DisableTwoStepMutationVariables[] = [];
    server.use(
      graphql.mutation<never, DisableTwoStepMutationVariables>('DisableTwoStep', ({ variables }) => {
        sent.push(variables);
        if (sent.length === 1) {
          return graphqlError('Password is incorrect', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'password', message: 'Password is incorrect' }],
          });
        }
        state.status = off;
        return HttpResponse.json({ data: { disableTwoStep: true } });
      }),
    );
    const section = await openSecurity();
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not-it');
    await userEvent.type(within(dialog).getByLabelText('Code from your app, or a recovery code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code from your app, or a recovery code')).toHaveValue('123456');
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Demo@12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-step sign-in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(sent[1]).toEqual({ input: { password: 'Demo@12345', code: '123456' } });
  });

  it('makes new recovery codes for a current code and shows them', async () => {
    statusIs(on);
    server.use(
      graphql.mutation<RegenerateRecoveryCodesMutation>('RegenerateRecoveryCodes', () =>
        HttpResponse.json({ data: { regenerateRecoveryCodes: codes('n') } }),
      ),
    );
    const section = await openSecurity();
    await userEvent.click(await within(section).findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await userEvent.type(within(dialog).getByLabelText('Code from your app, or a recovery code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getByText('naa-bbbb-cc20')).toBeInTheDocument();
  });

  it('offers no way to turn it off when it is required for staff', async () => {
    statusIs({ ...on, required: true });
    const section = await openSecurity();
    expect(await within(section).findByText(/required for the firm's staff/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });
});
