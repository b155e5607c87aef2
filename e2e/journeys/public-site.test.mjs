import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, gotoReady, launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs, daysFromNow } from '../helpers.mjs';

/** The consent box both contact forms require (POPIA), named by its label. */
const consentBox = (scope) => scope.getByRole('checkbox', { name: /^I agree that Khanya may use these details/ });
const CONSENT_REQUIRED = 'Consent is required: please tick the box to agree that we may use these details to respond';

const pages = [
  { path: '/', heading: 'Clarity for Your Finances' },
  { path: '/about', heading: null },
  { path: '/services', heading: null },
  { path: '/industries', heading: 'Industries We Serve' },
  { path: '/director', heading: null },
  { path: '/contact', heading: null },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/no-such-page', heading: null, status: 404 },
];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

for (const [width, viewport] of Object.entries({ desktop: viewports.desktop, tablet: viewports.tablet, phone: viewports.phone })) {
  test(`every public page reads well and passes axe at ${width} width`, async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    const consoleErrors = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    try {
      for (const { path, heading, status = 200 } of pages) {
        const errorsBefore = consoleErrors.length;
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        // The browser reports the not-found page's own 404 status as a console error.
        if (status === 404)
          consoleErrors.splice(
            errorsBefore,
            consoleErrors.length - errorsBefore,
            ...consoleErrors.slice(errorsBefore).filter((text) => !text.includes('status of 404')),
          );
        assert.equal(response.status(), status, `${path} status`);
        assert.equal(await page.locator('h1').count(), 1, `${path} has one h1`);
        if (heading) assert.match(await page.locator('h1').innerText(), new RegExp(heading));
        assert.ok((await page.title()).length > 10, `${path} has a title`);
        // The not-found page is kept out of search results and declares no canonical address.
        assert.equal(await page.locator('link[rel="canonical"]').count(), status === 200 ? 1 : 0, `${path} canonical links`);
        // The text is in the HTML itself, before any script ran.
        assert.match(await response.text(), /<h1[^>]*>/, `${path} is prerendered`);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(300);
        assert.deepEqual(await accessibilityViolations(page), [], `${path} axe violations`);
        await screenshot(page, `public${path === '/' ? '-home' : path.replace(/\//g, '-')}-${width}`);
      }
      assert.deepEqual(consoleErrors, [], 'no console errors (hydration mismatches show there)');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('the phone drawer navigates and closes; the industries accordion opens a sector', async () => {
  const { context, page, problems } = await openPage(browser, viewports.phone);
  try {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: /menu/i }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    assert.ok(await drawer.getByText('Choose a section to explore').isVisible());
    await drawer.getByRole('link', { name: /Industries/ }).click();
    await page.waitForURL('**/industries');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Construction/ }).click();
    await page.getByText('Common Challenges').first().waitFor();
    await page.getByRole('link', { name: 'Discuss Your Construction Needs' }).waitFor();
    await screenshot(page, 'industries-open-phone');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a visitor sends the Get In Touch form and a consultation request, and both are stored', async () => {
  const { context, page, problems } = await openPage(browser, viewports.desktop);
  const stamp = Date.now();
  const enquiryEmail = `enquiry-${stamp}@example.co.za`;
  const consultationEmail = `consult-${stamp}@example.co.za`;
  try {
    await gotoReady(page, '/contact');
    const form = page.getByRole('form', { name: 'Get In Touch' });
    // Typing into the prerendered form is what brings its code: nothing typed may be lost.
    await form.getByLabel(/First Name/).pressSequentially('Naledi');
    await form.getByLabel(/Last Name/).fill('Mokoena');
    await form.getByLabel(/Email Address/).fill(enquiryEmail);
    await form.getByLabel(/Service of Interest/).selectOption('taxation');
    await form.getByLabel(/^Message/).fill('We need help with our VAT201 returns.');
    assert.equal(await form.getByLabel(/First Name/).inputValue(), 'Naledi');
    // Without consent nothing is sent: the box says why, and what was typed stays.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(CONSENT_REQUIRED).waitFor();
    assert.equal(await form.getByLabel(/Email Address/).inputValue(), enquiryEmail);
    await consentBox(form).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully', { exact: true }).waitFor();
    assert.equal(await form.getByLabel(/First Name/).inputValue(), '');
    assert.equal(await consentBox(form).isChecked(), false);

    await page.getByRole('button', { name: 'Schedule Consultation' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
    await dialog.waitFor();
    await dialog.getByLabel(/First Name/).fill('Thabo');
    await dialog.getByLabel(/Last Name/).fill('Molefe');
    await dialog.getByLabel(/Email Address/).fill(consultationEmail);
    await dialog.getByLabel(/Phone Number/).fill('+27 82 555 0123');
    await dialog.getByLabel(/Preferred Date/).fill(daysFromNow(3));
    await dialog.getByLabel(/Preferred Time/).selectOption('10:00');
    await dialog.getByLabel(/^Message/).fill('A complimentary consultation about our trust, please.');
    await consentBox(dialog).check();
    await screenshot(page, 'consultation-dialog-desktop');
    await dialog.getByRole('button', { name: 'Schedule Consultation' }).click();
    await page.getByText('Consultation Request Sent', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const asAdmin = await apiAs('admin@example.com');
    const stored = await asAdmin(
      'query ($search: String) { contactSubmissions(filter: { search: $search }) { nodes { type email service preferredTime consentGivenAt } } }',
      { search: String(stamp) },
    );
    const byEmail = Object.fromEntries(
      stored.data.contactSubmissions.nodes.map(({ consentGivenAt, ...node }) => {
        assert.ok(consentGivenAt, `${node.email} is stored with the time consent was given`);
        return [node.email, node];
      }),
    );
    assert.deepEqual(byEmail[enquiryEmail], { type: 'GET_IN_TOUCH', email: enquiryEmail, service: 'TAXATION', preferredTime: null });
    assert.equal(byEmail[consultationEmail].type, 'SCHEDULED_CONSULTATION');
    assert.equal(byEmail[consultationEmail].preferredTime, '10:00');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a Get In Touch submit made before the form code has arrived is sent once it arrives', async () => {
  const { context, page, problems } = await openPage(browser, viewports.phone);
  const email = `early-${Date.now()}@example.co.za`;
  try {
    // Hold the form's code back, as a slow phone connection would.
    let releaseFormCode;
    const formCodeHeld = new Promise((resolve) => (releaseFormCode = resolve));
    let formCodeRequested = false;
    await page.route(/\/assets\/GetInTouchForm-[^/]+\.js$/, async (route) => {
      formCodeRequested = true;
      await formCodeHeld;
      await route.continue();
    });
    await gotoReady(page, '/contact');
    const form = page.getByRole('form', { name: 'Get In Touch' });
    await form.getByLabel(/First Name/).fill('Early');
    await form.getByLabel(/Last Name/).fill('Bird');
    await form.getByLabel(/Email Address/).fill(email);
    await form.getByLabel(/^Message/).fill('Sent while the form was still loading.');
    // The box is in the prerendered form: ticked before the code has arrived, it stays ticked.
    await consentBox(form).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    assert.ok(formCodeRequested, 'reaching for the form fetches its code');
    // The plain HTML form must not have been sent: the page and what was typed are still here.
    assert.equal(new URL(page.url()).pathname, '/contact');
    assert.equal(await form.getByLabel(/Email Address/).inputValue(), email);

    releaseFormCode();
    await page.getByText('Message Sent Successfully', { exact: true }).waitFor();
    const asAdmin = await apiAs('admin@example.com');
    const stored = await asAdmin(
      'query ($search: String) { contactSubmissions(filter: { search: $search }) { nodes { firstName email } } }',
      {
        search: email,
      },
    );
    assert.deepEqual(stored.data.contactSubmissions.nodes, [{ firstName: 'Early', email }]);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a Get In Touch submit whose form code cannot be fetched is sent by the browser as a plain form', async () => {
  const { context, page, problems } = await openPage(browser, viewports.phone);
  const email = `unreachable-code-${Date.now()}@example.co.za`;
  try {
    // The form's code is held until the visitor presses Send, then refused: a deploy replacing the
    // files, or a connection that drops, at the worst moment.
    let refuseFormCode;
    const pressed = new Promise((resolve) => (refuseFormCode = resolve));
    await page.route(/\/assets\/GetInTouchForm-[^/]+\.js$/, async (route) => {
      await pressed;
      await route.abort('connectionreset');
    });
    await gotoReady(page, '/contact');
    const form = page.getByRole('form', { name: 'Get In Touch' });
    await form.getByLabel(/First Name/).fill('Lindiwe');
    await form.getByLabel(/Last Name/).fill('Mokoena');
    await form.getByLabel(/Email Address/).fill(email);
    await form.getByLabel(/^Message/).fill('Sent while the site was being updated.');
    await consentBox(form).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Held back while the code was awaited: nothing sent yet, nothing lost.
    assert.equal(await form.getByLabel(/Email Address/).inputValue(), email);

    refuseFormCode();
    // The code cannot come, so the browser sends the form itself (as without script).
    await page.getByRole('heading', { name: 'Message Sent Successfully' }).waitFor();
    await screenshot(page, 'contact-code-unreachable-sent-phone');
    const asAdmin = await apiAs('admin@example.com');
    const stored = await asAdmin('query ($search: String) { contactSubmissions(filter: { search: $search }) { nodes { lastName } } }', {
      search: email,
    });
    assert.deepEqual(stored.data.contactSubmissions.nodes, [{ lastName: 'Mokoena' }]);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('without JavaScript the Get In Touch form still reaches the firm', async () => {
  const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `no-script-${Date.now()}@example.co.za`;
  try {
    const fillAndSend = async ({ consent }) => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Get In Touch' });
      await form.getByLabel(/First Name/).fill('Sibusiso');
      await form.getByLabel(/Last Name/).fill('Zulu');
      await form.getByLabel(/Email Address/).fill(email);
      await form.getByLabel(/^Message/).fill('Sent from an old phone with scripts switched off.');
      if (consent) await consentBox(form).check();
      await form.getByRole('button', { name: 'Send Message' }).click();
    };
    // Left unticked, the server's page names the consent box by its label.
    await fillAndSend({ consent: false });
    await page.getByRole('heading', { name: 'Failed to Send Message' }).waitFor();
    await page
      .getByText(
        `I agree that Khanya may use these details to respond to my enquiry, as described in the Privacy Policy: ${CONSENT_REQUIRED}`,
      )
      .waitFor();
    await fillAndSend({ consent: true });
    await page.getByRole('heading', { name: 'Message Sent Successfully' }).waitFor();
    await screenshot(page, 'contact-no-script-sent-phone');
    const asAdmin = await apiAs('admin@example.com');
    const stored = await asAdmin('query ($search: String) { contactSubmissions(filter: { search: $search }) { nodes { lastName } } }', {
      search: email,
    });
    assert.deepEqual(stored.data.contactSubmissions.nodes, [{ lastName: 'Zulu' }]);
  } finally {
    await context.close();
  }
});
