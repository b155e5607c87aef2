import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { builtInJobTemplates, jobTemplateOf } from '@validation/jobs/job-templates';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { MAX_LEAD_DAYS } from '@validation/jobs';
import { useCreateJobMutation, useCreateJobSeriesMutation, useNewJobChoicesQuery } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/Checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { Field, Input, SelectField, TextField } from '../../../components/Field';
import { FieldRow } from '../../../components/FieldRow';
import { toast } from '../../../components/toast-store';
import { formatCalendarDate } from '../../../lib/format';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { personName } from './JobCard';
import { PrioritySelect, StaffSelect } from './job-fields';
import { useFocusReturn } from '../../../components/focus-return';
import {
  formPathOf,
  jobFieldErrorsOf,
  newJobForm,
  newJobFormFields,
  newJobFormSchema,
  periodChoicesOf,
  settingsOf,
  settingTexts,
  type NewJobForm,
  type NewJobOutput,
} from './new-job-form';

export interface NewJobDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the job (or series) the API made, before the dialog closes. */
  onCreated: (job: { id: string; title: string }) => void;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** South Africa's day now. */
const todayNow = () => todayInSouthAfrica(new Date());

/** The form's fields a refusal may name: createJob's, the settings a series keeps, and its lead. */
const shownFields: readonly string[] = [...newJobFormFields, 'financialYearEnd', 'incorporated', 'yearEndMonth', 'vatEndMonth', 'leadDays'];
const fieldOf = (path: string) => shownFields.find((field) => field === formPathOf(path.split('.'))) as keyof NewJobForm | undefined;
const isShown = (path: string) => fieldOf(path) !== undefined;

/**
 * What the API refused that no field of the form shows (an engagement since removed, a passing
 * outage), or null when each message is beneath its field.
 */
function refusalOf(error: unknown): string | null {
  const named = jobFieldErrorsOf(error);
  const elsewhere = named.filter((fieldError) => !isShown(fieldError.path));
  if (elsewhere.length > 0) return [...new Set(elsewhere.map((fieldError) => fieldError.message))].join(' ');
  if (named.length > 0) return null;
  return formFailureMessage(error, 'The job could not be created. Please try again.');
}

/**
 * "New job" on the work board (staff, docs/jobs.md): an engagement, a template, the settings its
 * periods need and one of those periods, who does and reviews it, how urgent it is and, if not the
 * tax calendar's, when it is due. Checked by the schema the server uses, each message beneath its
 * field, the server's too. On success the board and the list are asked again and a toast says so;
 * on failure what was typed stays.
 */
export function NewJobDialog({ open, onClose, onCreated }: NewJobDialogProps) {
  // South Africa's day when the dialog opened, kept while it fades out: the periods offered are
  // counted from it.
  const [opening, setOpening] = useState(() => ({ open, today: todayNow() }));
  if (open !== opening.open) setOpening({ open, today: open ? todayNow() : opening.today });
  const { today } = opening;
  const schema = useMemo(() => newJobFormSchema(today), [today]);
  const returnFocus = useFocusReturn(open);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<NewJobForm, unknown, NewJobOutput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: newJobForm(),
  });

  // Each opening starts afresh: the dialog stays mounted between them.
  useEffect(() => {
    if (open) reset(newJobForm());
  }, [open, reset]);

  const form = { ...newJobForm(), ...useWatch({ control }) };
  const template = jobTemplateOf(form.templateKey);
  const settings = settingsOf(template);
  const asks = (name: string) => settings.find((setting) => setting.name === name);
  const periodChoices = periodChoicesOf(form, today);
  const periodKeys = periodChoices.periods.map((period) => period.periodKey).join(' ');

  // A template or setting changed: keep the chosen period if it is still offered, else start on
  // the first one not yet over.
  const { preselected } = periodChoices;
  useEffect(() => {
    if (!periodKeys.split(' ').includes(getValues('periodKey'))) {
      setValue('periodKey', preselected, { shouldValidate: isSubmitted });
    }
  }, [periodKeys, preselected, getValues, setValue, isSubmitted]);

  const choices = useNewJobChoicesQuery({ skip: !open });
  const [create, { loading: creatingJob }] = useCreateJobMutation();
  const [createSeries, { loading: creatingSeries }] = useCreateJobSeriesMutation();
  const saving = creatingJob || creatingSeries;
  const loaded = choices.data;
  const engagements = useMemo(
    () =>
      [...(loaded?.engagements ?? [])]
        .map((engagement) => ({ ...engagement, label: engagementLabel(engagement) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [loaded],
  );
  const advisors = loaded?.advisors ?? [];
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const submit = handleSubmit(async (output) => {
    setRefusal(null);
    const refetchQueries = ['JobColumn', 'JobList', 'JobSeriesList'];
    let created: { id: string; title: string } | undefined;
    let said: string;
    const client = personName(engagements.find((engagement) => engagement.id === output.input.engagementId)?.client);
    try {
      if (output.kind === 'job') {
        const { data } = await create({ variables: { input: output.input }, refetchQueries });
        const job = data?.createJob;
        if (!job) throw new Error('No answer');
        created = { id: job.id, title: job.title };
        said = client ? `${created.title} for ${client}.` : `${created.title}.`;
      } else {
        const { data } = await createSeries({ variables: { input: output.input }, refetchQueries });
        const series = data?.createJobSeries;
        if (!series) throw new Error('No answer');
        created = { id: series.id, title: series.title };
        said = seriesStarted(series, client);
      }
    } catch (error) {
      // What was typed stays: the server's field messages go beneath their fields, the rest above the buttons.
      for (const { path, message } of jobFieldErrorsOf(error)) {
        const field = fieldOf(path);
        if (field) setError(field, { type: 'server', message });
      }
      setRefusal(refusalOf(error));
      return;
    }
    toast({ title: output.kind === 'job' ? 'Job created' : 'Recurring series started', description: said, variant: 'success' });
    onCreated(created);
    close();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !saving && close()}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event)}>
        <DialogHeader>
          <DialogTitle>New job</DialogTitle>
          <DialogDescription>
            One return for one client and period, due on the tax calendar’s day; or, with Repeat, one for every period.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="New job">
          <SelectField label="Engagement" required disabled={!loaded} error={errors.engagementId?.message} {...register('engagementId')}>
            <option value="">{loaded ? 'Choose an engagement' : 'Loading engagements…'}</option>
            {engagements.map((engagement) => (
              <option key={engagement.id} value={engagement.id}>
                {engagement.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Template" required error={errors.templateKey?.message} {...register('templateKey')}>
            <option value="">Choose a template</option>
            {builtInJobTemplates.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.name}
              </option>
            ))}
          </SelectField>
          {asks('financialYearEnd') && (
            <DateField
              label={settingTexts.financialYearEnd.label}
              hint="Any year: its day and month are used."
              required
              error={errors.financialYearEnd?.message}
              registration={register('financialYearEnd')}
            />
          )}
          {asks('incorporated') && (
            <TextField
              label={settingTexts.incorporated.label}
              type="date"
              required
              error={errors.incorporated?.message}
              {...register('incorporated')}
            />
          )}
          {asks('yearEndMonth') && (
            <SelectField
              label={settingTexts.yearEndMonth.label}
              required={asks('yearEndMonth')?.required}
              error={errors.yearEndMonth?.message}
              {...register('yearEndMonth')}
            >
              {/* IRP6 years end in February unless SARS approved another month; VAT category E has no usual. */}
              <option value="">{asks('yearEndMonth')?.required ? 'Choose a month' : 'February (most taxpayers)'}</option>
              {MONTHS.map((month, index) => (
                <option key={month} value={String(index + 1)}>
                  {month}
                </option>
              ))}
            </SelectField>
          )}
          {asks('vatEndMonth') && (
            <SelectField label={settingTexts.vatEndMonth.label} error={errors.vatEndMonth?.message} {...register('vatEndMonth')}>
              <option value="">February and August (unless SARS approved others)</option>
              {MONTHS.slice(0, 6).map((month, index) => (
                <option key={month} value={String(index + 1)}>
                  {month} and {MONTHS[index + 6]}
                </option>
              ))}
            </SelectField>
          )}
          {asks('provisionalTaxpayer') && (
            <Setting>
              <Controller
                control={control}
                name="provisionalTaxpayer"
                render={({ field }) => (
                  <CheckboxField
                    label="Provisional taxpayer"
                    description="Their ITR12 is due when SARS’s season for provisional taxpayers closes."
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            </Setting>
          )}
          <Setting>
            <Controller
              control={control}
              name="repeat"
              render={({ field }) => (
                <CheckboxField
                  label="Repeat for every period"
                  description="A recurring series: a job for this period and for each one after it, each made before its period ends."
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </Setting>
          <SelectField
            label={form.repeat ? 'First period' : 'Period'}
            required
            disabled={periodChoices.unavailable !== null}
            error={errors.periodKey?.message}
            {...register('periodKey')}
          >
            {periodChoices.unavailable !== null ? (
              <option value="">{periodChoices.unavailable}</option>
            ) : (
              <>
                <option value="">Choose a period</option>
                {periodChoices.periods.map((period) => (
                  <option key={period.periodKey} value={period.periodKey}>
                    {period.label}
                  </option>
                ))}
              </>
            )}
          </SelectField>
          <FieldRow>
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
          </FieldRow>
          <FieldRow>
            <PrioritySelect error={errors.priority?.message} {...register('priority')} />
            {form.repeat ? (
              <TextField
                label="Made this many days before each period ends"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_LEAD_DAYS}
                required
                error={errors.leadDays?.message}
                {...register('leadDays')}
              />
            ) : (
              <DateField
                label="Due date (optional)"
                hint="Leave empty to use the tax calendar’s date"
                error={errors.dueDate?.message}
                registration={register('dueDate')}
              />
            )}
          </FieldRow>
          {choices.error && (
            <Failure role="alert">{formFailureMessage(choices.error, 'The engagements and staff could not be loaded.')}</Failure>
          )}
          {refusal && <Failure role="alert">{refusal}</Failure>}
          <Actions>
            <DialogClose asChild>
              <Button $variant="ghost" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? (form.repeat ? 'Starting…' : 'Creating…') : form.repeat ? 'Start series' : 'Create job'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What the toast says of a new series: how many jobs it made at once, and when it makes the next. */
function seriesStarted(
  series: { title: string; jobs: readonly unknown[]; upcoming: readonly { makesOn: string; skipped: boolean }[] },
  client: string | null,
): string {
  const name = `${series.title.split(':')[0]}${client ? ` for ${client}` : ''}`;
  const made = series.jobs.length === 0 ? 'no job yet' : series.jobs.length === 1 ? 'its first job' : `${series.jobs.length} jobs`;
  const next = series.upcoming.find((period) => !period.skipped);
  return `${name}: ${made} made now${next ? `; the next is made on ${formatCalendarDate(next.makesOn)}` : ''}.`;
}

/** "Sipho Dlamini: Monthly bookkeeping": by client first, so that one client's engagements stand together. */
function engagementLabel(engagement: { title: string; client: { firstName: string; lastName: string } | null }): string {
  const client = personName(engagement.client);
  return client ? `${client}: ${engagement.title}` : engagement.title;
}

/** A date input with a line of help beneath it, read out with the field (and its error, when there is one). */
function DateField({
  label,
  hint,
  required,
  error,
  registration,
}: {
  label: string;
  hint: string;
  required?: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const hintId = useId();
  return (
    <Field label={label} error={error}>
      {(control) => (
        <>
          <Input
            {...control}
            aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
            $invalid={!!error}
            type="date"
            required={required}
            {...registration}
          />
          <Hint id={hintId}>{hint}</Hint>
        </>
      )}
    </Field>
  );
}

const Setting = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
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
