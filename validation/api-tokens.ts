import { z } from 'zod';
import { API_TOKEN_MAX_DAYS, apiTokenScopeValues, apiTokenStatusValues } from './api-token-scopes';
import { isCalendarDate, todayInSouthAfrica } from './south-africa-time';

export const API_TOKEN_NAME_MAX_LENGTH = 100;
export const API_TOKEN_TOO_LONG = `An API token lasts at most ${API_TOKEN_MAX_DAYS} days`;

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(API_TOKEN_NAME_MAX_LENGTH, `Name must be at most ${API_TOKEN_NAME_MAX_LENGTH} characters`);

const scopes = z
  .array(z.enum(apiTokenScopeValues, `Scopes must be among ${apiTokenScopeValues.join(', ')}`), { error: 'Choose at least one scope' })
  .min(1, 'Choose at least one scope')
  .max(apiTokenScopeValues.length, `Choose at most ${apiTokenScopeValues.length} scopes`)
  .transform((chosen) => [...new Set(chosen)]);

/** A new token (POST /api/tokens, createApiToken): what it is called, what it may do, how long it lasts. */
export const createApiTokenSchema = z.object({
  name,
  scopes,
  expiresInDays: z
    .number({ error: 'Expires in days is required: a whole number of days, 1 to 365' })
    .int('Expires in days must be a whole number')
    .min(1, 'Expires in days must be at least 1')
    .max(API_TOKEN_MAX_DAYS, API_TOKEN_TOO_LONG)
    .meta({ format: 'int32' }),
});

export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

/** The administrators' list: every token, or those in one state. */
export const apiTokenFilterSchema = z.object({
  status: z.enum(apiTokenStatusValues, 'Status must be active, expired or revoked').nullish(),
});

/**
 * The create form: a lifetime of 30, 90 or 365 days, or a day of the person's choosing (SAST),
 * which is sent as the days from today.
 */
export const apiTokenFormSchema = z
  .object({
    name,
    scopes,
    lifetime: z.enum(['30', '90', '365', 'date'], 'Choose when it expires'),
    expiresOn: z.string(),
  })
  .superRefine((values, context) => {
    if (values.lifetime !== 'date') return;
    const days = daysUntil(values.expiresOn);
    if (days === null) context.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Choose the day it expires' });
    else if (days < 1) context.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Choose a day after today' });
    else if (days > API_TOKEN_MAX_DAYS) context.addIssue({ code: 'custom', path: ['expiresOn'], message: API_TOKEN_TOO_LONG });
  });

export type ApiTokenFormValues = z.input<typeof apiTokenFormSchema>;

/** Whole days from today (SAST) to a YYYY-MM-DD day; null for anything that is not a day. */
export function daysUntil(day: string, now = new Date()): number | null {
  if (!isCalendarDate(day)) return null;
  const today = todayInSouthAfrica(now);
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / (24 * 60 * 60 * 1000));
}

/** What the form sends: its lifetime as days. */
export function createInputOf(values: z.output<typeof apiTokenFormSchema>, now = new Date()): CreateApiTokenInput {
  const expiresInDays = values.lifetime === 'date' ? (daysUntil(values.expiresOn, now) ?? 0) : Number(values.lifetime);
  return { name: values.name, scopes: values.scopes, expiresInDays };
}
