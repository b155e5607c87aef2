import type { z } from 'zod';
import type { declaredHolidayRecord } from './declared-holiday.record';
import type { deadlineOverrideRecord } from './deadline-override.record';
import type { filingSeasonRecord } from './filing-season.record';
import type { taxCalendarRecord } from './tax-calendar.record';
import type { declareHolidaySchema, deadlineOverrideSchema, filingSeasonSchema } from '../../../../validation/tax-calendar-inputs';

/*
 * The firm's tax calendar as the OpenAPI examples show it. The calendar is what
 * validation/tax-calendar/ gives for its days with the 2026 ITR12 season entered (the one the demo
 * seeds, demo/demo-tax-calendar.ts) and no other entries: the public holidays of Schedule 1 and the
 * deadlines every client of a kind shares, each on its business day.
 */

/** PUT /api/tax-calendar/filing-seasons/itr12/2026: the 2026 season's days. */
export const filingSeasonInputExample: z.input<typeof filingSeasonSchema> = {
  opens: '2026-07-13',
  closes: '2026-10-23',
  provisionalCloses: '2027-01-22',
};

/** GET /api/tax-calendar/filing-seasons: that season, entered once SARS announced it. */
export const filingSeasonExample: z.input<typeof filingSeasonRecord> = {
  id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e',
  kind: 'itr12',
  year: 2026,
  opens: '2026-07-13',
  closes: '2026-10-23',
  provisionalCloses: '2027-01-22',
  createdAt: '2026-06-15T07:05:31.000Z',
  updatedAt: '2026-06-15T07:05:31.000Z',
};

/**
 * GET /api/tax-calendar?from=2026-09-21&to=2026-10-31: the last weeks of the season for
 * non-provisional taxpayers. Two VAT201s named for Saturday 31 October are due on Friday the 30th.
 */
export const taxCalendarExample: z.input<typeof taxCalendarRecord> = {
  from: '2026-09-21',
  to: '2026-10-31',
  holidays: [{ date: '2026-09-24', name: 'Heritage Day', reason: 'schedule' }],
  deadlines: [
    {
      periodKey: 'irp6-3:2026-02',
      rule: 'irp6-3',
      label: 'Provisional tax (IRP6), voluntary third payment, the year ending Feb 2026',
      due: '2026-09-30',
      computed: '2026-09-30',
      named: '2026-09-30',
      movedBecause: null,
      overrideReason: null,
    },
    {
      periodKey: 'vat201:2026-07..2026-08',
      rule: 'vat201',
      label: 'VAT201 for Jul–Aug 2026 (category B, eFiling)',
      due: '2026-09-30',
      computed: '2026-09-30',
      named: '2026-09-30',
      movedBecause: null,
      overrideReason: null,
    },
    {
      periodKey: 'vat201:2026-08..2026-08',
      rule: 'vat201',
      label: 'VAT201 for Aug 2026 (category C, eFiling)',
      due: '2026-09-30',
      computed: '2026-09-30',
      named: '2026-09-30',
      movedBecause: null,
      overrideReason: null,
    },
    {
      periodKey: 'emp201:2026-09',
      rule: 'emp201',
      label: 'EMP201 for Sep 2026',
      due: '2026-10-07',
      computed: '2026-10-07',
      named: '2026-10-07',
      movedBecause: null,
      overrideReason: null,
    },
    {
      periodKey: 'itr12-non-provisional:2026',
      rule: 'itr12-non-provisional',
      label: 'ITR12, the 2026 year of assessment: non-provisional taxpayers',
      due: '2026-10-23',
      computed: '2026-10-23',
      named: '2026-10-23',
      movedBecause: null,
      overrideReason: null,
    },
    {
      periodKey: 'vat201:2026-08..2026-09',
      rule: 'vat201',
      label: 'VAT201 for Aug–Sep 2026 (category A, eFiling)',
      due: '2026-10-30',
      computed: '2026-10-30',
      named: '2026-10-31',
      movedBecause: '31 Oct 2026 is a Saturday',
      overrideReason: null,
    },
    {
      periodKey: 'vat201:2026-09..2026-09',
      rule: 'vat201',
      label: 'VAT201 for Sep 2026 (category C, eFiling)',
      due: '2026-10-30',
      computed: '2026-10-30',
      named: '2026-10-31',
      movedBecause: '31 Oct 2026 is a Saturday',
      overrideReason: null,
    },
  ],
};

/** POST /api/tax-calendar/holidays: the general election of 29 May 2024, which the President declared a public holiday. */
export const declareHolidayExample: z.input<typeof declareHolidaySchema> = { date: '2024-05-29', name: 'General election' };

/** GET /api/tax-calendar/holidays: that day, as entered. */
export const declaredHolidayExample: z.input<typeof declaredHolidayRecord> = {
  id: '8c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e1f',
  ...declareHolidayExample,
  createdAt: '2024-02-21T08:12:45.000Z',
  updatedAt: '2024-02-21T08:12:45.000Z',
};

/** PUT /api/tax-calendar/overrides/emp201:2026-11: a made-up extension of the EMP201 due on Monday 7 December 2026. */
export const deadlineOverrideInputExample: z.input<typeof deadlineOverrideSchema> = {
  dueDate: '2026-12-09',
  reason: 'SARS extended the due date to 9 December after eFiling was unavailable on 7 December.',
};

/** GET /api/tax-calendar/overrides: that extension, by its period key. */
export const deadlineOverrideExample: z.input<typeof deadlineOverrideRecord> = {
  id: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
  periodKey: 'emp201:2026-11',
  ...deadlineOverrideInputExample,
  createdAt: '2026-12-07T12:40:03.000Z',
  updatedAt: '2026-12-07T12:40:03.000Z',
};
