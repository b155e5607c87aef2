import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/Dialog';
import { formFailureMessage } from '../../../../lib/graphql-errors';
import { DialogActions } from '../users/DialogActions';
import { FormFailure } from './FormFailure';

export interface Confirmation {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Runs the action; a rejection is shown in the dialog, which stays open. */
  run: () => Promise<unknown>;
}

/** Asks once more before an action that cannot simply be undone (disable, rotate, delete). */
export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm(current: Confirmation) {
    setBusy(true);
    setFailure(null);
    try {
      await current.run();
    } catch (error) {
      setFailure(formFailureMessage(error, 'That did not work. Please try again.'));
      return;
    } finally {
      setBusy(false);
    }
    onClose();
  }

  return (
    <Dialog
      open={!!confirmation}
      onOpenChange={(open) => {
        if (!open) {
          setFailure(null);
          onClose();
        }
      }}
    >
      {confirmation && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{confirmation.title}</DialogTitle>
            <DialogDescription>{confirmation.description}</DialogDescription>
          </DialogHeader>
          {failure && <FormFailure role="alert">{failure}</FormFailure>}
          <DialogActions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button $variant="danger" disabled={busy} onClick={() => void confirm(confirmation)}>
              {busy ? confirmation.busyLabel : confirmation.confirmLabel}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
