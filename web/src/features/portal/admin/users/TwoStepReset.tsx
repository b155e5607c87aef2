import { useState } from 'react';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { useResetTwoStepMutation, type AdminUserRowFragment } from '../../../../graphql/generated';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { toast } from '../../../../components/toast-store';
import { serverMessage } from '../../../../lib/graphql-errors';

/**
 * In the user's Edit dialog: whether they use two-step sign-in, and the reset for a lost phone
 * (audited; the user is e-mailed). Asks once more before it acts.
 */
export function TwoStepReset({ user }: { user: AdminUserRowFragment }) {
  const [reset, { loading }] = useResetTwoStepMutation();
  const [confirming, setConfirming] = useState(false);
  // The dialog holds the row as it was opened: after a reset, what the server answered.
  const [enabled, setEnabled] = useState(!!user.twoStepEnabled);
  const name = fullNameOf(user) || user.email;

  async function resetNow() {
    try {
      await reset({ variables: { userId: user.id } });
    } catch (error) {
      toast({ description: serverMessage(error) ?? 'Failed to reset two-step sign-in', variant: 'destructive' });
      return;
    }
    setConfirming(false);
    setEnabled(false);
    toast({ title: 'Two-step sign-in reset', description: `${name} was e-mailed that it was reset.`, variant: 'success' });
  }

  return (
    <Section aria-labelledby={`two-step-reset-${user.id}`}>
      <h3 id={`two-step-reset-${user.id}`}>
        Two-step sign-in <Badge $tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
      </h3>
      {!enabled && <p>{name} signs in with a password alone.</p>}
      {enabled && !confirming && (
        <>
          <p>If {name} has lost the phone with their authenticator app and their recovery codes, reset it.</p>
          <Button $variant="outline" $size="sm" onClick={() => setConfirming(true)}>
            Reset two-step sign-in
          </Button>
        </>
      )}
      {enabled && confirming && (
        <div role="alert">
          <p>
            Their app and recovery codes stop working, and {name} signs in with the password until they set it up again. They will be
            e-mailed. Reset it?
          </p>
          <Buttons>
            <Button $variant="ghost" $size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button $variant="danger" $size="sm" disabled={loading} onClick={() => void resetNow()}>
              {loading ? 'Resetting…' : `Reset two-step sign-in for ${name}`}
            </Button>
          </Buttons>
        </div>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
