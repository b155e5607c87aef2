import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { deadlineOverrideSchema, type DeadlineOverrideValues } from '@validation/tax-calendar-inputs';
import { TaxCalendarDocument, useOverrideDeadlineMutation, type TaxDeadlineRowFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { TextAreaField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { formatDay } from './calendar-dates';
import { changeButtonId } from './calendar-rows';
import { Actions, Failure, refusalMessage } from '../../../components/ConfirmDialog';
import { useFocusReturn } from '../../../components/focus-return';

const fields = ['dueDate', 'reason'] as const;

const formOf = (deadline: TaxDeadlineRowFragment | null): DeadlineOverrideValues => ({
  dueDate: deadline?.due ?? '',
  reason: deadline?.overrideReason ?? '',
});

/** What the server refused that no field shows (a period key it does not know), or null when each message is beneath its field. */
function refusalOf(error: unknown): string | null {
  const named = fieldErrorsOf(error);
  const elsewhere = named.filter((fieldError) => !(fields as readonly string[]).includes(fieldError.path));
  if (named.length > 0 && elsewhere.length === 0) return null;
  return refusalMessage(error, 'The due date could not be changed. Please try again.');
}

/**
 * An administrator's "Change due date" on a deadline (overrideDeadline): the day SARS moved it to
 * and why, beside the day the rule gives. Open while there is a deadline; on success the calendar
 * is asked again, so the deadline shows where it now falls, and focus goes back to its row.
 */
export function ChangeDueDateDialog({ deadline, onClose }: { deadline: TaxDeadlineRowFragment | null; onClose: () => void }) {
  // The deadline of the latest opening, kept while the dialog fades out.
  const [shown, setShown] = useState(deadline);
  if (deadline && deadline !== shown) setShown(deadline);
  const [failure, setFailure] = useState<string | null>(null);
  const [override, { loading: saving }] = useOverrideDeadlineMutation();
  const returnFocus = useFocusReturn(deadline);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeadlineOverrideValues>({
    resolver: zodResolver(deadlineOverrideSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: formOf(deadline),
  });

  // Each opening starts from its deadline: the dialog stays mounted between them.
  useEffect(() => {
    if (deadline) reset(formOf(deadline));
  }, [deadline, reset]);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    if (!shown) return;
    setFailure(null);
    try {
      await override({
        variables: { periodKey: shown.periodKey, input: values },
        refetchQueries: [TaxCalendarDocument],
        awaitRefetchQueries: true,
      });
    } catch (error) {
      // What was typed stays: the server's field messages go beneath their fields, the rest above the buttons.
      showServerFieldErrors<DeadlineOverrideValues>(error, fields, setError);
      setFailure(refusalOf(error));
      return;
    }
    toast({ title: 'Due date changed', description: `${shown.label} is now due ${formatDay(values.dueDate)}.`, variant: 'success' });
    close();
  });

  return (
    <Dialog open={!!deadline} onOpenChange={(open) => !open && !saving && close()}>
      <DialogContent
        // Back to the deadline's row, wherever its new date put it.
        onCloseAutoFocus={(event) => returnFocus(event, shown && document.getElementById(changeButtonId(shown.periodKey)))}
      >
        <DialogHeader>
          <DialogTitle>Change due date</DialogTitle>
          <DialogDescription>
            {shown && (
              <>
                {shown.label}: the rule gives {formatDay(shown.computed)}. Enter the day SARS moved it to, as announced.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change due date">
          <TextField label="Due date" type="date" required error={errors.dueDate?.message} {...register('dueDate')} />
          <TextAreaField label="Reason" rows={3} required error={errors.reason?.message} {...register('reason')} />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <Button $variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save due date'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
