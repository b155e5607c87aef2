import styled from 'styled-components';
import { Button } from '../../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/Dialog';
import { toast } from '../../../../components/toast-store';
import { DialogActions } from '../users/DialogActions';

export interface ShownSecret {
  url: string;
  secret: string;
  /** A rotation (the old secret stopped working) rather than a new endpoint. */
  rotated: boolean;
}

/**
 * The signing secret, shown this once: the portal keeps it sealed for signing and never shows it
 * again. Copy puts it on the clipboard; selecting the text works as well.
 */
export function SigningSecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Signing secret copied', variant: 'success' });
    } catch {
      toast({ description: 'Your browser did not let the page copy it: select the secret and copy it yourself.', variant: 'destructive' });
    }
  }

  return (
    <Dialog open={!!shown} onOpenChange={(open) => !open && onClose()}>
      {shown && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{shown.rotated ? 'New signing secret' : 'Endpoint added'}</DialogTitle>
            <DialogDescription>
              Put this signing secret in the system at {shown.url} now: it will not be shown again.
              {shown.rotated ? ' The old secret no longer verifies.' : ''}
            </DialogDescription>
          </DialogHeader>
          <Secret aria-label="The signing secret">{shown.secret}</Secret>
          <DialogActions>
            <Button $variant="outline" onClick={() => void copy(shown.secret)}>
              Copy
            </Button>
            <Button onClick={onClose}>I have stored it</Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
  user-select: all;
`;
