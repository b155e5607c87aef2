import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { declareHolidaySchema, HOLIDAY_NAME_MAX_LENGTH, type DeclareHolidayValues } from '@validation/tax-calendar-inputs';
import { DeclaredHolidaysDocument, TaxCalendarDocument, useDeclareHolidayMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/Dialog';
import { TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { formatDay } from './calendar-dates';
import { Actions, Failure, refusalMessage } from '../../../components/ConfirmDialog';
import { DeclareButton } from './tax-calendar-layout';

const fields = ['date', 'name'] as const;
const blank: DeclareHolidayValues = { date: '', name: '' };

/**
 * "Declare a public holiday" (declareHoliday, administrators): a day the President declared under
 * section 2A of the Public Holidays Act, which no rule can work out. Every deadline on that day
 * moves to the business day before; the calendar is asked again so that it shows at once.
 * `defaultOpen`: drawn open, as when its code came after the button was pressed
 * (deferred-dialogs.tsx).
 */
export function DeclareHolidayDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [failure, setFailure] = useState<string | null>(null);
  const [declare, { loading: saving }] = useDeclareHolidayMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeclareHolidayValues>({
    resolver: zodResolver(declareHolidaySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: blank,
  });

  const changeOpen = (next: boolean) => {
    if (!next && saving) return;
    setOpen(next);
    if (next) reset(blank);
    setFailure(null);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await declare({
        variables: { input: values },
        refetchQueries: [TaxCalendarDocument, DeclaredHolidaysDocument],
        awaitRefetchQueries: true,
      });
    } catch (error) {
      showServerFieldErrors<DeclareHolidayValues>(error, fields, setError);
      const named = fieldErrorsOf(error).filter((fieldError) => (fields as readonly string[]).includes(fieldError.path));
      setFailure(named.length > 0 ? null : refusalMessage(error, 'The holiday could not be declared. Please try again.'));
      return;
    }
    toast({
      title: 'Public holiday declared',
      description: `${values.name}, ${formatDay(values.date)}: deadlines on that day now fall on the business day before.`,
      variant: 'success',
    });
    changeOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <DeclareButton>
          <Icon name="plus" size={18} />
          Declare a public holiday
        </DeclareButton>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Declare a public holiday</DialogTitle>
          <DialogDescription>
            A day the President declared under section 2A of the Public Holidays Act. Deadlines that fall on it move to the business day
            before.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Declare a public holiday">
          <TextField label="Date" type="date" required error={errors.date?.message} {...register('date')} />
          <TextField
            label="Name"
            required
            autoComplete="off"
            maxLength={HOLIDAY_NAME_MAX_LENGTH}
            placeholder="General election"
            error={errors.name?.message}
            {...register('name')}
          />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <Button $variant="ghost" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Declaring…' : 'Declare holiday'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
