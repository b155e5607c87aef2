import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs, fitsTheScreen, journeyBrowser, outboxMailTo, signInAt } from '../helpers.mjs';

const ENGAGEMENT = 'Fleet Cost & Cash-Flow Review';
const TEMPLATE = 'Tax return engagement letter';
const withPages = journeyBrowser();

/**
 * A signature drawn with a finger: touch events through the DevTools protocol, as a phone's
 * screen sends them (the pad listens to pointer events, which touches become).
 */
async function drawWithAFinger(page, pad) {
  const box = await pad.boundingBox();
  const session = await page.context().newCDPSession(page);
  const at = (x, y) => [{ x: box.x + box.width * x, y: box.y + box.height * y, id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.15, 0.6) });
  for (let step = 1; step <= 12; step++) {
    const x = 0.15 + step * 0.06;
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x, 0.6 - Math.sin(step / 2) * 0.3) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** The engagement letters waiting on the engagement, withdrawn so that a run starts clean (the server's data outlives one run only). */
async function withdrawWaitingLetters() {
  const asAdvisor = await apiAs('advisor@example.com');
  const { data } = await asAdvisor(
    '{ engagementLetters(filter: { outstanding: true }, first: 100) { nodes { id engagement { title } } } }',
  );
  for (const letter of data.engagementLetters.nodes.filter((node) => node.engagement?.title === ENGAGEMENT)) {
    await asAdvisor('mutation ($id: ID!) { withdrawEngagementLetter(id: $id, reason: "A journey starts clean") { id } }', {
      id: letter.id,
    });
  }
}

test('an advisor sends an engagement letter; the client reads it and signs it on a phone with a finger; both see it signed', async () => {
  await withdrawWaitingLetters();
  await withPages({ laptop: viewports.desktop }, async ({ laptop }) => {
    await signInAt(laptop, '/portal/engagements', 'advisor@example.com');
    const card = laptop.getByRole('article', { name: ENGAGEMENT });
    await card.getByRole('button', { name: `Send letter: ${ENGAGEMENT}` }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Send engagement letter' });
    await dialog.getByLabel('Template').selectOption({ label: TEMPLATE });
    // The preview is the letter as the client will read it, every merge field filled in.
    const preview = dialog.getByRole('region', { name: 'The letter as the client will read it' });
    await preview.getByText(ENGAGEMENT).first().waitFor();
    assert.equal(await preview.getByText('{{').count(), 0);
    assert.deepEqual(await accessibilityViolations(laptop), []);
    await screenshot(laptop, 'letters-send-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send letter' }).click();
    await card.getByText('Letter waiting for signature').waitFor();
  });

  // The client is told by e-mail, with a link to the letter.
  const mail = await outboxMailTo('client@example.com', '/portal/letters/');
  const letterPath = /\/portal\/letters\/[\w-]+/.exec(mail)[0];

  await withPages({ phone: { ...viewports.phone, hasTouch: true, isMobile: true } }, async ({ phone }) => {
    // The dashboard says what waits; the letter opens from there.
    await signInAt(phone, '/portal', 'client@example.com');
    // The demo client has letters of the same title waiting: this one is known by its address.
    const waiting = phone
      .getByRole('link', { name: `Sign the engagement letter: ${TEMPLATE}` })
      .and(phone.locator(`[href="${letterPath}"]`));
    await waiting.click();
    await phone.getByRole('heading', { level: 1, name: TEMPLATE }).waitFor();
    await phone.getByText(`Engagement letter for ${ENGAGEMENT}`).waitFor();
    await phone.getByText('Electronic Communications and Transactions Act').first().waitFor();
    const form = phone.getByRole('form', { name: 'Sign the letter' });
    await form.getByRole('button', { name: 'Sign letter' }).and(phone.locator(':enabled')).waitFor();
    await fitsTheScreen(phone);
    assert.deepEqual(await accessibilityViolations(phone), []);
    await screenshot(phone, 'letters-letter-phone');

    // Signing with nothing filled in names each missing part.
    await form.getByRole('button', { name: 'Sign letter' }).click();
    assert.ok((await form.getByRole('alert').count()) >= 2, 'the missing agreement, name and signature are each named');

    await form.getByRole('checkbox', { name: 'I agree to sign this letter electronically' }).click();
    await form.getByLabel('Full name').fill('Sipho Dlamini');
    await drawWithAFinger(phone, form.getByLabel('Signature pad'));
    await screenshot(phone, 'letters-signing-phone');
    await form.getByRole('button', { name: 'Sign letter' }).click();

    const outcome = phone.getByRole('region', { name: 'Signed' });
    await outcome.waitFor();
    assert.ok(await outcome.getByText('Sipho Dlamini').first().isVisible());
    assert.ok(await outcome.getByText('Drawn on the screen').isVisible());
    assert.deepEqual(await accessibilityViolations(phone), []);
    await fitsTheScreen(phone);
    await screenshot(phone, 'letters-signed-phone');

    // The signed PDF is filed among the client's documents, approved.
    await phone.goto('/portal/documents');
    await phone.getByText(`${TEMPLATE} (signed).pdf`).first().waitFor();
  });

  await withPages({ laptop: viewports.desktop }, async ({ laptop }) => {
    await signInAt(laptop, '/portal/letters', 'advisor@example.com');
    await laptop.getByRole('heading', { level: 1, name: 'Letters' }).waitFor();
    await laptop.locator('#letter-status').selectOption('SIGNED');
    await laptop.getByText(ENGAGEMENT).first().waitFor();
    assert.deepEqual(await accessibilityViolations(laptop), []);
    await screenshot(laptop, 'letters-tracking-desktop');

    await laptop.getByRole('link', { name: 'Engagements' }).first().click();
    await laptop.getByRole('article', { name: ENGAGEMENT }).getByText('Letter signed').waitFor();
  });
});

test('an administrator writes a letter template on a phone: an unknown merge field is named, the preview fills in an engagement', async () => {
  await withPages({ phone: { ...viewports.phone, hasTouch: true, isMobile: true } }, async ({ phone }) => {
    await signInAt(phone, '/portal/admin?tab=letter-templates', 'admin@example.com');
    const list = phone.getByRole('region', { name: 'Letter templates' });
    await list.getByRole('heading', { name: TEMPLATE }).waitFor();
    await list.getByRole('button', { name: 'New template' }).click();

    const editor = phone.getByRole('form', { name: 'New letter template' });
    await editor.getByLabel('Title (the letter’s title when sent)').fill('Payroll engagement letter');
    await editor.getByLabel('Text (Markdown)').fill('# Payroll\n\nDear {{client.nickname}}\n\nWe will run your payroll from ');
    await editor.getByRole('button', { name: /^Insert \{\{engagement\.startDate\}\}/ }).click();
    await editor.getByRole('button', { name: /^Save/ }).click();
    // Refused before it reaches the server, naming the field; what was typed stays.
    await editor.getByText(/Unknown merge field \{\{client\.nickname\}\}/).waitFor();
    assert.match(await editor.getByLabel('Text (Markdown)').inputValue(), /\{\{engagement\.startDate\}\}/);
    await editor
      .getByLabel('Text (Markdown)')
      .fill('# Payroll\n\nDear {{client.fullName}}\n\nWe will run your payroll from {{engagement.startDate}}.');

    await phone.getByLabel('Engagement to preview for').selectOption({ label: `${ENGAGEMENT} (Sipho Dlamini)` });
    await phone.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = phone.getByRole('region', { name: 'The letter as the client would read it' });
    await preview.getByText('Dear Sipho Dlamini').waitFor();
    await fitsTheScreen(phone);
    assert.deepEqual(await accessibilityViolations(phone), []);
    await screenshot(phone, 'letters-template-editor-phone');
  });
});
