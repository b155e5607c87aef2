import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs, fitsTheScreen, journeyBrowser, signInAt } from '../helpers.mjs';

const CLIENT = 'client2@example.com';
const CLIENT_NAME = 'Ayesha Patel';
const CLIENT_COMPANY = 'Patel Hospitality (Pty) Ltd';
const ENGAGEMENT = 'VAT Registration & First VAT201';
const TEMPLATE = 'Payroll take-on engagement letter (journey)';
const ONCE_OFF = 'Payroll take-on: setting up employees and SARS registration';
const withPages = journeyBrowser();

/** Today's day of the month in SAST. */
const todayInSouthAfrica = () => new Date(Date.now() + 2 * 3600_000).getUTCDate();

/**
 * The monthly fees' day: two days off today, so that signing bills the once-off fees alone (a
 * billing day on the day of signing would bill the month at once too), even should the run cross
 * midnight. Late in a month, the 2nd of the next.
 */
const BILLING_DAY = todayInSouthAfrica() >= 27 ? 2 : todayInSouthAfrica() + 2;

/** What a list of figures (a `dl`) says for `term`, as shown. */
const figure = (scope, term) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

/** Once a dialog has faded in: mid-animation its text is still pale, and axe would read its contrast so. */
const settled = (page) => page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

function answered(result) {
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data;
}

/**
 * The journey's template with its fees, issued at once (not drafts first): made once, and put back
 * as this journey wants it on every run, so one title stays in the Template list however often it runs.
 */
async function templateWithFees() {
  const asAdmin = await apiAs('admin@example.com');
  const input = {
    title: TEMPLATE,
    body: [
      '# Payroll take-on',
      '',
      'Dear {{client.fullName}}',
      '',
      '{{firm.name}} will take on and run your payroll for {{engagement.title}}.',
      '',
      '## Our fees',
      '',
      '- Payroll take-on, setting up your employees and registering you with SARS: R 2 000.00 once-off, invoiced when you sign.',
      '- Monthly payroll for up to 10 employees: R 1 200.00 a month.',
      '',
      'Fees exclude VAT.',
    ].join('\n'),
    feeSchedule: {
      onceLines: [{ description: ONCE_OFF, quantity: '1', unitPrice: '2000.00', vatTreatment: 'STANDARD' }],
      monthlyLines: [
        {
          description: 'Monthly payroll: up to 10 employees, payslips and EMP201',
          quantity: '1',
          unitPrice: '1200.00',
          vatTreatment: 'STANDARD',
        },
      ],
      dayOfMonth: BILLING_DAY,
      reviewFirst: false,
    },
  };
  const { letterTemplates } = answered(await asAdmin('{ letterTemplates { id title } }'));
  const existing = letterTemplates.find((template) => template.title === TEMPLATE);
  if (existing) {
    answered(
      await asAdmin('mutation ($id: ID!, $input: LetterTemplateInput!) { updateLetterTemplate(id: $id, input: $input) { id } }', {
        id: existing.id,
        input,
      }),
    );
  } else {
    answered(await asAdmin('mutation ($input: LetterTemplateInput!) { createLetterTemplate(input: $input) { id } }', { input }));
  }
}

/**
 * The engagement as a run wants it (the server's data outlives one journey only): no letter
 * waiting on it, and no plan of an earlier run still billing it.
 */
async function engagementStartsClean() {
  const asAdvisor = await apiAs('advisor@example.com');
  const { engagementLetters } = answered(
    await asAdvisor('{ engagementLetters(filter: { outstanding: true }, first: 100) { nodes { id engagement { title } } } }'),
  );
  for (const letter of engagementLetters.nodes.filter((node) => node.engagement?.title === ENGAGEMENT)) {
    answered(
      await asAdvisor('mutation ($id: ID!) { withdrawEngagementLetter(id: $id, reason: "A journey starts clean") { id } }', {
        id: letter.id,
      }),
    );
  }
  const { billingPlans } = answered(await asAdvisor('{ billingPlans(status: ACTIVE) { id engagement { title } } }'));
  for (const plan of billingPlans.filter((node) => node.engagement?.title === ENGAGEMENT)) {
    answered(await asAdvisor('mutation ($id: ID!) { endBillingPlan(id: $id) { id } }', { id: plan.id }));
  }
}

/** The letter waiting on the engagement: the one just sent, since every other was withdrawn. */
async function waitingLetterPath() {
  const asAdvisor = await apiAs('advisor@example.com');
  const { engagementLetters } = answered(
    await asAdvisor('{ engagementLetters(filter: { outstanding: true }, first: 100) { nodes { id engagement { title } } } }'),
  );
  const waiting = engagementLetters.nodes.filter((node) => node.engagement?.title === ENGAGEMENT);
  assert.equal(waiting.length, 1, 'one letter waits on the engagement');
  return `/portal/letters/${waiting[0].id}`;
}

test('a client signs a letter with fees on a phone and staff find its first invoice issued', async () => {
  await templateWithFees();
  await engagementStartsClean();
  await withPages(
    { advisor: viewports.desktop, client: { ...viewports.phone, hasTouch: true, isMobile: true } },
    async ({ advisor, client }) => {
      // The advisor sends the letter with fees from the engagement's card.
      await signInAt(advisor, '/portal/engagements', 'advisor@example.com');
      const card = advisor.getByRole('article', { name: ENGAGEMENT });
      await card.getByRole('button', { name: `Send letter: ${ENGAGEMENT}` }).click();
      const dialog = advisor.getByRole('dialog', { name: 'Send engagement letter' });
      await dialog.getByLabel('Template').selectOption({ label: TEMPLATE });
      // The dialog shows the letter's text as the client will read it: the fees as the text words
      // them. (The template's fee schedule itself, what will be billed, is not shown here.)
      const preview = dialog.getByRole('region', { name: 'The letter as the client will read it' });
      await preview.getByText(`Dear ${CLIENT_NAME}`).waitFor();
      assert.ok(await preview.getByText(/R 2 000\.00 once-off/).isVisible());
      assert.ok(await preview.getByText(/R 1 200\.00 a month/).isVisible());
      assert.equal(await preview.getByText('{{').count(), 0);
      await settled(advisor);
      assert.deepEqual(await accessibilityViolations(advisor), []);
      await screenshot(advisor, 'billing-plans-send-dialog-desktop');
      await dialog.getByRole('button', { name: 'Send letter' }).click();
      await card.getByText('Letter waiting for signature').waitFor();

      // The client signs it on her phone, with a typed signature.
      await signInAt(client, await waitingLetterPath(), CLIENT);
      await client.getByRole('heading', { level: 1, name: TEMPLATE }).waitFor();
      await client.getByText(/R 2 000\.00 once-off/).waitFor();
      const form = client.getByRole('form', { name: 'Sign the letter' });
      await form.getByRole('button', { name: 'Sign letter' }).and(client.locator(':enabled')).waitFor();
      await form.getByRole('checkbox', { name: 'I agree to sign this letter electronically' }).click();
      await form.getByLabel('Full name').fill(CLIENT_NAME);
      await form.getByRole('tab', { name: 'Type' }).click();
      await form.getByLabel('Type your signature').fill(CLIENT_NAME);
      await fitsTheScreen(client);
      assert.deepEqual(await accessibilityViolations(client), []);
      await screenshot(client, 'billing-plans-signing-phone');
      await form.getByRole('button', { name: 'Sign letter' }).click();
      const outcome = client.getByRole('region', { name: 'Signed' });
      await outcome.waitFor();
      await outcome.getByText(`Typed: ${CLIENT_NAME}`).waitFor();

      // The card shows the plan the signature started, and the once-off invoice it issued at once.
      await advisor.reload();
      const plans = card.getByRole('region', { name: 'Billing plan' });
      await plans.waitFor();
      const asAdvisor = await apiAs('advisor@example.com');
      const { billingPlans } = answered(
        await asAdvisor(
          '{ billingPlans(status: ACTIVE) { engagement { title } runs { period invoice { id number status totalCents } } } }',
        ),
      );
      const started = billingPlans.filter((plan) => plan.engagement?.title === ENGAGEMENT);
      assert.equal(started.length, 1, 'the signature started one plan');
      assert.deepEqual(
        started[0].runs.map((run) => run.period),
        ['once'],
        'the once-off fees are billed, no month yet',
      );
      const invoice = started[0].runs[0].invoice;
      assert.match(invoice.number, /^INV-\d{5}$/);
      assert.equal(invoice.status, 'ISSUED');
      assert.equal(invoice.totalCents, 230_000, 'R 2 000.00 and 15 % VAT');

      // Plans of earlier runs (ended) are on the card too: this run's is the one with its invoice.
      const plan = plans.locator('div').filter({ has: advisor.getByRole('link', { name: invoice.number, exact: true }) });
      await plan.getByText('Active', { exact: true }).waitFor();
      assert.ok(await plan.getByText(/^Once-off: R\s2\s000\.00 excl\. VAT$/).isVisible());
      assert.ok(await plan.getByText(new RegExp(`^R\\s1\\s200\\.00 a month excl\\. VAT, on the ${BILLING_DAY}(st|nd|rd|th)$`)).isVisible());
      assert.ok(await plan.getByText('Invoices are issued at once', { exact: false }).isVisible());
      const made = plan.getByRole('list', { name: 'Invoices it made' }).getByRole('listitem');
      assert.equal(await made.count(), 1);
      assert.match(await made.innerText(), new RegExp(`^Once-off fees: ${invoice.number} · Issued · R\\s2\\s300\\.00$`));
      assert.deepEqual(await accessibilityViolations(advisor), []);
      await screenshot(advisor, 'billing-plans-card-desktop');

      // Its page: the amount with VAT, and whom it bills.
      await plan.getByRole('link', { name: invoice.number, exact: true }).click();
      await advisor.getByRole('heading', { level: 1, name: `Tax invoice ${invoice.number}` }).waitFor();
      await advisor.getByText(`For ${CLIENT_NAME} (${CLIENT})`).waitFor();
      const paper = advisor.getByRole('article', { name: 'Tax invoice' });
      // Addressed to her company, as a tax invoice names the client.
      assert.ok(await paper.getByRole('region', { name: 'To' }).getByText(CLIENT_COMPANY).isVisible());
      assert.ok(await paper.getByText(ONCE_OFF).isVisible());
      assert.match(await figure(paper, 'Total excluding VAT'), /^R\s2\s000\.00$/);
      assert.match(await figure(paper, 'VAT at 15\\s%'), /^R\s300\.00$/);
      assert.match(await figure(paper, 'Total'), /^R\s2\s300\.00$/);
      assert.equal(await figure(paper, 'Engagement'), ENGAGEMENT);
      assert.deepEqual(await accessibilityViolations(advisor), []);
      await screenshot(advisor, 'billing-plans-invoice-desktop');

      // The client finds it on her Billing page, and pays it from its page.
      await client.goto('/portal/billing');
      const row = client.getByRole('article', { name: invoice.number, exact: true });
      // Its badge ("Issued" also names the day it was issued).
      await row.locator('span', { hasText: /^Issued$/ }).waitFor();
      assert.match(await figure(row, 'Total'), /^R\s2\s300\.00$/);
      assert.match(await figure(row, 'Outstanding'), /^R\s2\s300\.00$/);
      await fitsTheScreen(client);
      assert.deepEqual(await accessibilityViolations(client), []);
      await screenshot(client, 'billing-plans-client-billing-phone');
      await row.getByRole('link', { name: invoice.number, exact: true }).click();
      await client.getByRole('heading', { level: 2, name: /^Pay R\s2\s300\.00$/ }).waitFor();
      assert.ok(await client.getByRole('button', { name: 'Pay with PayFast' }).isVisible());
      await fitsTheScreen(client);
      assert.deepEqual(await accessibilityViolations(client), []);
      await screenshot(client, 'billing-plans-client-invoice-phone');

      // Staff end the plan, so that nothing more is billed from this server's data.
      await advisor.goto('/portal/engagements');
      await plan.getByRole('button', { name: `End billing plan: ${ENGAGEMENT}` }).click();
      const confirm = advisor.getByRole('dialog', { name: 'End this billing plan?' });
      await confirm.getByText(/Once-off: R\s2\s000\.00 excl\. VAT; R\s1\s200\.00 a month excl\. VAT/).waitFor();
      await settled(advisor);
      assert.deepEqual(await accessibilityViolations(advisor), []);
      await screenshot(advisor, 'billing-plans-end-desktop');
      await confirm.getByRole('button', { name: 'End billing plan' }).click();
      await plan.getByText(/^Ended on /).waitFor();
      assert.equal(await plan.getByRole('button', { name: `End billing plan: ${ENGAGEMENT}` }).count(), 0);
      // The invoice it made stays as it was.
      await plan.getByRole('link', { name: invoice.number, exact: true }).waitFor();
      await screenshot(advisor, 'billing-plans-ended-desktop');
    },
  );
});
