import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LEAD_DAYS } from '@validation/jobs';
import {
  useNewJobChoicesQuery,
  useUpdateJobSeriesMutation,
  type SeriesCardFragment,
  type UpdateJobSeriesInput,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/Checkbox';
import { Actions, Failure, refusalMessage } from '../../../components/ConfirmDialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { useFocusReturn } from '../../../components/focus-return';
import { fieldErrorsOf } from '../../../lib/graphql-errors';
import { personName } from './JobCard';
import { PrioritySelect, StaffSelect } from './job-fields';
import { editSeriesFields, editSeriesForm, editSeriesFormSchema, type EditSeriesForm } from './edit-series-form';

/**
 * "Change" on a recurring series: the people, priority and lead time of the jobs it makes from
 * now on, and, when ticked, of its jobs not yet done. Each message beneath its field, the
 * server's too; on failure what was chosen stays.
 */
export function EditSeriesDialog({ series, onClose }: { series: SeriesCardFragment | null; onClose: () => void }) {
  // The series stays shown while the dialog fades out.
  const [shown, setShown] = useState(series);
  if (series && series !== shown) setShown(series);
  const returnFocus = useFocusReturn(series);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = useNewJobChoicesQuery({ skip: !series });
  const advisors = choices.data?.advisors ?? [];
  const [update, { loading: saving }] = useUpdateJobSeriesMutation({ refetchQueries: ['JobSeriesList', 'JobColumn', 'JobList'] });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EditSeriesForm, unknown, UpdateJobSeriesInput>({ resolver: zodResolver(editSeriesFormSchema), mode: 'onSubmit' });

  // Filled in once the staff to choose from are there: a select cannot show a person it does not
  // list yet (its fields are disabled until then, so nothing typed is lost).
  const loaded = !!choices.data;
  useEffect(() => {
    if (series && loaded) reset(editSeriesForm(series));
  }, [series, loaded, reset]);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const submit = handleSubmit(async (input) => {
    if (!shown) return;
    setRefusal(null);
    try {
      await update({ variables: { id: shown.id, input } });
    } catch (error) {
      const named = fieldErrorsOf(error);
      for (const { path, message } of named) {
        const field = editSeriesFields.find((name) => name === path);
        if (field) setError(field, { type: 'server', message });
      }
      if (named.every((fieldError) => !(editSeriesFields as readonly string[]).includes(fieldError.path))) {
        setRefusal(refusalMessage(error, 'The series could not be changed. Please try again.'));
      }
      return;
    }
    toast({
      title: 'Series changed',
      description: input.applyToOpenJobs ? `${shown.title}: its open jobs too.` : `${shown.title}: the jobs it makes from now on.`,
      variant: 'success',
    });
    close();
  });

  return (
    <Dialog open={!!series} onOpenChange={(next) => !next && !saving && close()}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event)}>
        <DialogHeader>
          <DialogTitle>Change series</DialogTitle>
          <DialogDescription>
            {shown ? `${shown.title} for ${personName(shown.client) ?? 'the client'}` : ''}: the jobs it makes from now on.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change series">
          <StaffSelect
            label="Assignee"
            staff={advisors}
            disabled={!loaded}
            error={errors.assignedTo?.message}
            {...register('assignedTo')}
          />
          <StaffSelect
            label="Reviewer"
            staff={advisors}
            disabled={!loaded}
            error={errors.reviewerId?.message}
            {...register('reviewerId')}
          />
          <PrioritySelect disabled={!loaded} error={errors.priority?.message} {...register('priority')} />
          <TextField
            label="Days before each period ends that its job is made"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_LEAD_DAYS}
            disabled={!loaded}
            error={errors.leadDays?.message}
            {...register('leadDays')}
          />
          <Controller
            control={control}
            name="applyToOpenJobs"
            render={({ field }) => (
              <CheckboxField
                label="Also change its open jobs"
                description="The jobs it made that are not done yet take the new assignee, reviewer and priority."
                checked={field.value}
                onCheckedChange={field.onChange}
                disabled={!loaded}
              />
            )}
          />
          {refusal && <Failure role="alert">{refusal}</Failure>}
          <Actions>
            <DialogClose asChild>
              <Button $variant="ghost" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving || !loaded}>
              {saving ? 'Saving…' : 'Save changes'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
