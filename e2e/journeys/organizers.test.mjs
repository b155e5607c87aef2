import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs, fitsTheScreen, journeyBrowser, samplePdf, signInAt } from '../helpers.mjs';

const ENGAGEMENT = 'Fleet Cost & Cash-Flow Review';
// The server's data outlives one run only; a title of the run's own tells its organizer apart.
const TITLE = `Tax year questions ${Date.now().toString(36)}`;
const withPages = journeyBrowser();
const phoneViewport = { ...viewports.phone, hasTouch: true, isMobile: true };

/** The template the journey sends: a yes/no whose yes asks an amount and a file, then a day, a choice and a text. */
async function createTemplate() {
  const asAdmin = await apiAs('admin@example.com');
  const { data, errors } = await asAdmin('mutation ($input: OrganizerTemplateInput!) { createOrganizerTemplate(input: $input) { id } }', {
    input: {
      title: TITLE,
      description: 'What changed in your tax year.',
      sections: [
        {
          title: 'Employment',
          questions: [
            { key: 'employed', kind: 'YES_NO', label: 'Were you employed during the tax year?', required: true },
            { key: 'salary', kind: 'AMOUNT', label: 'Total salary before tax', required: true, shownIfYesTo: 'employed' },
            { key: 'irp5', kind: 'FILE', label: 'Your IRP5 certificate', shownIfYesTo: 'employed' },
          ],
        },
        {
          title: 'Your year',
          questions: [
            { key: 'moved_on', kind: 'DATE', label: 'When did you move house?' },
            {
              key: 'medical_aid',
              kind: 'SINGLE_CHOICE',
              label: 'Your medical aid',
              required: true,
              choices: ['Discovery Health', 'Bonitas', 'None'],
            },
            { key: 'other', kind: 'LONG_TEXT', label: 'Anything else we should know?' },
          ],
        },
      ],
    },
  });
  assert.equal(errors, undefined);
  return data.createOrganizerTemplate.id;
}

/** A question's save line reads "Saved". */
const saved = (page, key) => page.locator(`#question-${key} [role=status]`).getByText('Saved').waitFor();

test('an advisor sends an organizer; the client answers half on a phone, comes back, finishes and submits; staff reopen one question and the client answers it again', async () => {
  await createTemplate();
  let organizerPath;

  await withPages({ laptop: viewports.desktop }, async ({ laptop }) => {
    await signInAt(laptop, '/portal/engagements', 'advisor@example.com');
    const card = laptop.getByRole('article', { name: ENGAGEMENT });
    await card.getByRole('button', { name: `Send organizer: ${ENGAGEMENT}` }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Send organizer' });
    await dialog.getByLabel('Template').selectOption({ label: TITLE });
    assert.deepEqual(await accessibilityViolations(laptop), []);
    await screenshot(laptop, 'organizers-send-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send organizer' }).click();
    const link = card.getByRole('link', { name: TITLE });
    await link.waitFor();
    organizerPath = await link.getAttribute('href');
  });
  assert.match(organizerPath, /^\/portal\/organizers\/[\w-]+$/);

  await withPages({ phone: phoneViewport }, async ({ phone }) => {
    // "Waiting for you" leads to it, with how far the client is.
    await signInAt(phone, '/portal', 'client@example.com');
    const waiting = phone.getByRole('article', { name: `Fill in: ${TITLE}` });
    await waiting.getByRole('progressbar', { name: 'Questions answered' }).waitFor();
    assert.equal(await waiting.getByRole('progressbar').getAttribute('aria-valuetext'), '0 of 4 answered');
    await waiting.getByRole('link', { name: `Fill in: ${TITLE}` }).click();
    await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    // Half of it: a yes shows its follow-ups; the amount as people type it; a file against its question.
    const employed = phone.getByRole('group', { name: /Were you employed/ });
    await employed.getByText('Yes', { exact: true }).tap();
    await saved(phone, 'employed');
    await phone.getByRole('textbox', { name: /Total salary before tax/ }).fill('R 412 500,50');
    await phone.getByRole('textbox', { name: /Total salary before tax/ }).blur();
    await saved(phone, 'salary');
    await phone.locator('#question-irp5 input[type=file]').setInputFiles({
      name: 'IRP5 2026.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('IRP5 2026'),
    });
    await phone.locator('#question-irp5').getByText('IRP5 2026.pdf').waitFor();
    await phone.getByRole('progressbar', { name: 'Questions answered' }).and(phone.locator('[aria-valuetext="3 of 6 answered"]')).waitFor();
    await fitsTheScreen(phone);
    assert.deepEqual(await accessibilityViolations(phone), []);
    await screenshot(phone, 'organizers-half-filled-phone');

    // Another evening: everything given is still there.
    await phone.reload();
    await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    assert.equal(
      await phone
        .getByRole('group', { name: /Were you employed/ })
        .getByRole('radio', { name: 'Yes' })
        .isChecked(),
      true,
    );
    assert.equal(await phone.getByRole('textbox', { name: /Total salary before tax/ }).inputValue(), '412500.50');
    await phone.locator('#question-irp5').getByText('IRP5 2026.pdf').waitFor();

    // Submitting too early names what is missing.
    await phone.getByRole('button', { name: 'Submit answers' }).tap();
    await phone.getByRole('link', { name: '"Your medical aid" needs an answer' }).waitFor();

    await phone.getByLabel('When did you move house?').fill('2026-03-14');
    await saved(phone, 'moved_on');
    await phone
      .getByRole('group', { name: /Your medical aid/ })
      .getByText('Bonitas')
      .tap();
    await saved(phone, 'medical_aid');
    await phone.getByRole('button', { name: 'Submit answers' }).tap();
    await phone.getByRole('note', { name: 'Submitted' }).waitFor();
    await screenshot(phone, 'organizers-submitted-phone');
  });

  await withPages({ laptop: viewports.desktop }, async ({ laptop }) => {
    // Staff read the answers beside the file, and ask for one to be looked at again.
    await signInAt(laptop, organizerPath, 'advisor@example.com');
    await laptop.getByText('R 412 500.50').waitFor();
    await laptop.getByRole('button', { name: 'Download IRP5 2026.pdf' }).waitFor();
    const pdf = await laptop.request.get(`${organizerPath.replace('/portal/', '/api/')}/pdf`);
    assert.equal(pdf.status(), 200);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    await laptop.getByRole('button', { name: 'Reopen for changes' }).click();
    await laptop.locator('#question-salary').getByRole('textbox').fill('This is more than your IRP5 shows: please check it.');
    await laptop.getByRole('textbox', { name: 'Message to the client (optional)' }).fill('Nearly done: one figure to check.');
    assert.deepEqual(await accessibilityViolations(laptop), []);
    await screenshot(laptop, 'organizers-reopen-desktop');
    await laptop.getByRole('button', { name: 'Reopen with one note' }).click();
    await laptop.getByRole('note', { name: 'Reopened' }).waitFor();
  });

  await withPages({ phone: phoneViewport, laptop: viewports.desktop }, async ({ phone, laptop }) => {
    // The client sees which question and why, answers it again and submits.
    await signInAt(phone, organizerPath, 'client@example.com');
    const notice = phone.getByRole('note', { name: 'Reopened' });
    await notice.getByText('Nearly done: one figure to check.').waitFor();
    await notice.getByRole('link', { name: 'Total salary before tax' }).waitFor();
    await phone.locator('#question-salary').getByText('This is more than your IRP5 shows: please check it.').waitFor();
    await fitsTheScreen(phone);
    assert.deepEqual(await accessibilityViolations(phone), []);
    await screenshot(phone, 'organizers-reopened-phone');
    await phone.getByRole('textbox', { name: /Total salary before tax/ }).fill('398200');
    await phone.getByRole('textbox', { name: /Total salary before tax/ }).blur();
    await saved(phone, 'salary');
    await phone.getByRole('button', { name: 'Submit answers' }).tap();
    await phone.getByRole('note', { name: 'Submitted' }).waitFor();

    // The answers as the client now sees them, at a desk.
    await signInAt(laptop, organizerPath, 'client@example.com');
    await laptop.getByText('R 398 200.00').waitFor();
    assert.deepEqual(await accessibilityViolations(laptop), []);
    await screenshot(laptop, 'organizers-submitted-desktop');
  });
});

test('an admin builds a questionnaire on a phone: a yes/no, an amount asked only after a yes, and a number that counts', async () => {
  const title = `Rental income ${Date.now().toString(36)}`;
  await withPages({ phone: phoneViewport }, async ({ phone }) => {
    await signInAt(phone, '/portal/admin?tab=organizer-templates', 'admin@example.com');
    const tab = phone.getByRole('region', { name: 'Organizer templates' });
    await tab.getByRole('button', { name: 'New template' }).tap();
    const form = phone.getByRole('form', { name: 'New organizer template' });
    await form.getByLabel('Title (the organizer’s title when sent)').fill(title);
    await form.getByLabel('Section title').fill('Property');
    const first = form.getByRole('group', { name: 'Section 1, Question 1' });
    await first.getByLabel('Question (as the client reads it)').fill('Do you let out property?');
    await first.getByLabel('Kind of answer').selectOption({ label: 'Yes / no' });
    await first.getByLabel('Required').check();
    await form.getByRole('button', { name: 'Add a question to section 1' }).tap();
    const second = form.getByRole('group', { name: 'Section 1, Question 2' });
    await second.getByLabel('Question (as the client reads it)').fill('Rent received in the year');
    await second.getByLabel('Kind of answer').selectOption({ label: 'Amount in rand' });
    // The key is suggested from the words when the question is left.
    assert.equal(await first.getByLabel('Key (small letters, digits and _)').inputValue(), 'do_you_let_out_property');
    await second
      .getByLabel('Show only when the answer to … is yes')
      .selectOption({ label: 'Do you let out property? (section 1, question 1)' });
    // A number that counts things: whole numbers, not negative.
    await form.getByRole('button', { name: 'Add a question to section 1' }).tap();
    const third = form.getByRole('group', { name: 'Section 1, Question 3' });
    await third.getByLabel('Question (as the client reads it)').fill('How many properties do you let?');
    await third.getByLabel('Kind of answer').selectOption({ label: 'Number' });
    await third.getByLabel('Counts things (whole numbers, not negative)').check();
    await fitsTheScreen(phone);
    assert.deepEqual(await accessibilityViolations(phone), []);
    await screenshot(phone, 'organizers-template-builder-phone');
    await form.getByRole('button', { name: 'Save template' }).tap();
    await tab.getByRole('listitem', { name: title }).waitFor();
  });

  // As sent, the amount waits for its yes.
  const asAdmin = await apiAs('admin@example.com');
  const { data } = await asAdmin('{ organizerTemplates { title sections { questions { key kind required shownIfYesTo counts } } } }');
  const saved = data.organizerTemplates.find((template) => template.title === title);
  assert.deepEqual(saved.sections[0].questions, [
    { key: 'do_you_let_out_property', kind: 'YES_NO', required: true, shownIfYesTo: null, counts: false },
    { key: 'rent_received_in_the_year', kind: 'AMOUNT', required: false, shownIfYesTo: 'do_you_let_out_property', counts: false },
    { key: 'how_many_properties_do_you_let', kind: 'NUMBER', required: false, shownIfYesTo: null, counts: true },
  ]);
});
