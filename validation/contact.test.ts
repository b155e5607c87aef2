import { CONSENT_REQUIRED_MESSAGE, createConsultationSchema, getInTouchSchema } from './contact';

// 00:30 on 12 May 2026 in Johannesburg, still 11 May in UTC: the firm's "today" is the 12th.
const now = () => new Date('2026-05-11T22:30:00.000Z');
const schema = createConsultationSchema(now);

const request = {
  firstName: 'Naledi',
  lastName: 'Mokoena',
  email: 'naledi@mokoena-logistics.co.za',
  phone: '+27 82 555 0199',
  message: 'We would like to discuss our provisional tax.',
  preferredTime: '10:00',
  consent: true,
};

const preferredDateOf = (preferredDate: unknown) => {
  const result = schema.safeParse({ ...request, preferredDate });
  return result.success
    ? { day: result.data.preferredDate }
    : { errors: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
};

const malformed = [
  { path: 'preferredDate', message: 'Preferred date must be a real date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone' },
];
const past = [{ path: 'preferredDate', message: 'Preferred date cannot be in the past' }];

describe('the consultation’s preferred date', () => {
  it('keeps a YYYY-MM-DD day as it is, as the web form sends it', () => {
    expect(preferredDateOf('2026-05-12')).toEqual({ day: '2026-05-12' });
    expect(preferredDateOf(' 2026-12-01 ')).toEqual({ day: '2026-12-01' });
  });

  it('reads a date-time as its calendar day in South Africa', () => {
    expect(preferredDateOf('2026-12-01T09:00:00Z')).toEqual({ day: '2026-12-01' });
    expect(preferredDateOf('2026-12-01T21:59:59.999Z')).toEqual({ day: '2026-12-01' });
    // 22:00 UTC is midnight in Johannesburg: the next day.
    expect(preferredDateOf('2026-12-01T22:00:00Z')).toEqual({ day: '2026-12-02' });
    // 23:30 at UTC-1 is 02:30 on the 2nd in Johannesburg.
    expect(preferredDateOf('2026-12-01T23:30:00-01:00')).toEqual({ day: '2026-12-02' });
    // 01:00 at UTC+5 is 22:00 on the previous evening in Johannesburg.
    expect(preferredDateOf('2026-12-02T01:00:00+05:00')).toEqual({ day: '2026-12-01' });
    expect(preferredDateOf('2026-12-01T09:00+02:00')).toEqual({ day: '2026-12-01' });
  });

  it('refuses days before the firm’s today, judged on the South African day', () => {
    expect(preferredDateOf('2026-05-11')).toEqual({ errors: past });
    expect(preferredDateOf('2020-01-01T09:00:00Z')).toEqual({ errors: past });
    // Still 11 May in Johannesburg (23:59), though 12 May in Mauritius.
    expect(preferredDateOf('2026-05-12T01:59:00+04:00')).toEqual({ errors: past });
    // Still 11 May in UTC, already 12 May (today) in Johannesburg.
    expect(preferredDateOf('2026-05-11T22:00:00Z')).toEqual({ day: '2026-05-12' });
  });

  it('refuses malformed values and days or times that do not exist with one field error', () => {
    for (const value of [
      '01/12/2026',
      'tomorrow',
      '2026-02-30',
      '2026-12-01T09:00:00',
      '2026-12-01 09:00:00Z',
      '2026-12-01T24:00:00Z',
      '2026-12-01T09:60:00Z',
      '2026-12-01T09:00:00+2',
      '2026-02-30T09:00:00Z',
    ])
      expect({ value, ...preferredDateOf(value) }).toEqual({ value, errors: malformed });
  });

  it('asks for the date when it is missing or blank, with the spec’s message', () => {
    const required = [{ path: 'preferredDate', message: 'Preferred date is required' }];
    expect(preferredDateOf(undefined)).toEqual({ errors: required });
    expect(preferredDateOf('   ')).toEqual({ errors: required });
    expect(preferredDateOf(20261201)).toEqual({ errors: required });
  });
});

describe('the consent box of both forms', () => {
  const enquiry = { firstName: 'Naledi', lastName: 'Mokoena', email: 'naledi@example.co.za', message: 'Hello' };
  const consentErrorsOf = (input: Record<string, unknown>) => {
    const result = getInTouchSchema.safeParse(input);
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'consent').map((issue) => issue.message);
  };

  it('refuses a form without consent, unticked or not a yes, naming the consent field', () => {
    expect(consentErrorsOf(enquiry)).toEqual([CONSENT_REQUIRED_MESSAGE]);
    expect(consentErrorsOf({ ...enquiry, consent: false })).toEqual([CONSENT_REQUIRED_MESSAGE]);
    expect(consentErrorsOf({ ...enquiry, consent: 'yes' })).toEqual([CONSENT_REQUIRED_MESSAGE]);
    expect(schema.safeParse({ ...request, preferredDate: '2026-05-12', consent: false }).success).toBe(false);
  });

  it('accepts a ticked box', () => {
    expect(getInTouchSchema.safeParse({ ...enquiry, consent: true }).success).toBe(true);
  });
});
