import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { enumName } from '@validation/enum-names';
import { builtInJobTemplates, jobTemplateOf } from '@validation/jobs/job-templates';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { taskPriorityValues } from '@validation/task-values';
import { useCreateJobMutation, useNewJobChoicesQuery, type CreateJobInput } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/Checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { Field, Input, SelectField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { media } from '../../../lib/theme';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { personName } from './JobCard';
import { taskPriorityLabels } from '../tasks';
import { useFocusReturn } from '../../../components/focus-return';
import {
  jobFieldErrorsOf,
  newJobForm,
  newJobFormFields,
  newJobFormSchema,
  periodChoicesOf,
  settingsOf,
  settingTexts,
  type NewJobForm,
} from './new-job-form';

export interface NewJobDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the job the API made, before the dialog closes. */
  onCreated: (job: { id: string; title: string }) => void;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** South Africa's day now. */
const todayNow = () => todayInSouthAfrica(new Date());

const isShown = (path: string) => (newJobFormFields as readonly string[]).includes(path);

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
  } = useForm<NewJobForm, unknown, CreateJobInput>({
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
  const [create, { loading: saving }] = useCreateJobMutation();
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

  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    let created: { id: string; title: string } | undefined;
    try {
      const { data } = await create({ variables: { input }, refetchQueries: ['JobColumn', 'JobList'] });
      created = data?.createJob;
      if (!created) throw new Error('No answer');
    } catch (error) {
      // What was typed stays: the server's field messages go beneath their fields, the rest above the buttons.
      for (const { path, message } of jobFieldErrorsOf(error)) {
        const field = newJobFormFields.find((name) => name === path);
        if (field) setError(field, { type: 'server', message });
      }
      setRefusal(refusalOf(error));
      return;
    }
    const client = personName(engagements.find((engagement) => engagement.id === input.engagementId)?.client);
    toast({ title: 'Job created', description: client ? `${created.title} for ${client}.` : `${created.title}.`, variant: 'success' });
    onCreated({ id: created.id, title: created.title });
    close();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !saving && close()}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event)}>
        <DialogHeader>
          <DialogTitle>New job</DialogTitle>
          <DialogDescription>One return for one client and period, due on the tax calendar’s day.</DialogDescription>
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
          <SelectField
            label="Period"
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
          <Row>
            <SelectField label="Assignee" disabled={!loaded} error={errors.assignedTo?.message} {...register('assignedTo')}>
              <option value="">Nobody</option>
              {advisors.map((advisor) => (
                <option key={advisor.id} value={advisor.id}>
                  {personName(advisor)}
                </option>
              ))}
            </SelectField>
            <SelectField label="Reviewer" disabled={!loaded} error={errors.reviewerId?.message} {...register('reviewerId')}>
              <option value="">Nobody</option>
              {advisors.map((advisor) => (
                <option key={advisor.id} value={advisor.id}>
                  {personName(advisor)}
                </option>
              ))}
            </SelectField>
          </Row>
          <Row>
            <SelectField label="Priority" error={errors.priority?.message} {...register('priority')}>
              {taskPriorityValues.map((priority) => (
                <option key={priority} value={priority}>
                  {taskPriorityLabels[enumName(priority)]}
                </option>
              ))}
            </SelectField>
            <DateField
              label="Due date (optional)"
              hint="Leave empty to use the tax calendar’s date"
              error={errors.dueDate?.message}
              registration={register('dueDate')}
            />
          </Row>
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
              {saving ? 'Creating…' : 'Create job'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
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

const Row = styled.div`
  display: grid;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[4]};
  }
`;

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
