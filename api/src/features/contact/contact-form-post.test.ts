import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ContactSubmission } from './contact-submission.entity';
import { CONSENT_REQUIRED_MESSAGE } from '../../../../validation/contact';
import { contactFormFields } from '../../../../validation/contact-texts';

/** What a browser sends for the Get In Touch form when no script handles it. */
const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const enquiry = {
  firstName: 'Lindiwe',
  lastName: 'Nkosi',
  email: 'lindiwe@nkosi-farming.co.za',
  phone: '',
  company: 'Nkosi Farming',
  service: 'bookkeeping',
  message: 'Our bookkeeper left; we need monthly books from March.',
  website: '',
  // A ticked checkbox posts its default value.
  consent: 'on',
};

describe.each(testDatabaseTargets)('the Get In Touch form posted without script ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const storedFor = (email: string) => t.database.dataSource.getRepository(ContactSubmission).findBy({ email });

  it('stores the enquiry and answers a page saying it was sent', async () => {
    const response = await t.request
      .post('/api/contact/form')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(formBody(enquiry))
      .expect(200);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('Message Sent Successfully');
    expect(response.text).toContain('within 2 hours');
    const [stored] = await storedFor(enquiry.email);
    expect(stored).toMatchObject({ type: 'get_in_touch', firstName: 'Lindiwe', service: 'bookkeeping', phone: null });
    expect(stored.consentGivenAt).toBeInstanceOf(Date);
  });

  it('names each field at fault by its label, escaped, and stores nothing', async () => {
    const response = await t.request
      .post('/api/contact/form')
      .type('form')
      .send(formBody({ ...enquiry, firstName: '', email: 'not-an-email<script>', message: '' }))
      .expect(400);
    expect(response.text).toContain('Failed to Send Message');
    expect(response.text).toMatch(/First Name: /);
    expect(response.text).toMatch(/Email Address: /);
    expect(response.text).toMatch(/Message: /);
    expect(response.text).toContain('Back button');
    expect(response.text).not.toContain('<script>');
    expect(await storedFor('not-an-email<script>')).toHaveLength(0);
  });

  it('refuses a form whose consent box was left unticked, naming the box by its label', async () => {
    const { consent: _unticked, ...withoutConsent } = enquiry;
    const response = await t.request
      .post('/api/contact/form')
      .type('form')
      .send(formBody({ ...withoutConsent, email: 'unticked@example.co.za' }))
      .expect(400);
    expect(response.text).toContain('Failed to Send Message');
    expect(response.text).toContain(`${contactFormFields.consent.label}: ${CONSENT_REQUIRED_MESSAGE}`);
    expect(await storedFor('unticked@example.co.za')).toHaveLength(0);
  });

  it('cannot be turned into a consultation', async () => {
    await t.request
      .post('/api/contact/form')
      .type('form')
      .send(formBody({ ...enquiry, email: 'typed@example.co.za', type: 'scheduled_consultation' }))
      .expect(200);
    const [stored] = await storedFor('typed@example.co.za');
    expect(stored.type).toBe('get_in_touch');
  });

  it('drops a bot that fills the honeypot while answering as if sent', async () => {
    await t.request
      .post('/api/contact/form')
      .type('form')
      .send(formBody({ ...enquiry, email: 'bot@spam.example', website: 'https://spam.example' }))
      .expect(200);
    expect(await storedFor('bot@spam.example')).toHaveLength(0);
  });

  // Last: it spends the address's hour of messages.
  it('answers 429 with Retry-After once the network has sent its hour’s messages', async () => {
    const send = () =>
      t.request
        .post('/api/contact/form')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(formBody({ ...enquiry, email: 'busy@example.com' }));
    // Earlier tests here sent from the same address: send until refused, at most one past the limit.
    let refused = await send();
    for (let sent = 1; refused.status === 200 && sent <= t.config.contactSubmissionsPerHour; sent += 1) refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.type).toBe('text/html');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
