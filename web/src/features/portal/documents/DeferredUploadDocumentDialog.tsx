import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { intentHandlers } from '../../../components/intent-handlers';

const loadDialog = () => import('./UploadDocumentDialog');
const UploadDocumentDialog = lazy(() => loadDialog().then((module) => ({ default: module.UploadDocumentDialog })));

type Props = Omit<ComponentProps<typeof UploadDocumentDialog>, 'defaultOpen'>;

/**
 * The "Upload Document" button, with the dialog's code (its form, validation and file handling)
 * fetched only when someone means to use it: on hover, focus or touch, and opened on press. Pages
 * that list documents draw at once without it.
 */
export function DeferredUploadDocumentDialog(props: Props) {
  const [pressed, setPressed] = useState(false);
  const { request, triggerLabel = 'Upload Document' } = props;
  const trigger = (disabled: boolean) => (
    <Button $size={request ? 'sm' : undefined} disabled={disabled} onClick={() => setPressed(true)} {...intentHandlers(prefetch)}>
      <Icon name={request ? 'file-text' : 'plus'} size={18} />
      {triggerLabel}
    </Button>
  );
  if (!pressed) return trigger(false);
  return (
    <Suspense fallback={trigger(true)}>
      <UploadDocumentDialog {...props} defaultOpen />
    </Suspense>
  );
}

function prefetch() {
  loadDialog().catch(() => undefined);
}
