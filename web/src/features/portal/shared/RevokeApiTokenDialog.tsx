import { useState } from 'react';
import styled from 'styled-components';
import { useRevokeApiTokenMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { toast } from '../../../components/toast-store';
import { formFailureMessage } from '../../../lib/graphql-errors';

/** The token a revocation is asked for: its name, and whose it is when it is not the reader's own. */
export interface TokenToRevoke {
  id: string;
  name: string;
  prefix: string;
  owner?: string;
}

/**
 * "Revoke" asks first: a revoked token stops working at once and cannot be brought back, and the
 * scripts using it fail from then on (profile's Security tab and the admin panel's API tokens tab).
 */
export function RevokeApiTokenDialog({ token, onClose }: { token: TokenToRevoke | null; onClose: (revoked: boolean) => void }) {
  const [revoke, { loading }] = useRevokeApiTokenMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm(target: TokenToRevoke) {
    setFailure(null);
    try {
      await revoke({ variables: { id: target.id } });
    } catch (error) {
      setFailure(formFailureMessage(error, 'Failed to revoke the token. Please try again.'));
      return;
    }
    toast({ title: `"${target.name}" was revoked`, variant: 'success' });
    onClose(true);
  }

  return (
    <Dialog
      open={!!token}
      onOpenChange={(open) => {
        if (!open) {
          setFailure(null);
          onClose(false);
        }
      }}
    >
      {token && (
        <DialogContent>
          <form
            aria-label="Revoke API token"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm(token);
            }}
          >
            <DialogHeader>
              <DialogTitle>Revoke &quot;{token.name}&quot;?</DialogTitle>
              <DialogDescription>
                The token {token.prefix}…{token.owner ? ` of ${token.owner}` : ''} stops working at once: whatever uses it is refused from
                now on. This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            {failure && <Failure role="alert">{failure}</Failure>}
            <Actions>
              <DialogClose asChild>
                <Button $variant="ghost">Cancel</Button>
              </DialogClose>
              <Button type="submit" $variant="danger" disabled={loading}>
                {loading ? 'Revoking…' : 'Revoke token'}
              </Button>
            </Actions>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

const Failure = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
