import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { documentChecklistSchema, type DocumentChecklistInput, type DocumentChecklistValues } from '@validation/document-requests';
import { DEFAULT_DOCUMENT_CATEGORY } from '@validation/documents';
import {
  useCreateDocumentChecklistMutation,
  useUpdateDocumentChecklistMutation,
  type DocumentChecklistFieldsFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/Dialog';
import { FieldMessage, Input, Label, Select, TextAreaField, TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../auth/graphql-errors';
import { categoryOptions } from '../documents/document-labels';

const blankItem = () => ({ title: '', category: DEFAULT_DOCUMENT_CATEGORY });

function formOf(checklist?: DocumentChecklistFieldsFragment): DocumentChecklistInput {
  if (!checklist) return { name: '', description: '', items: [blankItem()] };
  return {
    name: checklist.name,
    description: checklist.description ?? '',
    items: checklist.items.map(({ title, category }) => ({
      title,
      category: category as DocumentChecklistValues['items'][number]['category'],
    })),
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
    const input = { name: values.name, description: values.description, items: values.items };
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
          <Items>
            {items.fields.map((field, index) => (
              <ItemRow key={field.id}>
                <div>
                  <Label htmlFor={`checklist-item-title-${index}`}>Document {index + 1}</Label>
                  <Input
                    id={`checklist-item-title-${index}`}
                    aria-invalid={!!errors.items?.[index]?.title}
                    $invalid={!!errors.items?.[index]?.title}
                    {...register(`items.${index}.title`)}
                  />
                  {errors.items?.[index]?.title && <FieldMessage role="alert">{errors.items[index].title.message}</FieldMessage>}
                </div>
                <div>
                  <Label htmlFor={`checklist-item-category-${index}`}>Category of document {index + 1}</Label>
                  <Select id={`checklist-item-category-${index}`} {...register(`items.${index}.category`)}>
                    {categoryOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                </div>
                {items.fields.length > 1 && (
                  <Button $variant="ghost" $size="sm" aria-label={`Remove document ${index + 1}`} onClick={() => items.remove(index)}>
                    <Icon name="close" size={16} />
                  </Button>
                )}
              </ItemRow>
            ))}
            {errors.items?.message && <FieldMessage role="alert">{errors.items.message}</FieldMessage>}
            <Button $variant="outline" $size="sm" onClick={() => items.append(blankItem())}>
              <Icon name="plus" size={16} />
              Add a document
            </Button>
          </Items>
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

const Items = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const ItemRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  width: 100%;
  > button {
    justify-self: end;
  }
  @media (min-width: 40rem) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  }
`;

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
