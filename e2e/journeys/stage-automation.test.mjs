import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';
const ENGAGEMENT = 'Sipho Dlamini: 2025 Annual Financial Statements & ITR14';
const ITR12 = 'ITR12: income tax return for individuals';
// The server's data outlives one run only; a title of the run's own tells its organizer apart.
const TITLE = `ITR12 questions ${Date.now().toString(36)}`;

const withPages = journeyBrowser();
const phoneViewport = { ...viewports.phone, hasTouch: true, isMobile: true };

/** The board's column of a stage, found by its heading ("Preparing 3"). */
const column = (page, name) => page.getByRole('region', { name: new RegExp(`^${name} `) });

/** A short organizer the stage will send: one question the client must answer. */
async function createTemplate() {
  const asAdmin = await apiAs('admin@example.com');
  const { errors } = await asAdmin('mutation ($input: OrganizerTemplateInput!) { createOrganizerTemplate(input: $input) { id } }', {
    input: {
      title: TITLE,
      description: 'Before we prepare your return.',
      sections: [{ title: 'Income', questions: [{ key: 'rental', kind: 'YES_NO', label: 'Did you receive rent?', required: true }] }],
    },
  });
  assert.equal(errors, undefined);
}

test('an ITR12’s first stage sends an organizer; the client submits it on a phone and the job moves on by itself', async () => {
  await createTemplate();
  // The administrator sets the stage on the Automations tab: the demo's ITR12 already sends its
  // organizer, tells the client and moves on when done; this firm sends its short one instead.
  await withPages({ admin: viewports.desktop, adminPhone: phoneViewport }, async ({ admin, adminPhone }) => {
    await signInOnLoginPage(admin, 'admin@example.com', PASSWORD);
    await admin.goto('/portal/work?view=automations');
    await admin.getByLabel('Template').selectOption({ label: ITR12 });
    const waiting = admin.getByRole('list', { name: /^Stages of / }).getByRole('article', { name: /Waiting for client/ });
    await waiting.getByText('Then moves on by itself when all is done.').waitFor();
    await waiting.getByRole('button', { name: 'Change Waiting for client' }).click();
    const form = admin.getByRole('form', { name: 'Change Waiting for client' });
    const first = form.getByRole('group', { name: 'Action 1' });
    await first.getByLabel('Organizer template').selectOption({ label: TITLE });
    await form.evaluate((element) =>
      Promise.all(
        element
          .closest('[role=dialog]')
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished),
      ),
    );
    await screenshot(admin, 'work-stage-automation-dialog-desktop');
    assert.deepEqual(await accessibilityViolations(admin), []);
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Stage saved', { exact: true }).waitFor();
    await waiting.getByText(`Send the organizer “${TITLE}”, due 30 days before the job`).waitFor();
    await screenshot(admin, 'work-automations-desktop');
    assert.deepEqual(await accessibilityViolations(admin), []);

    await signInOnLoginPage(adminPhone, 'admin@example.com', PASSWORD);
    await adminPhone.goto('/portal/work?view=automations');
    await adminPhone.getByLabel('Template').selectOption({ label: ITR12 });
    await adminPhone.getByText(`Send the organizer “${TITLE}”, due 30 days before the job`).waitFor();
    assert.equal(await adminPhone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    await screenshot(adminPhone, 'work-automations-phone');
    assert.deepEqual(await accessibilityViolations(adminPhone), []);
  });

  let title;
  await withPages({ advisor: viewports.desktop }, async ({ advisor }) => {
    await signInOnLoginPage(advisor, 'advisor@example.com', PASSWORD);
    await advisor.goto('/portal/work?template=itr12');
    await advisor.getByRole('heading', { level: 1, name: 'Work' }).waitFor();
    await advisor.getByRole('button', { name: 'New job' }).click();
    const dialog = advisor.getByRole('dialog', { name: 'New job' });
    await dialog.getByLabel('Engagement').selectOption({ label: ENGAGEMENT });
    await dialog.getByLabel('Template').selectOption({ label: ITR12 });
    // Not a provisional taxpayer's: the demo's own ITR12s are, so this period is free.
    const period = dialog.getByLabel('Period', { exact: true });
    const labels = await period.locator('option').allTextContents();
    await period.selectOption({ label: labels[labels.length - 1] });
    await dialog.getByRole('button', { name: 'Create job' }).click();
    await advisor.getByText('Job created', { exact: true }).waitFor();
    title = `ITR12 ${labels[labels.length - 1]}`;

    // Its card says what the stage did.
    const card = column(advisor, 'Waiting for client').getByRole('article').filter({ hasText: title });
    await card.getByText('✓ Organizer sent').waitFor();
    await card.getByText('✓ Client notified').waitFor();
    await screenshot(advisor, 'work-stage-acted-desktop');
    assert.deepEqual(await accessibilityViolations(advisor), []);
  });

  await withPages({ phone: phoneViewport }, async ({ phone }) => {
    await signInOnLoginPage(phone, 'client@example.com', PASSWORD);
    const waiting = phone.getByRole('article', { name: `Fill in: ${TITLE}` });
    await waiting.getByRole('link', { name: `Fill in: ${TITLE}` }).click();
    await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await phone
      .getByRole('group', { name: /Did you receive rent/ })
      .getByText('No', { exact: true })
      .tap();
    await phone.locator('#question-rental [role=status]').getByText('Saved').waitFor();
    await phone.getByRole('button', { name: 'Submit answers' }).tap();
    await phone.getByRole('note', { name: 'Submitted' }).waitFor();
  });

  await withPages({ advisor: viewports.desktop }, async ({ advisor }) => {
    await signInOnLoginPage(advisor, 'advisor@example.com', PASSWORD);
    await advisor.goto('/portal/work?template=itr12');
    // Moved on by itself: in Preparing now, with nothing left in Waiting for client.
    await column(advisor, 'Preparing').getByRole('article').filter({ hasText: title }).waitFor();
    assert.equal(await column(advisor, 'Waiting for client').getByRole('article').filter({ hasText: title }).count(), 0);
    await screenshot(advisor, 'work-moved-on-desktop');
  });
});
