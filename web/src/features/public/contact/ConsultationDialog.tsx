import { useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { contactHero } from '../../../content/contact';
import { intentHandlers } from '../../../components/intent-handlers';
import { deferredDialog } from '../../../components/deferred-dialog';
import type { ConsultationPanelProps } from './ConsultationPanel';

// When the dialog's code cannot be fetched, the visitor is told and the button works again.
const consultationPanel = deferredDialog<ConsultationPanelProps & { onClose: () => void }>(
  () => import('./ConsultationPanel').then((module) => module.default),
  ({ open }) => open,
);

/**
 * The hero's Schedule Consultation button. The dialog and its form are fetched when the button
 * is hovered, focused or touched, and at the latest on the click, so they never weigh on a
 * visitor who only reads the page.
 */
export function ConsultationDialog() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        $variant="secondary"
        $size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...intentHandlers(consultationPanel.prefetch)}
        onClick={() => setOpen(true)}
      >
        <Icon name="calendar" size={20} />
        {contactHero.scheduleButtonLabel}
      </Button>
      <consultationPanel.Deferred open={open} onOpenChange={setOpen} onClose={() => setOpen(false)} returnFocusTo={buttonRef} />
    </>
  );
}
