import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { contactHero } from '../../../content/contact';
import { intentHandlers } from '../../../components/intent-handlers';

const loadPanel = () => import('./ConsultationPanel');
const ConsultationPanel = lazy(loadPanel);

/**
 * The hero's Schedule Consultation button. The dialog and its form are fetched when the button
 * is hovered, focused or touched, and at the latest on the click, so they never weigh on a
 * visitor who only reads the page.
 */
export function ConsultationDialog() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadPanel();
  return (
    <>
      <Button
        ref={buttonRef}
        $variant="secondary"
        $size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...intentHandlers(prefetch)}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Icon name="calendar" size={20} />
        {contactHero.scheduleButtonLabel}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ConsultationPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
