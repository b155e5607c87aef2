import { useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { checklistRequestSchema, documentRequestsSchema } from '@validation/document-requests';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import {
  useRequestDocumentsFromChecklistMutation,
  useRequestDocumentsMutation,
  type DocumentChecklistFieldsFragment,
  type DocumentPersonFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/Dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { categoryLabel, personName } from '../documents';
import { blankDocumentItem, DocumentItemRows } from './DocumentItemRows';
import { documentItemsForGraphQL } from './document-item-values';
import type { DocumentCategoryValue } from '@validation/document-values';

type Mode = 'items' | 'checklist';

interface RequestFormValues {
  mode: Mode;
  clientId: string;
  checklistId: string;
  dueDate: string;
  note: string;
  items: { title: string; category: DocumentCategoryValue }[];
}

const emptyForm = (): RequestFormValues => ({
  mode: 'items',
  clientId: '',
  checklistId: '',
  dueDate: '',
  note: '',
  items: [blankDocumentItem()],
});

// One form, two shapes: the shared schema of whichever way of asking is chosen decides.
const itemsResolver = zodResolver(documentRequestsSchema) as unknown as Resolver<RequestFormValues>;
const checklistResolver = zodResolver(checklistRequestSchema) as unknown as Resolver<RequestFormValues>;
const resolver: Resolver<RequestFormValues> = (values, context, options) =>
  values.mode === 'checklist' ? checklistResolver(values, context, options) : itemsResolver(values, context, options);

interface RequestDocumentsDialogProps {
  clients: DocumentPersonFragment[];
  checklists: DocumentChecklistFieldsFragment[];
  onRequested: () => void;
}

/**
 * "Request documents": a client, then either documents named one by one or a stored checklist,
 * a due date and an optional note. The client is told at once (in the portal and by e-mail).
 */
export function RequestDocumentsDialog({ clients, checklists, onRequested }: RequestDocumentsDialogProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestItems, itemsState] = useRequestDocumentsMutation();
  const [requestChecklist, checklistState] = useRequestDocumentsFromChecklistMutation();
  const sending = itemsState.loading || checklistState.loading;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    getValues,
    control,
    formState: { errors },
  } = useForm<RequestFormValues>({ resolver, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: emptyForm() });
  const items = useFieldArray({ control, name: 'items' });
  const mode = watch('mode');
  const chosenChecklist = checklists.find((checklist) => checklist.id === watch('checklistId'));

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset(emptyForm());
      setFailure(null);
    }
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    // The schemas' output keeps only their own fields: the way of asking is read from the form.
    const chosenMode = getValues('mode');
    const common = { clientId: values.clientId, dueDate: values.dueDate, note: values.note?.trim() || null };
    try {
      const count =
        chosenMode === 'checklist'
          ? ((await requestChecklist({ variables: { input: { ...common, checklistId: values.checklistId } } })).data
              ?.requestDocumentsFromChecklist.length ?? 0)
          : ((await requestItems({ variables: { input: { ...common, items: documentItemsForGraphQL(values.items) } } })).data
              ?.requestDocuments.length ?? 0);
      const client = clients.find((candidate) => candidate.id === values.clientId);
      toast({
        title: count === 1 ? 'Document requested' : `${count} documents requested`,
        description: `${personName(client)} has been told.`,
        variant: 'success',
      });
      changeOpen(false);
      onRequested();
    } catch (error) {
      // What was entered stays; the server's field messages go beneath their fields.
      for (const { path, message } of fieldErrorsOf(error)) setError(path as keyof RequestFormValues, { type: 'server', message });
      const message = formFailureMessage(error, 'The request could not be sent. Please try again.');
      if (message) setFailure(message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>
          <Icon name="plus" size={18} />
          Request documents
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request documents</DialogTitle>
          <DialogDescription>Ask a client for documents; they see the request on their dashboard and by e-mail.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Request documents">
          <SelectField label="Client" error={errors.clientId?.message} {...register('clientId')}>
            <option value="">Choose a client</option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {personName(client)}
              </option>
            ))}
          </SelectField>
          <Choice>
            <legend>What to ask for</legend>
            <label>
              <input type="radio" value="items" {...register('mode')} /> Single documents
            </label>
            <label>
              <input type="radio" value="checklist" {...register('mode')} /> From a checklist
            </label>
          </Choice>
          {mode === 'checklist' ? (
            <>
              <SelectField label="Checklist" error={errors.checklistId?.message} {...register('checklistId')}>
                <option value="">Choose a checklist</option>
                {checklists.map((checklist) => (
                  <option key={checklist.id} value={checklist.id}>
                    {checklist.name} ({checklist.items.length})
                  </option>
                ))}
              </SelectField>
              {chosenChecklist && (
                <ChecklistPreview aria-label={`Documents in ${chosenChecklist.name}`}>
                  {chosenChecklist.items.map((item, index) => (
                    <li key={index}>
                      {item.title} <span>({categoryLabel(item.category)})</span>
                    </li>
                  ))}
                </ChecklistPreview>
              )}
            </>
          ) : (
            <DocumentItemRows
              idPrefix="request-item"
              rows={items.fields}
              register={register}
              errors={errors.items}
              onAdd={() => items.append(blankDocumentItem())}
              onRemove={items.remove}
              addLabel="Add another document"
              titlePlaceholder="e.g. IRP5 certificate"
            />
          )}
          <TextField
            label="Due date"
            type="date"
            min={todayInSouthAfrica(new Date())}
            error={errors.dueDate?.message}
            {...register('dueDate')}
          />
          <TextAreaField label="Note (optional)" rows={3} error={errors.note?.message} {...register('note')} />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <Button $variant="ghost" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending…' : 'Send request'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

const ChecklistPreview = styled.ul`
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    color: ${({ theme }) => theme.colors.muted};
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
