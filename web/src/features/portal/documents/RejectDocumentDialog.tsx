import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { rejectDocumentSchema, type RejectDocumentInput } from '@validation/documents';
import type { DocumentCardFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { TextAreaField } from '../../../components/Field';

interface RejectDocumentDialogProps {
  document: DocumentCardFragment | null;
  onClose: () => void;
  onReject: (document: DocumentCardFragment, reason: string) => Promise<boolean>;
  rejecting: boolean;
}

/** Reject with a reason: the client reads it on their card. */
export function RejectDocumentDialog({ document, onClose, onReject, rejecting }: RejectDocumentDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RejectDocumentInput>({
    resolver: zodResolver(rejectDocumentSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (document) reset({ reason: '' });
  }, [document, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    if (document && (await onReject(document, reason))) onClose();
  });

  return (
    <Dialog open={!!document} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject Document</DialogTitle>
          <DialogDescription>{document ? `Tell the client why ${document.originalName} cannot be accepted.` : ''}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reject Document">
          <TextAreaField label="Reason" rows={4} required error={errors.reason?.message} {...register('reason')} />
          <Actions>
            <Button $variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" $variant="danger" disabled={rejecting}>
              {rejecting ? 'Rejecting…' : 'Reject Document'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
