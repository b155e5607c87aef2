import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  FilingSeasonsDocument,
  TaxCalendarDocument,
  useSetFilingSeasonMutation,
  type FilingSeasonFieldsFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { SelectField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { media } from '../../../lib/theme';
import { fieldErrorsOf } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { Actions, Failure, refusalMessage } from '../../../components/ConfirmDialog';
import { useFocusReturn } from '../../../components/focus-return';
import {
  filingSeasonFormFields,
  filingSeasonFormOf,
  filingSeasonFormSchema,
  type FilingSeasonForm,
  type FilingSeasonSubmission,
} from './filing-season-form';
import { filingSeasonKindLabels, filingSeasonKinds, seasonName } from './tax-calendar-labels';

/** What the dialog is open for: a season to set (`season` null) or the one of a row. */
export interface FilingSeasonDraft {
  season: FilingSeasonFieldsFragment | null;
}

/**
 * "Set dates" (setFilingSeason, administrators): the days SARS announced for one filing season,
 * new or replacing what was set for its kind and year. The provisional taxpayers' closing day is
 * asked for the ITR12 season only. The calendar and the seasons are asked again on success.
 */
export function FilingSeasonDialog({
  draft,
  thisYear,
  onClose,
}: {
  draft: FilingSeasonDraft | null;
  thisYear: number;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading: saving }] = useSetFilingSeasonMutation();
  const returnFocus = useFocusReturn(draft);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FilingSeasonForm, unknown, FilingSeasonSubmission>({
    resolver: zodResolver(filingSeasonFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: filingSeasonFormOf(draft?.season ?? null, thisYear),
  });
  const kind = useWatch({ control, name: 'kind' });

  // Each opening starts from its season (or a new one): the dialog stays mounted between them.
  useEffect(() => {
    if (draft) reset(filingSeasonFormOf(draft.season, thisYear));
  }, [draft, thisYear, reset]);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save({ variables: values, refetchQueries: [TaxCalendarDocument, FilingSeasonsDocument], awaitRefetchQueries: true });
    } catch (error) {
      showServerFieldErrors<FilingSeasonForm>(error, filingSeasonFormFields, setError);
      const named = fieldErrorsOf(error).filter((fieldError) => (filingSeasonFormFields as readonly string[]).includes(fieldError.path));
      setFailure(named.length > 0 ? null : refusalMessage(error, 'The filing season could not be saved. Please try again.'));
      return;
    }
    toast({ title: 'Filing season saved', description: seasonName(values), variant: 'success' });
    close();
  });

  return (
    <Dialog open={!!draft} onOpenChange={(open) => !open && !saving && close()}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event)}>
        <DialogHeader>
          <DialogTitle>Set filing season dates</DialogTitle>
          <DialogDescription>
            The days SARS announced for one season. Dates already set for the same season and year are replaced.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Set filing season dates">
          <Row>
            <SelectField label="Season" error={errors.kind?.message} {...register('kind')}>
              {filingSeasonKinds.map((value) => (
                <option key={value} value={value}>
                  {filingSeasonKindLabels[value]}
                </option>
              ))}
            </SelectField>
            <TextField label="Year" inputMode="numeric" autoComplete="off" required error={errors.year?.message} {...register('year')} />
          </Row>
          <Hint>ITR12: the year of assessment it files (2026 ends in February 2026). EMP501: the tax year.</Hint>
          <Row>
            <TextField label="Opens" type="date" required error={errors.opens?.message} {...register('opens')} />
            <TextField
              label={kind === 'ITR12' ? 'Closes (non-provisional taxpayers)' : 'Closes'}
              type="date"
              required
              error={errors.closes?.message}
              {...register('closes')}
            />
          </Row>
          {kind === 'ITR12' && (
            <TextField
              label="Closes (provisional taxpayers)"
              type="date"
              required
              error={errors.provisionalCloses?.message}
              {...register('provisionalCloses')}
            />
          )}
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <Button $variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save dates'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[4]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Hint = styled.p`
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
