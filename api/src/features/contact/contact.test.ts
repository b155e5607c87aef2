import fs from 'node:fs';
import path from 'node:path';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { CONSENT_REQUIRED_MESSAGE, todayInSouthAfrica } from '../../../../validation/contact';
import { PRIVACY_NOTICE_VERSION } from '../../../../validation/privacy-notice';
import { ContactSubmission } from './contact-submission.entity';

const enquiry = {
  type: 'get_in_touch',
  firstName: 'Naledi',
  lastName: 'Mokoena',
  email: 'naledi@mokoena-logistics.co.za',
  company: 'Mokoena Logistics (Pty) Ltd',
  service: 'taxation',
  message: 'We need help with our VAT201 returns and a SARS audit letter.',
  consent: true,
};

const tomorrow = () => {
  const date = new Date(`${todayInSouthAfrica(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const consultation = () => ({
  ...enquiry,
  type: 'scheduled_consultation',
  phone: '+27 82 555 0199',
  preferredDate: tomorrow(),
  preferredTime: '10:00',
});

function outboxFiles(t: TestApp): string[] {
  const directory = t.config.outboxDir;
  return fs.existsSync(directory) ? fs.readdirSync(directory).map((file) => fs.readFileSync(path.join(directory, file), 'utf8')) : [];
}

describe.each(testDatabaseTargets)('contact submissions ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());
  const stored = (email: string) => t.database.dataSource.getRepository(ContactSubmission).findBy({ email });

  it('stores a Get In Touch message, answers 201 and e-mails the firm', async () => {
    const response = await t.request
      .post('/api/contact')
      .send({ ...enquiry, email: 'first@example.co.za' })
      .expect(201);
    expect(response.body).toMatchObject({ id: expect.any(String), type: 'get_in_touch', firstName: 'Naledi', service: 'taxation' });
    const [row] = await stored('first@example.co.za');
    expect(row).toMatchObject({ type: 'get_in_touch', company: 'Mokoena Logistics (Pty) Ltd', preferredDate: null, preferredTime: null });
    await t.app.services.mailQueue.drain();
    const mail = outboxFiles(t).find((text) => text.includes('first@example.co.za'));
    expect(mail).toContain('To: enquiries@khanya-advisory.co.za');
    expect(mail).toContain('Subject: New enquiry from Naledi Mokoena');
    expect(mail).toContain('Service:  Taxation');
  });

  it('stores a consultation request with its preferred date and time', async () => {
    const request = { ...consultation(), email: 'consult@example.co.za' };
    await t.request.post('/api/contact').send(request).expect(201);
    const [row] = await stored('consult@example.co.za');
    expect(row.type).toBe('scheduled_consultation');
    expect(row.phone).toBe('+27 82 555 0199');
    expect(row.preferredDate?.toISOString().slice(0, 10)).toBe(request.preferredDate);
    expect(row.preferredTime).toBe('10:00');
  });

  it('refuses a consultation without phone, date and time with the spec messages', async () => {
    const response = await t.request
      .post('/api/contact')
      .send({ ...enquiry, type: 'scheduled_consultation' })
      .expect(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'phone', message: 'Phone number is required for consultations' },
        { path: 'preferredDate', message: 'Preferred date is required' },
        { path: 'preferredTime', message: 'Preferred time is required' },
      ]),
    );
  });

  it('refuses a preferred date in the past', async () => {
    const response = await t.request
      .post('/api/contact')
      .send({ ...consultation(), preferredDate: '2020-01-01' })
      .expect(400);
    expect(response.body.errors).toEqual([{ path: 'preferredDate', message: 'Preferred date cannot be in the past' }]);
  });

  it('refuses a preferred time that is not offered', async () => {
    const response = await t.request
      .post('/api/contact')
      .send({ ...consultation(), preferredTime: '23:00' })
      .expect(400);
    expect(response.body.errors).toEqual([{ path: 'preferredTime', message: 'Preferred time is required' }]);
  });

  it('refuses a 101-character first name with a field error, not a 500', async () => {
    const response = await t.request
      .post('/api/contact')
      .send({ ...enquiry, firstName: 'A'.repeat(101) })
      .expect(400);
    expect(response.body).toMatchObject({
      message: 'First name must be at most 100 characters',
      errors: [{ path: 'firstName', message: 'First name must be at most 100 characters' }],
    });
  });

  it('names every missing required field', async () => {
    const response = await t.request.post('/api/contact').send({}).expect(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toEqual([
      'firstName',
      'lastName',
      'email',
      'message',
      'consent',
    ]);
  });

  it('refuses an unknown service, an invalid e-mail and an unknown form type', async () => {
    expect(
      (
        await t.request
          .post('/api/contact')
          .send({ ...enquiry, service: 'astrology' })
          .expect(400)
      ).body.errors[0].path,
    ).toBe('service');
    expect(
      (
        await t.request
          .post('/api/contact')
          .send({ ...enquiry, email: 'not-an-email' })
          .expect(400)
      ).body.errors,
    ).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
    expect(
      (
        await t.request
          .post('/api/contact')
          .send({ ...enquiry, type: 'newsletter' })
          .expect(400)
      ).body.errors,
    ).toEqual([{ path: 'type', message: 'Type must be get_in_touch or scheduled_consultation' }]);
  });

  it('refuses either form without the consent box ticked, naming consent, and stores nothing', async () => {
    for (const consent of [undefined, false, 'yes']) {
      const response = await t.request
        .post('/api/contact')
        .send({ ...enquiry, email: 'no-consent@example.co.za', consent })
        .expect(400);
      expect(response.body.errors).toEqual([{ path: 'consent', message: CONSENT_REQUIRED_MESSAGE }]);
    }
    const consultationWithout = await t.request
      .post('/api/contact')
      .send({ ...consultation(), email: 'no-consent@example.co.za', consent: false })
      .expect(400);
    expect(consultationWithout.body.errors).toEqual([{ path: 'consent', message: CONSENT_REQUIRED_MESSAGE }]);
    expect(await stored('no-consent@example.co.za')).toEqual([]);
  });

  it('stores when consent was given and to which privacy notice, and shows both to administrators', async () => {
    const before = Date.now();
    await t.request
      .post('/api/contact')
      .send({ ...enquiry, email: 'consented@example.co.za' })
      .expect(201);
    const [row] = await stored('consented@example.co.za');
    expect(row.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    // MySQL keeps whole seconds in a datetime column.
    expect(row.consentGivenAt!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(row.consentGivenAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const admin = await t.agent('admin');
    const listed = await graphql(
      admin,
      '{ contactSubmissions(filter: { search: "consented@" }) { nodes { email consentGivenAt privacyNoticeVersion } } }',
    );
    expect(listed.body.data.contactSubmissions.nodes).toEqual([
      { email: 'consented@example.co.za', consentGivenAt: row.consentGivenAt!.toISOString(), privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
    ]);
  });

  it('accepts and drops a submission whose honeypot is filled', async () => {
    await t.request
      .post('/api/contact')
      .send({ ...enquiry, email: 'bot@example.com', website: 'http://spam.example' })
      .expect(201);
    expect(await stored('bot@example.com')).toEqual([]);
  });

  it('takes the same submission through GraphQL, with the same rules', async () => {
    const mutation =
      'mutation ($input: ContactSubmissionInput!) { submitContact(input: $input) { message submission { id type service preferredTime } } }';
    // GraphQL names the choices in SCREAMING_CASE; they are stored as REST spells them.
    const inGraphql = { ...enquiry, type: 'GET_IN_TOUCH', service: 'TAXATION' };
    const ok = await graphql(t.request, mutation, {
      input: { ...consultation(), type: 'SCHEDULED_CONSULTATION', service: 'TAXATION', email: 'gql@example.co.za' },
    }).expect(200);
    expect(ok.body.data.submitContact.submission).toMatchObject({
      type: 'SCHEDULED_CONSULTATION',
      service: 'TAXATION',
      preferredTime: '10:00',
    });
    expect(await stored('gql@example.co.za')).toEqual([expect.objectContaining({ type: 'scheduled_consultation', service: 'taxation' })]);

    const misspelt = await graphql(t.request, mutation, {
      input: { ...inGraphql, service: 'taxation', email: 'gql-lower@example.co.za' },
    }).expect(400);
    expect(misspelt.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(misspelt.body.errors[0].message).toMatch(
      'Variable "$input" got invalid value "taxation" at "input.service"; Value "taxation" does not exist in "ServiceArea" enum',
    );
    expect(await stored('gql-lower@example.co.za')).toEqual([]);

    const bad = await graphql(t.request, mutation, { input: { ...inGraphql, type: 'SCHEDULED_CONSULTATION', phone: '' } }).expect(200);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].extensions.fieldErrors).toEqual(
      expect.arrayContaining([{ path: 'phone', message: 'Phone number is required for consultations' }]),
    );

    const withoutConsent = await graphql(t.request, mutation, {
      input: { ...inGraphql, email: 'gql-no@example.co.za', consent: false },
    }).expect(200);
    expect(withoutConsent.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'consent', message: CONSENT_REQUIRED_MESSAGE }],
    });
    expect(await stored('gql-no@example.co.za')).toEqual([]);
  });
});

describe('contact submission limits and failures', () => {
  it('answers 429 after five stored submissions from one address, without counting refused ones', async () => {
    const t = await createTestApp({});
    try {
      for (let attempt = 0; attempt < 3; attempt += 1)
        await t.request
          .post('/api/contact')
          .send({ ...enquiry, firstName: '' })
          .expect(400);
      for (let sent = 0; sent < 5; sent += 1) await t.request.post('/api/contact').send(enquiry).expect(201);
      const limited = await t.request.post('/api/contact').send(enquiry).expect(429);
      expect(limited.body.message).toMatch(/Too many messages from your network/);
    } finally {
      await t.close();
    }
  });

  it('keeps the submission when the mail server cannot be reached', async () => {
    const t = await createTestApp({}, { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      await t.request
        .post('/api/contact')
        .send({ ...enquiry, email: 'kept@example.co.za' })
        .expect(201);
      expect(await t.database.dataSource.getRepository(ContactSubmission).countBy({ email: 'kept@example.co.za' })).toBe(1);
    } finally {
      await t.close();
    }
  });
});
