import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { ContactSubmission } from './contact-submission.entity';

// A consultation's preferredDate arrives as YYYY-MM-DD (the web form) or as an ISO 8601
// date-time (API callers; the column is a timestamp): both APIs must store and answer the same day.

const dayAfter = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const today = () => todayInSouthAfrica(new Date());

const consultation = (email: string, preferredDate: string) => ({
  type: 'scheduled_consultation',
  firstName: 'Thabo',
  lastName: 'Nkosi',
  email,
  phone: '+27 82 555 0142',
  service: 'accounting',
  message: 'We would like to talk about our annual financial statements.',
  preferredDate,
  preferredTime: '09:00',
  consent: true,
});
/** The same consultation as GraphQL takes it: its choices named as the enums name them. */
const graphqlConsultation = (email: string, preferredDate: string) => ({
  ...consultation(email, preferredDate),
  type: 'SCHEDULED_CONSULTATION',
  service: 'ACCOUNTING',
});

const submitMutation =
  'mutation ($input: ContactSubmissionInput!) { submitContact(input: $input) { submission { preferredDate preferredTime } } }';

const malformed = 'Preferred date must be a real date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone';

describe.each(testDatabaseTargets)('a consultation’s preferred date as a date-time ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // More stored submissions than one address may send in an hour by default.
    t = await createTestApp(target, { CONTACT_SUBMISSIONS_PER_HOUR: '50' });
  });
  afterAll(() => t.close());
  const storedDay = async (email: string) =>
    (await t.database.dataSource.getRepository(ContactSubmission).findOneByOrFail({ email })).preferredDate?.toISOString();

  it('stores and answers through REST the same day as the equivalent YYYY-MM-DD', async () => {
    const tomorrow = dayAfter(today(), 1);
    const asDay = await t.request.post('/api/contact').send(consultation('day@example.co.za', tomorrow)).expect(201);
    // 23:30 at UTC-1 today is 02:30 tomorrow in Johannesburg.
    const asDateTime = await t.request
      .post('/api/contact')
      .send(consultation('datetime@example.co.za', `${today()}T23:30:00-01:00`))
      .expect(201);

    expect(asDay.body.preferredDate).toBe(`${tomorrow}T00:00:00.000Z`);
    expect(asDateTime.body.preferredDate).toBe(asDay.body.preferredDate);
    expect(await storedDay('datetime@example.co.za')).toBe(await storedDay('day@example.co.za'));
    expect(await storedDay('day@example.co.za')).toBe(`${tomorrow}T00:00:00.000Z`);
  });

  it('stores and answers through GraphQL the same day as the equivalent YYYY-MM-DD', async () => {
    const inAWeek = dayAfter(today(), 7);
    const asDay = await graphql(t.request, submitMutation, { input: graphqlConsultation('gql-day@example.co.za', inAWeek) }).expect(200);
    const asDateTime = await graphql(t.request, submitMutation, {
      input: graphqlConsultation('gql-datetime@example.co.za', `${inAWeek}T09:00:00Z`),
    }).expect(200);

    expect(asDay.body.errors).toBeUndefined();
    expect(asDay.body.data.submitContact.submission).toEqual({ preferredDate: `${inAWeek}T00:00:00.000Z`, preferredTime: '09:00' });
    expect(asDateTime.body.data.submitContact.submission).toEqual(asDay.body.data.submitContact.submission);
    expect(await storedDay('gql-datetime@example.co.za')).toBe(await storedDay('gql-day@example.co.za'));
  });

  it('refuses a date-time that is already yesterday in South Africa, though today where it was written', async () => {
    // 01:00 today at UTC+5 is 22:00 yesterday in Johannesburg.
    const response = await t.request
      .post('/api/contact')
      .send(consultation('early@example.co.za', `${today()}T01:00:00+05:00`))
      .expect(400);
    expect(response.body.errors).toEqual([{ path: 'preferredDate', message: 'Preferred date cannot be in the past' }]);
  });

  it('refuses a date-time without a time zone with a field error through both APIs', async () => {
    const value = `${dayAfter(today(), 3)}T09:00:00`;
    const rest = await t.request.post('/api/contact').send(consultation('nozone@example.co.za', value)).expect(400);
    expect(rest.body).toMatchObject({ message: malformed, errors: [{ path: 'preferredDate', message: malformed }] });

    const gql = await graphql(t.request, submitMutation, { input: graphqlConsultation('nozone@example.co.za', value) }).expect(200);
    expect(gql.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'preferredDate', message: malformed }],
    });
    expect(await t.database.dataSource.getRepository(ContactSubmission).countBy({ email: 'nozone@example.co.za' })).toBe(0);
  });
});
