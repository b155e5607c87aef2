import { useRef } from 'react';
import { Button } from '../../../../components/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/Dialog';
import { DialogActions } from '../users/DialogActions';

export interface Change {
  title: string;
  description: string;
  confirmLabel: string;
  /** Makes the change in the form (nothing is sent). */
  apply: () => void;
  /** The control that asked: it has the focus back if the change is not made. */
  opener: HTMLElement | null;
  /** What has the focus once the change is made (the opener may be gone with it). */
  focusAfter?: () => HTMLElement | null | undefined;
}

/**
 * Asks once more before a change to the form that throws away what was written (a section and its
 * questions, or the whole edit). Unlike the admin panel's ConfirmDialog it runs nothing on the
 * server, and it puts the focus where it belongs afterwards: the dialog opens from no trigger of
 * its own, so Radix would otherwise leave the focus on the page's start.
 */
export function ConfirmChange({ change, onClose }: { change: Change | null; onClose: () => void }) {
  const made = useRef(false);
  return (
    <Dialog
      open={!!change}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {change && (
        <DialogContent
          onOpenAutoFocus={() => {
            made.current = false;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (made.current ? change.focusAfter?.() : change.opener)?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{change.title}</DialogTitle>
            <DialogDescription>{change.description}</DialogDescription>
          </DialogHeader>
          <DialogActions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button
              $variant="danger"
              onClick={() => {
                made.current = true;
                change.apply();
                onClose();
              }}
            >
              {change.confirmLabel}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
