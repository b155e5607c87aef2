import type { ComponentProps } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { deferredDialogButton } from '../../../components/deferred-dialog';
import type { UploadDocumentDialog } from './UploadDocumentDialog';

type Props = Omit<ComponentProps<typeof UploadDocumentDialog>, 'defaultOpen'>;

const UploadButton = deferredDialogButton<Props>(() => import('./UploadDocumentDialog').then((module) => module.UploadDocumentDialog));

/**
 * The "Upload Document" button, with the dialog's code (its form, validation and file handling)
 * fetched only when someone means to use it: on hover, focus or touch, and opened on press. Pages
 * that list documents draw at once without it.
 */
export function DeferredUploadDocumentDialog(props: Props) {
  const { request, triggerLabel = 'Upload Document' } = props;
  return (
    <UploadButton
      dialogProps={props}
      button={(trigger) => (
        <Button $size={request ? 'sm' : undefined} {...trigger}>
          <Icon name={request ? 'file-text' : 'plus'} size={18} />
          {triggerLabel}
        </Button>
      )}
    />
  );
}
