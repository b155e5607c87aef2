import { lazy, type ComponentProps } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { DeferredDialogButton } from '../../../components/deferred-dialog';

const loadDialog = () => import('./UploadDocumentDialog');
const UploadDocumentDialog = lazy(() => loadDialog().then((module) => ({ default: module.UploadDocumentDialog })));

type Props = Omit<ComponentProps<typeof UploadDocumentDialog>, 'defaultOpen'>;

/**
 * The "Upload Document" button, with the dialog's code (its form, validation and file handling)
 * fetched only when someone means to use it: on hover, focus or touch, and opened on press. Pages
 * that list documents draw at once without it.
 */
export function DeferredUploadDocumentDialog(props: Props) {
  const { request, triggerLabel = 'Upload Document' } = props;
  return (
    <DeferredDialogButton
      prefetch={() => void loadDialog().catch(() => undefined)}
      button={(trigger) => (
        <Button $size={request ? 'sm' : undefined} {...trigger}>
          <Icon name={request ? 'file-text' : 'plus'} size={18} />
          {triggerLabel}
        </Button>
      )}
    >
      <UploadDocumentDialog {...props} defaultOpen />
    </DeferredDialogButton>
  );
}
