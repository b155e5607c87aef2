import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './Dialog';
import { fieldErrorsOf, formFailureMessage } from '../lib/graphql-errors';
import { useFocusReturn } from './focus-return';

/** What someone is asked to confirm: a change that takes something away or cannot simply be undone. */
export interface Confirmation {
  title: string;
  description: ReactNode;
  /** The button that leaves things as they are (default "Cancel"). */
  keepLabel?: string;
  confirmLabel: string;
  busyLabel: string;
  /** Makes the change (and says so); a failure stays in the dialog. */
  run: () => Promise<unknown>;
  /** What the dialog says when the change fails without a message of the server's (default "That did not work. Please try again."). */
  failure?: string;
  /**
   * Where focus goes once the change is made, since the button that opened the dialog is gone
   * with what it removed; absent or null: back to that button, as on Cancel.
   */
  focusAfter?: () => HTMLElement | null;
}

/** The server's words for a refused change, or `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  return (
    formFailureMessage(error, fallback) ??
    fieldErrorsOf(error)
      .map((fieldError) => fieldError.message)
      .join(' ')
  );
}

/**
 * "Undo extension", "Remove", "Delete", "End series": asks first, makes the change, and closes; a
 * refusal is said in the dialog. Open while there is a confirmation; its text stays while the
 * dialog fades out. The one confirmation dialog of the portal.
 */
export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) {
  const [shown, setShown] = useState(confirmation);
  if (confirmation && confirmation !== shown) setShown(confirmation);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef(false);
  const returnFocus = useFocusReturn(confirmation);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!shown) return;
    setBusy(true);
    setFailure(null);
    try {
      await shown.run();
      done.current = true;
      close();
    } catch (error) {
      setFailure(refusalMessage(error, shown.failure ?? 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={!!confirmation} onOpenChange={(open) => !open && !busy && close()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const after = done.current ? shown?.focusAfter?.() : null;
          done.current = false;
          returnFocus(event, after);
        }}
      >
        <DialogHeader>
          <DialogTitle>{shown?.title}</DialogTitle>
          <DialogDescription>{shown?.description}</DialogDescription>
        </DialogHeader>
        {failure && <Failure role="alert">{failure}</Failure>}
        <Actions>
          <Button $variant="ghost" onClick={close}>
            {shown?.keepLabel ?? 'Cancel'}
          </Button>
          <Button $variant="danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? shown?.busyLabel : shown?.confirmLabel}
          </Button>
        </Actions>
      </DialogContent>
    </Dialog>
  );
}

export const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
