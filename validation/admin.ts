import { z } from 'zod';

const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .nullish();

/** Filters of the audit log (Recent Activity, playground questions). */
export const auditLogFilterSchema = z.object({
  action: z.string().trim().max(100, 'Action must be at most 100 characters').nullish(),
  excludeAction: z.string().trim().max(100, 'Exclude action must be at most 100 characters').nullish(),
  userId: z.string().trim().max(36, 'User id must be at most 36 characters').nullish(),
  resourceType: z.string().trim().max(50, 'Resource type must be at most 50 characters').nullish(),
  from: isoDate('From'),
  to: isoDate('To'),
});
