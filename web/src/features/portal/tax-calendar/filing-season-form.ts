import { z } from 'zod';
import { filingSeasonSchema, type FilingSeasonValues } from '@validation/tax-calendar-inputs';
import type { FilingSeasonFieldsFragment, FilingSeasonInput, FilingSeasonKind } from '../../../graphql/generated';
import { filingSeasonKinds } from './tax-calendar-labels';

/** The filing season form as typed: which season, and its days (YYYY-MM-DD, from the date inputs). */
export interface FilingSeasonForm {
  kind: FilingSeasonKind;
  year: string;
  opens: string;
  closes: string;
  provisionalCloses: string;
}

/** What setFilingSeason is sent. */
export interface FilingSeasonSubmission {
  kind: FilingSeasonKind;
  year: number;
  input: FilingSeasonInput;
}

export const filingSeasonFormFields = ['kind', 'year', 'opens', 'closes', 'provisionalCloses'] as const;

/**
 * The form checked as the server checks it: the days by the shared filingSeasonSchema, the year as
 * the API takes it (2000 to 2100), and a provisional closing day for the ITR12 season only (the
 * field is not shown for the others, and nothing is sent from it).
 */
export const filingSeasonFormSchema = z
  .object({
    kind: z.enum(filingSeasonKinds, 'Choose a filing season'),
    year: z.string(),
    opens: z.string(),
    closes: z.string(),
    provisionalCloses: z.string(),
  })
  .superRefine((form, context) => {
    const year = form.year.trim();
    if (!/^\d{4}$/.test(year) || Number(year) < 2000 || Number(year) > 2100) {
      context.addIssue({ code: 'custom', path: ['year'], message: 'Year must be a year from 2000 to 2100' });
    }
    const itr12 = form.kind === 'ITR12';
    const days = filingSeasonSchema.safeParse(daysOf(form));
    for (const issue of days.success ? [] : days.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    if (itr12 && !form.provisionalCloses.trim()) {
      context.addIssue({ code: 'custom', path: ['provisionalCloses'], message: 'Say when the season closes for provisional taxpayers' });
    }
  })
  .transform((form): FilingSeasonSubmission => ({ kind: form.kind, year: Number(form.year.trim()), input: daysOf(form) }));

/** The days as filingSeasonSchema takes them and setFilingSeason is sent them. */
function daysOf(form: FilingSeasonForm): FilingSeasonValues & FilingSeasonInput {
  return {
    opens: form.opens.trim(),
    closes: form.closes.trim(),
    provisionalCloses: form.kind === 'ITR12' ? form.provisionalCloses.trim() || null : null,
  };
}

/** The form for a season (its own dates), or for a new one: this year's ITR12 season. */
export function filingSeasonFormOf(season: FilingSeasonFieldsFragment | null, thisYear: number): FilingSeasonForm {
  if (!season) return { kind: 'ITR12', year: String(thisYear), opens: '', closes: '', provisionalCloses: '' };
  return {
    kind: season.kind,
    year: String(season.year),
    opens: season.opens,
    closes: season.closes,
    provisionalCloses: season.provisionalCloses ?? '',
  };
}
