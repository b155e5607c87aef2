/**
 * What a client's periods are worked out from beyond the template (jobPeriods' settings): a
 * company's financial year-end, its day of incorporation, the month a year of assessment ends in,
 * the months six-monthly VAT periods end in, and whether an individual is a provisional taxpayer.
 * The New job form asks for them to offer periods; a recurring series keeps them to make its jobs.
 */
import { z } from 'zod';
import { day } from '../input-parts';
import type { JobPeriodSettings } from './job-periods';
import type { JobTemplate } from './job-templates';

export const periodSettingNames = ['financialYearEnd', 'incorporated', 'yearEndMonth', 'vatEndMonth', 'provisionalTaxpayer'] as const;
export type PeriodSetting = (typeof periodSettingNames)[number];

/** A setting a template's periods are worked out from, and whether it has no default. */
export interface TemplateSetting {
  name: PeriodSetting;
  required: boolean;
}

/** The settings `template`'s periods need, in the order a form asks for them; none without a template. */
export function settingsOf(template: JobTemplate | undefined): TemplateSetting[] {
  const settings: TemplateSetting[] = [];
  for (const rule of template?.rules ?? []) {
    if (rule === 'itr14') settings.push({ name: 'financialYearEnd', required: true });
    if (rule === 'cipc-annual-return') settings.push({ name: 'incorporated', required: true });
    if (rule === 'vat201' && template?.vatCategory === 'E') settings.push({ name: 'yearEndMonth', required: true });
    if (rule === 'vat201' && template?.vatCategory === 'D') settings.push({ name: 'vatEndMonth', required: false });
    if (rule.startsWith('irp6') && !settings.some((setting) => setting.name === 'yearEndMonth')) {
      settings.push({ name: 'yearEndMonth', required: false });
    }
    // ITR12 has a rule for each kind of taxpayer: one question decides between them.
    if (rule === 'itr12-provisional') settings.push({ name: 'provisionalTaxpayer', required: false });
  }
  return settings;
}

/** How each setting is named, and what a missing required one says. */
export const settingTexts: Record<Exclude<PeriodSetting, 'provisionalTaxpayer'>, { label: string; missing: string }> = {
  financialYearEnd: { label: 'Financial year-end', missing: 'Enter the financial year-end' },
  incorporated: { label: 'Incorporated on', missing: 'Enter the day the company was incorporated' },
  yearEndMonth: { label: 'Year of assessment ends in', missing: 'Choose the month the year of assessment ends in' },
  vatEndMonth: { label: 'Six-month periods end in', missing: 'Choose the months the periods end in' },
};

const month = (label: string) =>
  z
    .int(`${label} must be a month, 1 to 12`)
    .min(1, `${label} must be a month, 1 to 12`)
    .max(12, `${label} must be a month, 1 to 12`)
    .meta({ format: 'int32' });

/** The settings as sent: every one optional (null or left out for none); a template's need is checked by settingsFor. */
export const jobPeriodSettingsSchema = z.strictObject({
  financialYearEnd: day('Financial year-end').nullish(),
  incorporated: day('Incorporated on').nullish(),
  yearEndMonth: month('Year of assessment ends in').nullish(),
  vatEndMonth: month('Six-month periods end in').nullish(),
  provisionalTaxpayer: z.boolean('Provisional taxpayer must be true or false').nullish(),
});
export type JobPeriodSettingsInput = z.output<typeof jobPeriodSettingsSchema>;

/**
 * The settings `template` uses, as jobPeriods reads them (the others dropped, so a series keeps
 * only what matters to it), and a problem for each required one that is missing, its path
 * `settings.<name>`.
 */
export function settingsFor(
  template: JobTemplate,
  values: JobPeriodSettingsInput | null | undefined,
): { settings: JobPeriodSettings; errors: { path: string; message: string }[] } {
  const settings: Record<string, unknown> = {};
  const errors: { path: string; message: string }[] = [];
  for (const { name, required } of settingsOf(template)) {
    const value = values?.[name];
    if (value !== null && value !== undefined) settings[name] = value;
    else if (required && name !== 'provisionalTaxpayer') errors.push({ path: `settings.${name}`, message: settingTexts[name].missing });
  }
  return { settings, errors };
}
