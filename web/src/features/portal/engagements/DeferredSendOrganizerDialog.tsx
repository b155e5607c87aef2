import type { ComponentProps } from 'react';
import { Button } from '../../../components/Button';
import { deferredDialogButton } from '../../../components/deferred-dialog';
import type { SendOrganizerDialog } from './SendOrganizerDialog';

type Props = Omit<ComponentProps<typeof SendOrganizerDialog>, 'defaultOpen'>;

const SendOrganizerButton = deferredDialogButton<Props>(() => import('./SendOrganizerDialog').then((module) => module.SendOrganizerDialog));

/**
 * The card's "Send organizer" button, with the dialog's code (its form and zod) fetched when
 * someone means to use it and opened on press: the engagements grid draws without it.
 */
export function DeferredSendOrganizerDialog(props: Props) {
  return (
    <SendOrganizerButton
      dialogProps={props}
      button={(trigger) => (
        <Button $variant="outline" $size="sm" aria-label={`Send organizer: ${props.engagement.title}`} {...trigger}>
          Send organizer
        </Button>
      )}
    />
  );
}
