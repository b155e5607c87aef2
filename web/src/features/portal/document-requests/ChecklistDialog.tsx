import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { documentChecklistSchema, type DocumentChecklistInput, type DocumentChecklistValues } from '@validation/document-requests';
import { documentItemFromGraphQL, documentItemsForGraphQL } from './document-item-values';
import {
  useCreateDocumentChecklistMutation,
  useUpdateDocumentChecklistMutation,
  type DocumentChecklistFieldsFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/Dialog';
import { TextAreaField, TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { blankDocumentItem, DocumentItemRows } from './DocumentItemRows';

function formOf(checklist?: DocumentChecklistFieldsFragment): DocumentChecklistInput {
  if (!checklist) return { name: '', description: '', items: [blankDocumentItem()] };
  return {
    name: checklist.name,
    description: checklist.description ?? '',
    items: checklist.items.map(documentItemFromGraphQL),
  };
}

/** New checklist, or Edit one: a name, an optional description, and its documents in order. */
export function ChecklistDialog({ checklist, onSaved }: { checklist?: DocumentChecklistFieldsFragment; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, created] = useCreateDocumentChecklistMutation();
  const [update, updated] = useUpdateDocumentChecklistMutation();
  const saving = created.loading || updated.loading;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<DocumentChecklistInput, unknown, DocumentChecklistValues>({
    resolver: zodResolver(documentChecklistSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: formOf(checklist),
  });
  const items = useFieldArray({ control, name: 'items' });
  const title = checklist ? `Edit ${checklist.name}` : 'New checklist';

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) reset(formOf(checklist));
    setFailure(null);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const input = { name: values.name, description: values.description, items: documentItemsForGraphQL(values.items) };
    try {
      if (checklist) await update({ variables: { id: checklist.id, input } });
      else await create({ variables: { input } });
      toast({ title: checklist ? 'Checklist saved' : 'Checklist created', description: values.name, variant: 'success' });
      setOpen(false);
      onSaved();
    } catch (error) {
      for (const { path, message } of fieldErrorsOf(error)) setError(path as 'name', { type: 'server', message });
      const message = formFailureMessage(error, 'The checklist could not be saved. Please try again.');
      if (message) setFailure(message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        {checklist ? (
          <Button $variant="outline" $size="sm" aria-label={`Edit ${checklist.name}`}>
            Edit
          </Button>
        ) : (
          <Button>
            <Icon name="plus" size={18} />
            New checklist
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Each document becomes one request when the checklist is applied to a client.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <TextField label="Name" error={errors.name?.message} {...register('name')} />
          <TextAreaField label="Description (optional)" rows={2} error={errors.description?.message} {...register('description')} />
          <DocumentItemRows
            idPrefix="checklist-item"
            rows={items.fields}
            register={register}
            errors={errors.items}
            onAdd={() => items.append(blankDocumentItem())}
            onRemove={items.remove}
            addLabel="Add a document"
          />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <Button $variant="ghost" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save checklist'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
