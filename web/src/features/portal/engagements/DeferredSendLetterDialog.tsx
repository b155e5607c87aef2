import type { ComponentProps } from 'react';
import { Button } from '../../../components/Button';
import { deferredDialogButton } from '../../../components/deferred-dialog';
import type { SendLetterDialog } from './SendLetterDialog';

type Props = Omit<ComponentProps<typeof SendLetterDialog>, 'defaultOpen'>;

const SendLetterButton = deferredDialogButton<Props>(() => import('./SendLetterDialog').then((module) => module.SendLetterDialog));

/**
 * The card's "Send letter" button, with the dialog's code (its form, zod and the preview) fetched
 * when someone means to use it and opened on press: the engagements grid draws without it.
 */
export function DeferredSendLetterDialog(props: Props) {
  return (
    <SendLetterButton
      dialogProps={props}
      button={(trigger) => (
        <Button $variant="outline" $size="sm" aria-label={`Send letter: ${props.engagement.title}`} {...trigger}>
          Send letter
        </Button>
      )}
    />
  );
}
