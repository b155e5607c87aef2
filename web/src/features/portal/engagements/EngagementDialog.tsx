import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { enumName } from '@validation/enum-names';
import { engagementInputSchema, engagementStatusValues, type EngagementInput, type EngagementValues } from '@validation/engagements';
import {
  useCreateEngagementMutation,
  useEngagementFormChoicesQuery,
  useUpdateEngagementMutation,
  type EngagementCardFragment,
  type EngagementInput as EngagementMutationInput,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/Field';
import { FieldRow } from '../../../components/FieldRow';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { ClientPicker } from './ClientPicker';
import { showEngagementInLists } from './engagement-cache';
import { engagementFormFields, engagementFormOf, engagementMutationInput, newEngagementForm, type EngagementForm } from './engagement-form';
import { engagementStatusLabels, personName } from './engagement-labels';
import type { EngagementViewer } from './engagement-viewer';

/** What the dialog is open for: a new engagement (`engagement` null) or the one of a card. */
export interface EngagementDraft {
  engagement: EngagementCardFragment | null;
}

interface EngagementDialogProps {
  /** Open while there is a draft. */
  draft: EngagementDraft | null;
  viewer: EngagementViewer;
  onClose: () => void;
}

const formOf = (draft: EngagementDraft | null, viewer: EngagementViewer): EngagementForm =>
  draft?.engagement ? engagementFormOf(draft.engagement) : newEngagementForm(viewer, new Date());

const isShown = (path: string) => (engagementFormFields as readonly string[]).includes(path);

/**
 * What the API refused that no field of the form shows (an engagement since removed, a passing
 * outage), or null when each message is beneath its field.
 */
function refusalOf(error: unknown): string | null {
  const named = fieldErrorsOf(error);
  const elsewhere = named.filter((fieldError) => !isShown(fieldError.path));
  if (elsewhere.length > 0) return [...new Set(elsewhere.map((fieldError) => fieldError.message))].join(' ');
  if (named.length > 0) return null;
  return formFailureMessage(error, 'The engagement could not be saved. Please try again.');
}

/**
 * "New engagement" and a card's "Edit" (staff, docs/product.md#engagements): the whole engagement,
 * checked by the schema the server uses, each message beneath its field, the server's too. On
 * success the list shows the engagement in its place and a toast says so; on failure what was
 * typed stays.
 */
export function EngagementDialog({ draft, viewer, onClose }: EngagementDialogProps) {
  // The latest opening, kept while the dialog fades out after `draft` is gone, and counted so that
  // each opening starts its client search afresh.
  const [opening, setOpening] = useState({ draft, count: 0 });
  if (draft && draft !== opening.draft) setOpening({ draft, count: opening.count + 1 });
  const editing = (draft ?? opening.draft)?.engagement ?? null;
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EngagementInput, unknown, EngagementValues>({
    resolver: zodResolver(engagementInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: formOf(draft, viewer),
  });

  // Each opening starts from its engagement (or a new one): the dialog stays mounted between them.
  useEffect(() => {
    if (draft) reset(formOf(draft, viewer));
  }, [draft, viewer, reset]);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const choices = useEngagementFormChoicesQuery({ skip: !draft });
  const [create, { loading: creating }] = useCreateEngagementMutation();
  const [update, { loading: updating }] = useUpdateEngagementMutation();
  const saving = creating || updating;
  const saveNew = async (input: EngagementMutationInput) => {
    const { data } = await create({
      variables: { input },
      update: (cache, { data: answer }) => answer && showEngagementInLists(cache, answer.createEngagement),
    });
    return data?.createEngagement;
  };
  const saveEdit = async (id: string, input: EngagementMutationInput) => {
    const { data } = await update({
      variables: { id, input },
      update: (cache, { data: answer }) => answer && showEngagementInLists(cache, answer.updateEngagement),
    });
    return data?.updateEngagement;
  };
  const clientId = useWatch({ control, name: 'clientId' }) ?? '';
  const startDate = useWatch({ control, name: 'startDate' }) ?? '';

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    const input = engagementMutationInput(values, !!editing);
    try {
      const saved = editing ? await saveEdit(editing.id, input) : await saveNew(input);
      if (!saved) throw new Error('No answer');
      toast({
        title: editing ? 'Engagement saved' : 'Engagement created',
        description: `"${saved.title}" for ${personName(saved.client) ?? 'the client'}.`,
        variant: 'success',
      });
    } catch (error) {
      // What was typed stays: the server's field messages go beneath their fields, the rest above the buttons.
      showServerFieldErrors<EngagementInput>(error, engagementFormFields, setError);
      setRefusal(refusalOf(error));
      return;
    }
    close();
  });

  const loaded = choices.data;
  // The services the firm offers now; an edit keeps its engagement's own, even one since withdrawn.
  const services = withCurrent(loaded?.firmServices, editing?.service);
  const advisors = viewer.admin ? withCurrent(loaded?.advisors, editing?.advisor) : [];
  const title = editing ? 'Edit engagement' : 'New engagement';

  return (
    <Dialog open={!!draft} onOpenChange={(open) => !open && !saving && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {editing
              ? `${editing.title}, for ${personName(editing.client) ?? 'its client'}.`
              : 'Work for one client under one of the firm’s services.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <ClientPicker
            key={opening.count}
            clients={loaded?.appointmentClients}
            current={editing?.client ?? null}
            chosenId={clientId}
            error={errors.clientId?.message}
            select={register('clientId')}
          />
          <SelectField label="Service" required disabled={!loaded} error={errors.serviceId?.message} {...register('serviceId')}>
            <option value="">{loaded ? 'Choose a service' : 'Loading services…'}</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </SelectField>
          {viewer.admin ? (
            <SelectField label="Advisor" disabled={!loaded} error={errors.advisorId?.message} {...register('advisorId')}>
              <option value="">Not assigned</option>
              {advisors.map((advisor) => (
                <option key={advisor.id} value={advisor.id}>
                  {personName(advisor)}
                </option>
              ))}
            </SelectField>
          ) : (
            // An advisor's engagements are their own: reassigning one is an administrator's.
            <>
              <TextField label="Advisor" readOnly value={`${personName(viewer)} (you)`} error={errors.advisorId?.message} />
              <Hint>Your engagements are assigned to you; an administrator can hand one to a colleague.</Hint>
            </>
          )}
          <TextField label="Title" required autoComplete="off" error={errors.title?.message} {...register('title')} />
          <TextAreaField label="Description (optional)" rows={3} error={errors.description?.message} {...register('description')} />
          <SelectField label="Status" error={errors.status?.message} {...register('status')}>
            {engagementStatusValues.map((status) => (
              <option key={status} value={status}>
                {engagementStatusLabels[enumName(status)]}
              </option>
            ))}
          </SelectField>
          <FieldRow>
            <TextField label="Start date" type="date" required error={errors.startDate?.message} {...register('startDate')} />
            <TextField
              label="Due date (optional)"
              type="date"
              min={startDate || undefined}
              error={errors.dueDate?.message}
              {...register('dueDate')}
            />
          </FieldRow>
          <FieldRow>
            <TextField
              label="Total amount in rand (optional)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="No amount agreed"
              error={errors.totalAmount?.message}
              {...register('totalAmount')}
            />
            <TextField
              label={editing ? 'Paid so far in rand' : 'Paid before billing in rand'}
              inputMode="decimal"
              autoComplete="off"
              readOnly={!!editing}
              error={errors.paidAmount?.message}
              {...register('paidAmount')}
            />
          </FieldRow>
          <Hint>
            {editing
              ? 'Payments recorded on its invoices add to the paid amount.'
              : 'What the client paid before the firm billed this engagement here; payments on its invoices add to it.'}
          </Hint>
          {choices.error && (
            <Failure role="alert">{formFailureMessage(choices.error, 'The clients and advisors could not be loaded.')}</Failure>
          )}
          {refusal && <Failure role="alert">{refusal}</Failure>}
          <Actions>
            <DialogClose asChild>
              <Button $variant="ghost" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : editing ? 'Save engagement' : 'Create engagement'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The choices, with the one the engagement names now first when it is no longer among them (a
 * withdrawn service, a departed advisor): the API keeps it, so the form must be able to.
 */
function withCurrent<Choice extends { id: string }>(
  choices: readonly Choice[] | undefined,
  current: Choice | null | undefined,
): readonly Choice[] {
  const list = choices ?? [];
  return current && !list.some((choice) => choice.id === current.id) ? [current, ...list] : list;
}

const Hint = styled.p`
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
